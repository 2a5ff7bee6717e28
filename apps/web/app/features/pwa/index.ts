// The installable app (PWA). For the server entry: the head's manifest and icon tags and the inline
// script that registers the service worker (no start-up JavaScript). For the late chunk: the
// events told to the server and the install instructions of `?pwa=install`.
export { default as LivePwa } from './components/live-pwa.tsx';
export { PwaHead } from './document-head.tsx';
export { inlineScript as pwaInlineScript } from './model/bootstrap.ts';
