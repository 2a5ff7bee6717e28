import type { LootboxItem } from '@orbit/contract';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { oddsPercent } from '../model/wheel.ts';
import { usePrizeText } from './use-prize-text.ts';

/**
 * Each item of a wheel or chance table with its prize, terms and chance: the weights the
 * provably-fair draw uses, as percentages. `numbered`: the wheel's segment numbers first.
 */
export function PrizeOddsTable({
  items,
  currency,
  numbered = false,
  testId,
}: {
  items: readonly LootboxItem[];
  currency: string;
  numbered?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const prizes = usePrizeText();
  const odds = oddsPercent(items);
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return (
    <table className="w-full text-left text-sm" data-testid={testId}>
      <thead className="text-ink-muted">
        <tr>
          {numbered ? (
            <th scope="col" className="py-2 pr-3">
              {t('wheel.segments.number')}
            </th>
          ) : null}
          <th scope="col" className="py-2 pr-3">
            {t('wheel.segments.prize')}
          </th>
          <th scope="col" className="py-2 pr-3">
            {t('wheel.segments.terms')}
          </th>
          <th scope="col" className="py-2 text-right">
            {t('wheel.segments.chance')}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, i) => {
          const text = prizes.ofItem(item, currency);
          return (
            <tr key={item.id} className="border-t border-surface-3">
              {numbered ? <td className="py-2 pr-3 font-mono">{i + 1}</td> : null}
              <td className="py-2 pr-3 font-semibold">{text.title}</td>
              <td className="py-2 pr-3 text-ink-muted">{text.terms || '—'}</td>
              <td className="py-2 text-right font-mono">{`${percent.format(odds[i] ?? 0)} %`}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
