import { useTranslation } from '~/shared/i18n/react.tsx';
import { useHouseFrame } from '../../components/frame-context.tsx';
import { StakeSelector } from '../../components/stake-selector.tsx';
import { useAnnounceResult, useSoloRound } from '../../components/use-solo-round.ts';
import { resultMessage } from '../../model/result.ts';
import { PlayingCard } from '../cards/playing-card.tsx';
import { blackjackView, MOVES, totalLabelKey } from './model.ts';

const RESULT_CLASS = {
  blackjack: 'text-accent',
  win: 'text-success',
  push: 'text-ink',
  lose: 'text-danger',
} as const;

/** Blackjack: deal, then hit / stand / double / split; the dealer's hole card shows at the end. */
export default function BlackjackGame() {
  const { t } = useTranslation();
  const { stake, money, busy } = useHouseFrame();
  const { round, open, start, act } = useSoloRound();
  const view = blackjackView(round?.view);

  // Each finished round is announced once (a resumed round that is still open is not).
  useAnnounceResult(
    round,
    view.dealerTotal === null
      ? ''
      : `${t('house.blackjack.dealerHas', { total: view.dealerTotal })} ${view.results.map((r) => t(`house.blackjack.results.${r}`)).join(', ')}.`,
  );

  return (
    <section
      className="w-full max-w-3xl space-y-6 rounded-2xl bg-emerald-950/60 p-5"
      aria-label={t('house.blackjack.title')}
    >
      <div className="space-y-2 text-center">
        <h2 className="font-semibold">
          {t('house.blackjack.dealer')}
          {view.dealerTotal !== null ? ` · ${view.dealerTotal}` : ''}
        </h2>
        <div className="flex min-h-20 justify-center gap-2" data-testid="dealer-cards">
          {view.dealer.map((card, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a card's place in the hand is its identity
            <PlayingCard key={i} card={card} />
          ))}
        </div>
      </div>

      <div className="flex flex-wrap justify-center gap-6">
        {view.hands.map((hand, i) => {
          const result = view.results[i];
          return (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: hands are positions
              key={i}
              className={`space-y-2 rounded-xl p-3 text-center ${view.active === i && view.hands.length > 1 ? 'ring-2 ring-accent' : ''}`}
              data-testid={`hand-${i}`}
            >
              <h2 className="font-semibold">
                {view.hands.length > 1 ? t('house.blackjack.handN', { n: i + 1 }) : t('house.blackjack.you')}{' '}
                · {t(totalLabelKey(hand), { total: hand.total })}
              </h2>
              <div className="flex justify-center gap-2">
                {hand.cards.map((card, c) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a card's place in the hand is its identity
                  <PlayingCard key={c} card={card} />
                ))}
              </div>
              <p className="text-sm text-ink-muted">
                {money(hand.stake)}
                {hand.doubled ? ` · ${t('house.blackjack.doubled')}` : ''}
              </p>
              {result ? (
                <p className={`font-bold ${RESULT_CLASS[result]}`}>
                  {t(`house.blackjack.results.${result}`)}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>

      {open ? (
        <div className="flex flex-wrap justify-center gap-2">
          {MOVES.filter((move) => view.actions.includes(move)).map((move) => (
            <button
              key={move}
              type="button"
              disabled={busy}
              onClick={() => act({ type: move })}
              className="min-h-11 min-w-24 rounded-lg bg-brand px-4 font-bold text-white disabled:opacity-60"
            >
              {t(`house.blackjack.moves.${move}`)}
            </button>
          ))}
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <StakeSelector />
          <button
            type="button"
            disabled={busy}
            onClick={() => start({ stake })}
            className="min-h-11 rounded-lg bg-brand px-10 font-bold text-white disabled:opacity-60"
          >
            {t('house.blackjack.deal')}
          </button>
        </div>
      )}
      {round && round.status === 'closed' ? (
        <p className="text-center font-semibold" data-testid="blackjack-result">
          {(() => {
            const message = resultMessage(round, money);
            return t(message.key, message.values);
          })()}
        </p>
      ) : null}
    </section>
  );
}
