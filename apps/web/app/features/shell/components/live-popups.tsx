import { CanceledDepositWarning } from '~/features/cashbox/index.ts';
import { LiveComps } from '~/features/comp-shop/index.ts';
import { LiveGifts } from '~/features/gifts/index.ts';
import { LimitReachedWarning, RealityCheckPopup } from '~/features/limits/index.ts';

/**
 * What shows by itself over any page of a signed-in player: a reached limit, the reality check, a
 * canceled deposit, a gift received (and the gifts kept live); the comp points kept live.
 */
export function LivePopups() {
  return (
    <>
      <LimitReachedWarning />
      <RealityCheckPopup />
      <CanceledDepositWarning />
      <LiveGifts />
      <LiveComps />
    </>
  );
}
