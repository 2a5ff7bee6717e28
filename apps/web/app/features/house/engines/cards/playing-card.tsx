import { rankOf, suitOf } from '@orbit/games/tables/cards';
import { useTranslation } from '~/shared/i18n/react.tsx';

const RANK_SIGNS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
/** Clubs, diamonds, hearts, spades (the engines' suit order). */
const SUIT_SIGNS = ['♣', '♦', '♥', '♠'];

/** The card's spoken name, e.g. "Ace of spades"; null is a face-down card. */
export function useCardName(): (card: number | null) => string {
  const { t } = useTranslation();
  return (card) =>
    card === null
      ? t('house.cards.faceDown')
      : t('house.cards.name', {
          rank: t(`house.cards.ranks.${rankOf(card)}`),
          suit: t(`house.cards.suits.${suitOf(card)}`),
        });
}

/** A playing card (0–51 as the engines number them), or its back when `card` is null. */
export function PlayingCard({ card, className = '' }: { card: number | null; className?: string }) {
  const name = useCardName();
  if (card === null)
    return (
      <span
        role="img"
        aria-label={name(null)}
        className={`inline-flex h-20 w-14 items-center justify-center rounded-lg border-2 border-white/40 bg-brand-strong bg-[repeating-linear-gradient(45deg,transparent_0_6px,rgb(255_255_255/0.12)_6px_12px)] ${className}`}
      />
    );
  const red = suitOf(card) === 1 || suitOf(card) === 2;
  return (
    <span
      role="img"
      aria-label={name(card)}
      className={`inline-flex h-20 w-14 flex-col items-center justify-center rounded-lg bg-white text-xl font-bold shadow ${red ? 'text-red-600' : 'text-zinc-900'} ${className}`}
    >
      <span aria-hidden="true">{RANK_SIGNS[rankOf(card)]}</span>
      <span aria-hidden="true">{SUIT_SIGNS[suitOf(card)]}</span>
    </span>
  );
}
