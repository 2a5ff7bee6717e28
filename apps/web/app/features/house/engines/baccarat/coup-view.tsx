import type { Coup } from '@orbit/games/tables/baccarat';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { PlayingCard } from '../cards/playing-card.tsx';

/** The two hands of a coup with their totals; the winning side is marked. */
export function CoupView({ coup }: { coup: Coup | null }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-4" data-testid="baccarat-coup">
      {(['player', 'banker'] as const).map((side) => (
        <div
          key={side}
          className={`space-y-2 rounded-xl p-3 text-center ${coup?.winner === side ? 'ring-2 ring-accent' : ''}`}
        >
          <h2 className="font-semibold">
            {t(`house.baccarat.spots.${side}`)}
            {coup ? ` · ${side === 'player' ? coup.playerTotal : coup.bankerTotal}` : ''}
          </h2>
          <div className="flex min-h-20 justify-center gap-1">
            {(coup ? coup[side] : [null, null]).map((card, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a card's place in the hand is its identity
              <PlayingCard key={i} card={card} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
