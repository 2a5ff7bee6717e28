// The cashbox feature's public face: what routes and other features may use.

export { CanceledDepositWarning } from './components/canceled-deposit-warning.tsx';
export { default as CashboxDialog } from './components/cashbox-dialog.tsx';
// The host alone loads with every page; the cashbox's own code loads when it opens.
export { CashboxHost } from './components/cashbox-host.tsx';
export { MethodsTablePage } from './components/methods-table.tsx';
