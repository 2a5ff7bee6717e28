import { useActiveGiftsCount } from '~/features/gifts/index.ts';
import { GiftsLink } from './account.tsx';

/** The gifts button with the player's count of active gifts (bonuses and free spins). */
export function CountedGiftsLink() {
  return <GiftsLink count={useActiveGiftsCount(true)} />;
}
