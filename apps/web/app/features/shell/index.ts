// The shell feature's public face: the page shell, its data, and the not-found page.
export { bettingConfigQueryOptions, getBettingConfig } from './api/get-betting-config.ts';
export { footerConfigQueryOptions } from './api/get-footer-config.ts';
export { browserLocales, getLocales, hostLocaleCodes, localesQueryOptions } from './api/get-locales.ts';
export { logoConfigQueryOptions } from './api/get-logo-config.ts';
export { iconButton } from './components/account.tsx';
export { NotFoundPage } from './components/not-found.tsx';
export { Popover } from './components/popover.tsx';
export { Shell } from './components/shell.tsx';
export { VipManager } from './components/vip-manager.tsx';
export { bettingUrl } from './model/betting.ts';
export { cookieNoticeDismissed } from './model/cookie-notice.ts';
