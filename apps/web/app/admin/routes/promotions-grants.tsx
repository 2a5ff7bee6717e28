import { GiftIssueBody, type OperatorOffersPage } from '@orbit/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { formatAmounts } from '../promotions/format.ts';
import { numberOr, PROMOTIONS_KEY, usePromoSubmit, validated } from '../promotions/forms.ts';
import { adminApi, useMay } from '../shared/api.ts';

const newKey = () => `grant-${crypto.randomUUID()}`;

/**
 * Free spins (or a bonus) given by hand: an offer's gift to one player, to activate from their
 * gifts. The idempotency key is made here once per form, so a double click or a retry gives once.
 */
export default function AdminPromotionGrants() {
  const { t } = useTranslation();
  const may = useMay('promotions.write');
  const offers = useQuery({
    queryKey: [...PROMOTIONS_KEY, 'offers', 'grantable'],
    queryFn: () =>
      adminApi().request<OperatorOffersPage>('/api/operator/bonus_offers', { query: { per_page: 200 } }),
  });
  const [reward, setReward] = useState<'freespins' | 'bonus'>('freespins');
  const [userId, setUserId] = useState('');
  const [offerId, setOfferId] = useState('');
  const [currency, setCurrency] = useState('CAD');
  const [amount, setAmount] = useState('');
  const [key, setKey] = useState(newKey);
  const [given, setGiven] = useState<{ id: number; stage: string } | null>(null);
  const submit = usePromoSubmit();
  const choices = (offers.data?.offers ?? []).filter((offer) => offer.reward === reward);
  const chosen = choices.find((offer) => String(offer.id) === offerId);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setGiven(null);
    const body = {
      user_id: numberOr(userId, undefined),
      offer_id: numberOr(offerId, undefined),
      currency: currency.trim().toUpperCase(),
      ...(reward === 'bonus' && amount.trim() ? { amount_cents: numberOr(amount, undefined) } : {}),
      idempotency_key: key,
    };
    const answer = await submit.run(async () =>
      adminApi().request<{ id: number; stage: string }>('/api/operator/bonuses', {
        method: 'POST',
        body: validated(GiftIssueBody, body),
      }),
    );
    if (!answer) return;
    setGiven(answer);
    setKey(newKey());
  };

  return (
    <>
      <h1 className="text-2xl font-bold">{t('promotions.grants.title')}</h1>
      <p className="text-ink-muted">{t('promotions.grants.intro')}</p>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid max-w-3xl gap-3 sm:grid-cols-2"
        data-testid="promotions-grant-form"
      >
        <SelectField
          label={t('promotions.grants.reward')}
          value={reward}
          onChange={(event) => {
            setReward(event.target.value as 'freespins' | 'bonus');
            setOfferId('');
          }}
          options={[
            { value: 'freespins', label: t('promotions.rewards.freespins') },
            { value: 'bonus', label: t('promotions.rewards.bonus') },
          ]}
        />
        <SelectField
          label={t('promotions.grants.offer')}
          value={offerId}
          placeholder={t('promotions.grants.choose')}
          onChange={(event) => setOfferId(event.target.value)}
          options={choices.map((offer) => ({
            value: String(offer.id),
            label: `${offer.titles.en ?? offer.group_key} (${offer.group_key})`,
          }))}
          error={submit.fieldError('offer_id')}
        />
        <TextField
          label={t('promotions.grants.user_id')}
          inputMode="numeric"
          value={userId}
          onChange={(event) => setUserId(event.target.value)}
          error={submit.fieldError('user_id')}
        />
        <TextField
          label={t('promotions.grants.currency')}
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
          error={submit.fieldError('currency')}
        />
        {reward === 'bonus' ? (
          <TextField
            label={t('promotions.grants.amount')}
            hint={t('promotions.grants.amount_hint', {
              amounts: chosen ? formatAmounts(chosen.amounts) : '—',
            })}
            inputMode="numeric"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={submit.fieldError('amount_cents')}
          />
        ) : chosen ? (
          <p className="text-sm text-ink-muted sm:col-span-2">
            {t('promotions.grants.spins', {
              n: chosen.freespins_count ?? 0,
              game: chosen.freespins_game ?? '—',
              stakes: formatAmounts(chosen.freespins_stakes),
            })}
          </p>
        ) : null}
        <FormError message={submit.message} />
        {may ? (
          <div className="sm:col-span-2">
            <Button type="submit" loading={submit.busy}>
              {t('promotions.grants.give')}
            </Button>
          </div>
        ) : null}
      </form>
      {given ? (
        <p role="status" data-testid="promotions-grant-given">
          {t('promotions.grants.given', { id: given.id, stage: given.stage })}
        </p>
      ) : null}
    </>
  );
}
