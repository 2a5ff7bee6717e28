import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { spinPath, type WheelBase } from '../model/paths.ts';
import { PrizeOddsTable } from './prize-odds-table.tsx';
import { usePlayerWheel } from './use-player-wheel.ts';

/**
 * SpinWheelSegmentsPage (`/…-wheel/segments`): every segment of the player's wheel with its prize,
 * terms and chance — the weights the provably-fair draw uses, as percentages.
 */
export function SpinWheelSegmentsPage({ base }: { base: WheelBase }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const wheel = usePlayerWheel();
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
      <PrizeOddsTable items={wheel.items} currency={wheel.currency} numbered testId="segments" />
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
