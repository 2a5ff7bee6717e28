import { useLocale } from '~/shared/i18n/locale.ts';
import { numberFormat } from '~/shared/money.ts';

/** Whole coins and points, grouped for the page locale (`1,250`, `1 250`). */
export function useCoinsFormat(): (value: number) => string {
  const { locale } = useLocale();
  const format = numberFormat(locale, { maximumFractionDigits: 0 });
  return (value) => format.format(value);
}
