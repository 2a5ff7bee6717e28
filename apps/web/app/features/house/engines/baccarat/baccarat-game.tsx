import type { Coup } from '@orbit/games/tables/baccarat';
import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useHouseFrame } from '../../components/frame-context.tsx';
import { StakeSelector } from '../../components/stake-selector.tsx';
import { resultMessage } from '../../model/result.ts';
import { CoupView } from './coup-view.tsx';
import { baccaratBet, chipsTotal, coupOf, SPOTS, type Spot } from './model.ts';

const NO_CHIPS: Record<Spot, number> = { player: 0, banker: 0, tie: 0 };

/** Baccarat: chips on player, banker or tie; one coup deals both hands. */
export default function BaccaratGame() {
  const { t } = useTranslation();
  const frame = useHouseFrame();
  const { session, stake, money, busy, balance } = frame;
  const noCommission = session.game.variant.startsWith('no-commission');
  const [chips, setChips] = useState<Record<Spot, number>>(NO_CHIPS);
  const [coup, setCoup] = useState<Coup | null>(null);
  const total = chipsTotal(chips);

  async function deal() {
    const round = await frame.play(baccaratBet(chips));
    if (!round) return;
    const dealt = coupOf(round.view);
    setCoup(dealt);
    setChips(NO_CHIPS);
    const message = resultMessage(round, money);
    const winner = dealt ? `${t(`house.baccarat.wins.${dealt.winner}`)} ` : '';
    frame.announce(`${winner}${t(message.key, message.values)}`);
  }

  return (
    <section
      className="w-full max-w-2xl space-y-5 rounded-2xl bg-emerald-950/60 p-5"
      aria-label={t('house.baccarat.title')}
    >
      <CoupView coup={coup} />
      {coup ? (
        <p className="text-center text-lg font-bold" data-testid="baccarat-winner">
          {t(`house.baccarat.wins.${coup.winner}`)}
        </p>
      ) : null}
      <fieldset className="grid grid-cols-3 gap-2">
        <legend className="sr-only">{t('house.baccarat.spotsLegend')}</legend>
        {SPOTS.map((spot) => (
          <button
            key={spot}
            type="button"
            disabled={busy || total + stake > balance}
            onClick={() => setChips((c) => ({ ...c, [spot]: c[spot] + stake }))}
            aria-label={
              chips[spot] > 0
                ? `${t(`house.baccarat.spots.${spot}`)}, ${t('house.roulette.chips', { amount: money(chips[spot]) })}`
                : t(`house.baccarat.spots.${spot}`)
            }
            className="flex min-h-20 flex-col items-center justify-center rounded-xl border-2 border-white/20 bg-surface-3 font-bold"
          >
            <span>{t(`house.baccarat.spots.${spot}`)}</span>
            <span className="text-xs text-ink-muted">
              {t(`house.baccarat.pays.${spot === 'banker' && noCommission ? 'bankerNoCommission' : spot}`)}
            </span>
            {chips[spot] > 0 ? <span className="text-sm text-accent">{money(chips[spot])}</span> : null}
          </button>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StakeSelector label={t('house.roulette.chip')} />
        <div className="flex gap-2">
          <button
            type="button"
            className="min-h-11 rounded-lg bg-surface-3 px-3"
            disabled={busy || total === 0}
            onClick={() => setChips(NO_CHIPS)}
          >
            {t('house.roulette.clear')}
          </button>
          <button
            type="button"
            className="min-h-11 rounded-lg bg-brand px-10 font-bold text-white disabled:opacity-60"
            disabled={busy || total === 0}
            onClick={deal}
          >
            {t('house.baccarat.deal')}
          </button>
        </div>
      </div>
    </section>
  );
}
