// The cashbox feature's public face: what routes and other features may use.

export { CanceledDepositWarning } from './components/canceled-deposit-warning.tsx';
export { CashboxPopup } from './components/cashbox-popup.tsx';
export { MethodsTablePage } from './components/methods-table.tsx';
export { CashboxSection, sectionOfPath } from './components/sections.tsx';
