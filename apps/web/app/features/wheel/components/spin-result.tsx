import type { Lootbox } from '@orbit/contract';
import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { prizesOf, wonItem } from '../model/lootboxes.ts';
import { DrawProof } from './draw-proof.tsx';
import { usePrizeText } from './use-prize-text.ts';

const GIFTS_PATH = '/profile/gifts';

/** What an opened box (a spin, a chance draw) gave, how to use it, and its draw to verify. */
export function SpinResult({ box, children }: { box: Lootbox; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const prizes = usePrizeText();
  const won = wonItem(box);
  const given = prizesOf(box);
  const text = won ? prizes.ofItem(won.item, box.currency) : null;
  const nothing = !given || given.length === 0;
  return (
    <section
      className="flex flex-col gap-3 rounded-2xl border border-accent/40 bg-surface-2 p-5"
      data-testid="spin-result"
      aria-labelledby={`spin-result-${box.id}`}
    >
      <h2 id={`spin-result-${box.id}`} className="text-lg font-bold">
        {nothing ? t('wheel.result.no_prize_title') : t('wheel.result.won_title')}
      </h2>
      {text ? (
        <p role="status" className="text-2xl font-bold text-accent" data-testid="spin-prize">
          {text.title}
        </p>
      ) : null}
      {text?.terms ? <p className="text-sm text-ink-muted">{text.terms}</p> : null}
      {nothing ? (
        <p className="text-ink-muted">{t('wheel.result.no_prize_text')}</p>
      ) : (
        <p className="text-ink-muted">
          {t('wheel.result.gift_text')}{' '}
          <Link to={href(GIFTS_PATH)} className="font-semibold text-ink underline">
            {t('wheel.result.to_gifts')}
          </Link>
        </p>
      )}
      {children}
      <details className="rounded-xl bg-surface-3/50 p-3">
        <summary className="cursor-pointer font-semibold">{t('wheel.draw.title')}</summary>
        <div className="mt-3">
          <DrawProof box={box} />
        </div>
      </details>
    </section>
  );
}
