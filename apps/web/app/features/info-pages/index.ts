// Pages of their own (spec 2 §2): /oops, /benefits-of-crypto and the named popups (/popup/{name}).
// Their loaders are info-pages/loaders.server.ts.
export { CryptoBenefitsPage } from './components/crypto-benefits-page.tsx';
export { NamedPopupPage } from './components/named-popup-page.tsx';
export { OopsPage } from './components/oops-page.tsx';
