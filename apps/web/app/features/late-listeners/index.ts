// What no first paint needs, loaded after hydration: everyone's late listeners, and a signed-in
// player's own (a VIP status earned, a badge reached, a notification; the bell and sidebar row).
// A feature of their own: the shell must not import the features whose pages use the shell.
export { LateListenersHost } from './late-listeners-host.tsx';
