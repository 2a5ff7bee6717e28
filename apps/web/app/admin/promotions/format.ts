/** Minor units for reading (`1500 CAD` → `15.00 CAD`; a crypto's as they are). */
export function formatCents(cents: number, currency: string): string {
  const fiat = /^(EUR|USD|AUD|CAD|NZD|BRL|NOK)$/.test(currency);
  return fiat ? `${(cents / 100).toFixed(2)} ${currency}` : `${cents} ${currency}`;
}
export const formatAmounts = (amounts: Record<string, number> | undefined) =>
  Object.entries(amounts ?? {})
    .map(([currency, cents]) => formatCents(cents, currency))
    .join(', ') || '—';

export const formatTime = (iso: string | null | undefined) =>
  iso ? new Date(iso).toISOString().replace('T', ' ').slice(0, 16) : '—';

/** A record's name in English, else in its first language. */
export const englishOf = (texts: Record<string, string>) => texts.en ?? Object.values(texts)[0] ?? '';
