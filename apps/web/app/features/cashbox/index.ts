// The cashbox feature's public face: what routes and other features may use.

export { CanceledDepositWarning } from './components/canceled-deposit-warning.tsx';
export { default as CashboxDialog } from './components/cashbox-dialog.tsx';
export { MethodsTablePage } from './components/methods-table.tsx';
