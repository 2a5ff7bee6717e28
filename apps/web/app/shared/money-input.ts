const decimalsOf = (subunitsToUnit: number) =>
  Math.max(0, Math.round(Math.log10(Math.max(1, subunitsToUnit))));

/**
 * An amount typed in the currency's unit (`25`, `25.5`, `25,50`) as minor units, exactly (no
 * floating point); null when it is not a positive amount with at most the currency's decimals.
 */
export function parseMoneyInput(text: string, subunitsToUnit: number): number | null {
  const decimals = decimalsOf(subunitsToUnit);
  const match = /^(\d{1,13})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > decimals) return null;
  const cents = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(cents) && cents > 0 ? cents : null;
}

/** Minor units as the text a player would type (`5000` → `50`, `2550` → `25.50`). */
export function moneyInputText(cents: number, subunitsToUnit: number): string {
  const decimals = decimalsOf(subunitsToUnit);
  const whole = Math.trunc(cents / 10 ** decimals);
  const fraction = cents % 10 ** decimals;
  return fraction === 0
    ? String(whole)
    : `${whole}.${String(fraction).padStart(decimals, '0').replace(/0+$/, '')}`;
}
