// The cashbox feature's public face: what routes and other features may use.
export { CashboxPopup } from './components/cashbox-popup.tsx';
export { CashboxSection, sectionOfPath } from './components/sections.tsx';
