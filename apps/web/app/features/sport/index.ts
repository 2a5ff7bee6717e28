// The sport pages' public face: the page without a sportsbook, and the `#sport` hash links'
// host (drawn by the late chunk). Their loader is sport/loaders.server.ts.
export { NoSportPage } from './components/no-sport-page.tsx';
export { default as SportHashHost } from './components/sport-hash-host.tsx';
