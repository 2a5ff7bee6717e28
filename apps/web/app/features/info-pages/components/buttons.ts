/** The info pages' link buttons. */
const base = 'inline-flex min-h-11 items-center justify-center rounded-lg px-5 font-semibold';
export const primaryLink = `${base} bg-brand text-white hover:bg-brand-strong`;
export const secondaryLink = `${base} border border-white/15 text-ink hover:bg-surface-3`;
