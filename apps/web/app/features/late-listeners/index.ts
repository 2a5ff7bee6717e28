// The realtime listeners no first paint needs (a VIP status earned, a badge reached), mounted once
// by the layout and loaded after hydration. A feature of their own: the shell must not import the
// features whose pages use the shell.
export { LateListenersHost } from './late-listeners-host.tsx';
