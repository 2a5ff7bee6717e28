import { VIDEO_POKER_PAYTABLES } from '@orbit/games/tables/video-poker';
import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useHouseFrame } from '../../components/frame-context.tsx';
import { StakeSelector } from '../../components/stake-selector.tsx';
import { useAnnounceResult, useSoloRound } from '../../components/use-solo-round.ts';
import { PlayingCard, useCardName } from '../cards/playing-card.tsx';
import { paytableRows, pokerView, toggleHold } from './model.ts';

const NO_HOLDS = [false, false, false, false, false];

/** Video poker: deal five, hold any, draw once; the paytable shows what each hand pays. */
export default function VideoPokerGame() {
  const { t } = useTranslation();
  const cardName = useCardName();
  const { session, stake, money, busy } = useHouseFrame();
  const { round, open, start, act } = useSoloRound();
  const view = pokerView(round?.view);
  const [held, setHeld] = useState<boolean[]>(NO_HOLDS);
  const paytable = VIDEO_POKER_PAYTABLES[session.game.variant];
  const rows = paytable ? paytableRows(paytable) : [];
  const roundStake = round?.stake_cents ?? stake;

  useAnnounceResult(
    round,
    view.result && view.result !== 'nothing' ? `${t(`house.videoPoker.hands.${view.result}`)}.` : '',
  );

  async function deal() {
    setHeld(NO_HOLDS);
    await start({ stake });
  }

  return (
    <section
      className="w-full max-w-3xl space-y-3 rounded-2xl bg-surface-2 p-3 sm:p-5"
      aria-label={t('house.videoPoker.title')}
    >
      <table className="w-full text-sm" data-testid="paytable">
        <caption className="sr-only">{t('house.videoPoker.paytable')}</caption>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.hand}
              className={!open && view.result === row.hand ? 'bg-accent/25 font-bold' : ''}
              aria-current={!open && view.result === row.hand ? 'true' : undefined}
            >
              <th scope="row" className="px-2 py-0.5 text-left font-normal">
                {t(`house.videoPoker.hands.${row.hand}`)}
              </th>
              <td className="px-2 py-0.5 text-right tabular-nums">{money(roundStake * row.pays)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <fieldset className="flex justify-center gap-2">
        <legend className="sr-only">{t('house.videoPoker.holdLegend')}</legend>
        {(view.hand.length > 0 ? view.hand : [null, null, null, null, null]).map((card, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the five places are fixed
          <div key={i} className="flex flex-col items-center gap-2">
            <PlayingCard card={card} className={open && held[i] ? 'ring-4 ring-accent' : ''} />
            {open && card !== null ? (
              <button
                type="button"
                aria-pressed={held[i] ?? false}
                aria-label={t('house.videoPoker.holdCard', { card: cardName(card) })}
                disabled={busy}
                onClick={() => setHeld((h) => toggleHold(h, i))}
                className={`min-h-11 rounded-lg px-3 text-sm font-bold ${held[i] ? 'bg-accent text-surface' : 'bg-surface-3'}`}
              >
                {t('house.videoPoker.hold')}
              </button>
            ) : (
              <span className="min-h-11 text-sm font-bold text-accent">
                {!open && view.held?.[i] ? t('house.videoPoker.held') : ''}
              </span>
            )}
          </div>
        ))}
      </fieldset>

      {!open && round && view.result ? (
        <p className="text-center text-lg font-bold" data-testid="poker-result">
          {view.result === 'nothing' ? t('house.result.lose') : t(`house.videoPoker.hands.${view.result}`)}
        </p>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <StakeSelector disabled={open} />
        {open ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => act({ type: 'draw', hold: held })}
            className="min-h-11 rounded-lg bg-brand px-10 font-bold text-white disabled:opacity-60"
          >
            {t('house.videoPoker.draw')}
          </button>
        ) : (
          <button
            type="button"
            disabled={busy}
            onClick={deal}
            className="min-h-11 rounded-lg bg-brand px-10 font-bold text-white disabled:opacity-60"
          >
            {t('house.videoPoker.deal')}
          </button>
        )}
      </div>
    </section>
  );
}
