import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { spinPath, type WheelBase } from '../model/paths.ts';
import { oddsPercent } from '../model/wheel.ts';
import { usePlayerWheel } from './use-player-wheel.ts';
import { usePrizeText } from './use-prize-text.ts';

/**
 * SpinWheelSegmentsPage (`/…-wheel/segments`): every segment of the player's wheel with its prize,
 * terms and chance — the weights the provably-fair draw uses, as percentages.
 */
export function SpinWheelSegmentsPage({ base }: { base: WheelBase }) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const wheel = usePlayerWheel();
  const prizes = usePrizeText();
  const odds = oddsPercent(wheel.items);
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 focus:outline-none"
    >
      <header className="flex flex-col gap-2">
        <Link to={href(`/${base}`)} className="text-sm text-ink-muted underline">
          {t('wheel.back')}
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">{t('wheel.segments.title')}</h1>
        <p className="text-ink-muted">{t('wheel.segments.intro')}</p>
      </header>
      <table className="w-full text-left text-sm" data-testid="segments">
        <thead className="text-ink-muted">
          <tr>
            <th scope="col" className="py-2 pr-3">
              {t('wheel.segments.number')}
            </th>
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
          {wheel.items.map((item, i) => {
            const text = prizes.ofItem(item, wheel.currency);
            return (
              <tr key={item.id} className="border-t border-surface-3">
                <td className="py-2 pr-3 font-mono">{i + 1}</td>
                <td className="py-2 pr-3 font-semibold">{text.title}</td>
                <td className="py-2 pr-3 text-ink-muted">{text.terms || '—'}</td>
                <td className="py-2 text-right font-mono">{`${percent.format(odds[i] ?? 0)} %`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {wheel.player ? (
        <Link
          to={href(spinPath(base))}
          className="self-start rounded-lg bg-brand px-5 py-3 font-bold text-white"
        >
          {t('wheel.go_spin')}
        </Link>
      ) : null}
    </main>
  );
}
