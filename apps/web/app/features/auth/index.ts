// The auth feature's public face: what other features and routes may use.
export { AuthModals, HeaderEmailNotice } from './components/auth-modals.tsx';
export { SignOutButton } from './components/sign-out-button.tsx';
