import type { Banner } from '@orbit/contract';
import { type CurrencyInfo, currencyInfo, formatMoney, numberFormat } from '~/shared/money.ts';

/** The default (and fallback) currency. */
export const FALLBACK_CURRENCY = 'EUR';

export interface TextContext {
  /** The player's (or guest's) currency. */
  currency: string;
  locale: string;
  currencies?: readonly CurrencyInfo[];
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Money as promotions write it: whole fiat amounts without cents (`€1,500`), else as the balance shows it. */
export function promoMoney(amount: number, currency: CurrencyInfo, locale: string): string {
  if (currency.fiat && amount % currency.subunits_to_unit === 0) {
    try {
      return numberFormat(locale, {
        style: 'currency',
        currency: currency.code,
        maximumFractionDigits: 0,
      }).format(amount / currency.subunits_to_unit);
    } catch {
      // Not an ISO 4217 code: formatMoney writes "amount CODE".
    }
  }
  return formatMoney(amount, currency, locale);
}

/**
 * The banner's per-currency variables as display strings: each `{{name}}` takes the amount of
 * the player's currency, else of EUR, formatted as money. A variable without either is absent.
 */
export function bannerVariables(
  variables: Banner['variables'],
  { currency, locale, currencies }: TextContext,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, amounts] of Object.entries(variables ?? {})) {
    const code = amounts[currency] !== undefined ? currency : FALLBACK_CURRENCY;
    const amount = amounts[code];
    if (amount !== undefined) out[name] = promoMoney(amount, currencyInfo(code, currencies), locale);
  }
  return out;
}

/** The variables with only the amounts `bannerVariables` may pick for `currency` (its own, else EUR). */
export function variablesFor(variables: Banner['variables'], currency: string): Banner['variables'] {
  if (!variables) return variables;
  const picked = (amounts: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(amounts).filter(([code]) => code === currency || code === FALLBACK_CURRENCY),
    );
  return Object.fromEntries(Object.entries(variables).map(([name, amounts]) => [name, picked(amounts)]));
}

/** `text` with its `{{name}}` placeholders filled; an unknown name stays visible for the operator to fix. */
export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/** A banner's texts (title, description, labels, popup) with its variables filled in. */
export function bannerTexts(banner: Banner, context: TextContext) {
  const values = bannerVariables(banner.variables, context);
  const fill = (text: string) => fillText(text, values);
  const popup = banner.secondButton?.popup;
  return {
    title: fill(banner.title.text),
    description: fill(banner.description.text),
    labels: banner.labels.map((label) => fill(label.title)),
    popup: popup && {
      title: fill(popup.title),
      secondTitle: fill(popup.secondTitle),
      desc: fill(popup.desc),
    },
  };
}
export type BannerTexts = ReturnType<typeof bannerTexts>;
