import type { AvailableOffer, Player } from '@orbit/contract';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useClearBonusCode } from '../api/clear-bonus-code.ts';
import { useDeclineDepositOffer } from '../api/decline-deposit-offer.ts';
import { useAdditionalGifts } from '../api/get-additional-gifts.ts';
import { useAvailableBonuses } from '../api/get-available-bonuses.ts';
import { useDepositOffers } from '../api/get-deposit-offers.ts';
import { additionalGiftsFor, isShowableOffer } from '../model/offer-terms.ts';
import { BonusSwitch } from './bonus-switch.tsx';
import { OfferCard } from './offer-card.tsx';

/**
 * The deposit offers the player may take (the cashbox's `/deposit-bonus`): each with "take this
 * bonus" (the deposit then names it) and "no, thanks" (not offered again); the `additional-gifts`
 * of the player's groups under the spec's rule; and a way on without a bonus. A player who turned
 * bonuses off gets the switch to turn them on; a multi-account player gets no offers.
 */
export function DepositOffers({
  player,
  onTake,
  onSkip,
}: {
  player: Player;
  onTake: (offer: AvailableOffer) => void;
  onSkip: () => void;
}) {
  const { t } = useTranslation();
  const canIssue = player.can_issue_bonuses;
  const available = useAvailableBonuses(canIssue);
  const offers = useDepositOffers(canIssue && available.data === true);
  const gifts = useAdditionalGifts(canIssue);
  const decline = useDeclineDepositOffer();
  const clearCode = useClearBonusCode();

  const skip = (
    <Button variant="ghost" onClick={onSkip} data-testid="skip-bonus">
      {t('promotions.offers.skip')}
    </Button>
  );
  if (!canIssue)
    return (
      <div className="flex flex-col gap-3">
        <BonusSwitch />
        {skip}
      </div>
    );
  if (available.data === undefined) return <p role="status">{t('promotions.loading')}</p>;
  if (!available.data)
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className="rounded-lg bg-surface-3 p-3 text-sm" data-testid="bonuses-unavailable">
          {t('promotions.offers.unavailable')}
        </p>
        {skip}
      </div>
    );
  if (offers.isError)
    return (
      <div className="flex flex-col gap-3">
        <FormError message={t('promotions.offers.load_failed')} />
        {skip}
      </div>
    );
  if (!offers.data) return <p role="status">{t('promotions.loading')}</p>;

  const list = offers.data.filter(isShowableOffer);
  const extras = additionalGiftsFor(gifts.data ?? {}, player, available.data, list);
  return (
    <section className="flex flex-col gap-3" data-testid="deposit-offers">
      <h2 className="font-semibold">{t('promotions.offers.title')}</h2>
      {player.deposit_bonus_code ? (
        <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="bonus-code">
          {t('promotions.code.active', { code: player.deposit_bonus_code })}
          <Button variant="ghost" loading={clearCode.isPending} onClick={() => clearCode.mutate()}>
            {t('promotions.code.clear')}
          </Button>
        </p>
      ) : null}
      {list.length === 0 ? (
        <p role="status" className="rounded-lg bg-surface-3 p-3 text-sm" data-testid="no-offers">
          {t('promotions.offers.none')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.map((offer) => (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                currency={player.currency}
                matchPercent={offer.match_percent}
                image={offer.image}
                url={offer.url}
              >
                <Button onClick={() => onTake(offer)}>{t('promotions.offers.take')}</Button>
                <Button
                  variant="secondary"
                  disabled={decline.isPending}
                  onClick={() => decline.mutate(offer.id)}
                >
                  {t('promotions.offers.decline')}
                </Button>
              </OfferCard>
            </li>
          ))}
        </ul>
      )}
      {decline.isError ? <FormError message={t('promotions.offers.decline_failed')} /> : null}
      {extras.length > 0 ? (
        <section className="flex flex-col gap-2" data-testid="additional-gifts">
          <h3 className="text-sm font-semibold">{t('promotions.offers.additional')}</h3>
          {extras.map((gift) => (
            <OfferCard key={gift.id} offer={gift} currency={player.currency} />
          ))}
        </section>
      ) : null}
      {skip}
    </section>
  );
}
