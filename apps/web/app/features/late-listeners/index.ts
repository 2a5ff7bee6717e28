// The realtime listeners no first paint needs (a VIP status earned, a badge reached, a
// notification) and the player's notifications bell and sidebar row, loaded after hydration.
// A feature of their own: the shell must not import the features whose pages use the shell.
export { LateListenersHost } from './late-listeners-host.tsx';
