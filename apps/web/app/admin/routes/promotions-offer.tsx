import { BonusOfferInput, OFFER_REWARDS, OFFER_TRIGGERS, type OperatorOffer } from '@orbit/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { CheckboxField, SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { type AmountRow, AmountsField, amountRows, amountsOf } from '../promotions/amounts.tsx';
import { isoOf, listOf, listText, localOf, numberOr, PROMOTIONS_KEY } from '../promotions/forms.ts';
import { useRecordForm } from '../promotions/record-form.tsx';
import { SaveBar } from '../promotions/save-bar.tsx';
import { type TextRow, TextsField, textRows, textsOf } from '../promotions/texts.tsx';
import { adminApi, useMay } from '../shared/api.ts';
import { PromotionCodes } from './promotions-codes.tsx';

/** The offer form's state: what the operator types, turned into the schema's input on submit. */
interface Draft {
  group_key: string;
  trigger: string;
  code: string;
  titles: TextRow[];
  reward: string;
  match_percent: string;
  amounts: AmountRow[];
  min_deposit: AmountRow[];
  freespins_game: string;
  freespins_count: string;
  freespins_stakes: AmountRow[];
  wager_multiplier: string;
  max_bet: AmountRow[];
  max_win: AmountRow[];
  slots: string;
  tables: string;
  originals: string;
  live: string;
  activation_days: string;
  valid_days: string;
  cashback_period: string;
  cashback_percent: string;
  cashback_min_loss: AmountRow[];
  group_ids: string;
  countries: string;
  licences: string;
  available_from: string;
  available_until: string;
  max_uses: string;
  per_player: string;
  position: string;
  active: boolean;
}

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

function draftOf(offer?: OperatorOffer): Draft {
  return {
    group_key: offer?.group_key ?? '',
    trigger: offer?.trigger ?? 'promo',
    code: offer?.code ?? '',
    titles: textRows(offer?.titles),
    reward: offer?.reward ?? 'bonus',
    match_percent: text(offer?.match_percent),
    amounts: amountRows(offer?.amounts),
    min_deposit: amountRows(offer?.min_deposit),
    freespins_game: offer?.freespins_game ?? '',
    freespins_count: text(offer?.freespins_count),
    freespins_stakes: amountRows(offer?.freespins_stakes),
    wager_multiplier: text(offer?.wager_multiplier ?? 0),
    max_bet: amountRows(offer?.max_bet),
    max_win: amountRows(offer?.max_win),
    slots: text(offer?.contributions.slots ?? 100),
    tables: text(offer?.contributions.tables ?? 10),
    originals: text(offer?.contributions.originals ?? 20),
    live: text(offer?.contributions.live ?? 0),
    activation_days: text(offer?.activation_days ?? 7),
    valid_days: text(offer?.valid_days ?? 30),
    cashback_period: offer?.cashback_period ?? '',
    cashback_percent: text(offer?.cashback_percent),
    cashback_min_loss: amountRows(offer?.cashback_min_loss),
    group_ids: listText(offer?.group_ids),
    countries: listText(offer?.countries),
    licences: listText(offer?.licences),
    available_from: localOf(offer?.available_from),
    available_until: localOf(offer?.available_until),
    max_uses: text(offer?.max_uses),
    per_player: text(offer?.per_player ?? 1),
    position: text(offer?.position ?? 0),
    active: offer?.active ?? true,
  };
}

/** The draft as the API's body (the schema decides what is wrong with it). */
const bodyOf = (d: Draft) => ({
  group_key: d.group_key.trim(),
  trigger: d.trigger,
  code: d.code.trim() === '' ? null : d.code.trim(),
  titles: textsOf(d.titles),
  reward: d.reward,
  match_percent: numberOr(d.match_percent, null),
  amounts: amountsOf(d.amounts),
  min_deposit: amountsOf(d.min_deposit),
  freespins_game: d.freespins_game.trim() === '' ? null : d.freespins_game.trim(),
  freespins_count: numberOr(d.freespins_count, null),
  freespins_stakes: amountsOf(d.freespins_stakes),
  wager_multiplier: numberOr(d.wager_multiplier, 0),
  max_bet: amountsOf(d.max_bet),
  max_win: amountsOf(d.max_win),
  contributions: {
    slots: numberOr(d.slots, 0),
    tables: numberOr(d.tables, 0),
    originals: numberOr(d.originals, 0),
    live: numberOr(d.live, 0),
  },
  activation_days: numberOr(d.activation_days, 7),
  valid_days: numberOr(d.valid_days, 30),
  cashback_period: d.cashback_period === '' ? null : d.cashback_period,
  cashback_percent: numberOr(d.cashback_percent, null),
  cashback_min_loss: amountsOf(d.cashback_min_loss),
  group_ids: listOf(d.group_ids, true),
  countries: listOf(d.countries).map((c) => String(c).toUpperCase()),
  licences: listOf(d.licences),
  available_from: isoOf(d.available_from),
  available_until: isoOf(d.available_until),
  max_uses: numberOr(d.max_uses, null),
  per_player: numberOr(d.per_player, 1),
  position: numberOr(d.position, 0),
  active: d.active,
});

/** One offer: its form (new or existing), and for a coupon or promo offer its generated codes. */
export default function AdminPromotionOffer() {
  const { id = 'new' } = useParams();
  const { t } = useTranslation();
  const isNew = id === 'new';
  const offer = useQuery({
    queryKey: [...PROMOTIONS_KEY, 'offer', id],
    queryFn: () => adminApi().request<OperatorOffer>(`/api/operator/bonus_offers/${id}`),
    enabled: !isNew,
  });
  if (!isNew && !offer.data) {
    return offer.isError ? (
      <FormError message={t('promotions.offers.not_found')} />
    ) : (
      <p>{t('admin.loading')}</p>
    );
  }
  return (
    <>
      <p>
        <Link to="/admin/promotions" className="underline">
          {t('promotions.offers.back')}
        </Link>
      </p>
      <h1 className="text-2xl font-bold">
        {isNew ? t('promotions.offers.new') : t('promotions.offers.edit', { key: offer.data?.group_key })}
      </h1>
      <OfferForm key={id} offer={offer.data} />
      {offer.data && (offer.data.trigger === 'promo' || offer.data.trigger === 'coupon') ? (
        <PromotionCodes offer={offer.data} />
      ) : null}
    </>
  );
}

const CONTRIBUTIONS = ['slots', 'tables', 'originals', 'live'] as const;

function OfferForm({ offer }: { offer?: OperatorOffer | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const may = useMay('promotions.write');
  const { draft, set, field, submit, saved, onSubmit } = useRecordForm<Draft, OperatorOffer>({
    initial: () => draftOf(offer),
    path: '/api/operator/bonus_offers',
    id: offer?.id,
    schema: BonusOfferInput,
    bodyOf,
    refresh: PROMOTIONS_KEY,
    // A new offer opens at its own address (with its codes); a changed one shows what was stored.
    onSaved: (answer) => {
      if (!offer) navigate(`/admin/promotions/offers/${answer.id}`);
    },
    draftOf,
    fieldProps: { readOnly: !may },
  });
  const contribution = (name: (typeof CONTRIBUTIONS)[number]) => (
    <TextField
      key={name}
      label={t(`promotions.offer.contributions.${name}`)}
      inputMode="numeric"
      value={draft[name]}
      onChange={(event) => set(name, event.target.value)}
      error={submit.fieldError(`contributions.${name}`)}
      readOnly={!may}
    />
  );
  const amounts = (
    name: 'amounts' | 'min_deposit' | 'max_bet' | 'max_win' | 'freespins_stakes' | 'cashback_min_loss',
  ) => (
    <AmountsField
      legend={t(`promotions.offer.${name}`)}
      rows={draft[name]}
      onChange={(rows) => set(name, rows)}
      error={submit.fieldError(name)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="promotions-offer-form">
      <fieldset className="grid gap-3 sm:grid-cols-3" disabled={!may}>
        <legend className="mb-2 text-lg font-semibold">{t('promotions.offer.what')}</legend>
        {field('group_key', t('promotions.offer.group_key'), { hint: t('promotions.offer.group_key_hint') })}
        <SelectField
          label={t('promotions.offer.trigger')}
          value={draft.trigger}
          onChange={(event) => set('trigger', event.target.value)}
          options={OFFER_TRIGGERS.map((value) => ({ value, label: t(`promotions.triggers.${value}`) }))}
          error={submit.fieldError('trigger')}
        />
        <SelectField
          label={t('promotions.offer.reward')}
          value={draft.reward}
          onChange={(event) => set('reward', event.target.value)}
          options={OFFER_REWARDS.map((value) => ({ value, label: t(`promotions.rewards.${value}`) }))}
          error={submit.fieldError('reward')}
        />
        {field('code', t('promotions.offer.code'), { hint: t('promotions.offer.code_hint') })}
        {field('position', t('promotions.offer.position'), { inputMode: 'numeric' })}
        <CheckboxField
          label={t('promotions.offer.active')}
          checked={draft.active}
          onChange={(event) => set('active', event.target.checked)}
          error={submit.fieldError('active')}
        />
      </fieldset>
      <TextsField
        legend={t('promotions.offer.titles')}
        rows={draft.titles}
        onChange={(rows) => set('titles', rows)}
        error={submit.fieldError('titles') ?? submit.fieldError('titles.en')}
      />
      <fieldset className="grid gap-3 sm:grid-cols-2" disabled={!may}>
        <legend className="mb-2 text-lg font-semibold">{t('promotions.offer.money')}</legend>
        {amounts('amounts')}
        {draft.trigger === 'deposit' ? (
          <>
            {field('match_percent', t('promotions.offer.match_percent'), { inputMode: 'numeric' })}
            {amounts('min_deposit')}
          </>
        ) : null}
        {field('wager_multiplier', t('promotions.offer.wager_multiplier'), { inputMode: 'numeric' })}
        {amounts('max_bet')}
        {amounts('max_win')}
      </fieldset>
      {draft.reward === 'freespins' ? (
        <fieldset className="grid gap-3 sm:grid-cols-3" disabled={!may}>
          <legend className="mb-2 text-lg font-semibold">{t('promotions.offer.freespins')}</legend>
          {field('freespins_game', t('promotions.offer.freespins_game'), {
            hint: t('promotions.offer.freespins_game_hint'),
          })}
          {field('freespins_count', t('promotions.offer.freespins_count'), { inputMode: 'numeric' })}
          {amounts('freespins_stakes')}
        </fieldset>
      ) : null}
      {draft.trigger === 'cashback' ? (
        <fieldset className="grid gap-3 sm:grid-cols-3" disabled={!may}>
          <legend className="mb-2 text-lg font-semibold">{t('promotions.offer.cashback')}</legend>
          <SelectField
            label={t('promotions.offer.cashback_period')}
            value={draft.cashback_period}
            onChange={(event) => set('cashback_period', event.target.value)}
            options={[
              { value: '', label: '—' },
              { value: 'day', label: t('promotions.cashback.periods.day') },
              { value: 'week', label: t('promotions.cashback.periods.week') },
            ]}
            error={submit.fieldError('cashback_period')}
          />
          {field('cashback_percent', t('promotions.offer.cashback_percent'), { inputMode: 'numeric' })}
          {amounts('cashback_min_loss')}
        </fieldset>
      ) : null}
      <fieldset className="grid gap-3 sm:grid-cols-4" disabled={!may}>
        <legend className="mb-2 text-lg font-semibold">{t('promotions.offer.contributions.title')}</legend>
        {CONTRIBUTIONS.map(contribution)}
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-3" disabled={!may}>
        <legend className="mb-2 text-lg font-semibold">{t('promotions.offer.when_who')}</legend>
        {field('activation_days', t('promotions.offer.activation_days'), { inputMode: 'numeric' })}
        {field('valid_days', t('promotions.offer.valid_days'), { inputMode: 'numeric' })}
        {field('available_from', t('promotions.offer.available_from'), { type: 'datetime-local' })}
        {field('available_until', t('promotions.offer.available_until'), { type: 'datetime-local' })}
        {field('max_uses', t('promotions.offer.max_uses'), { inputMode: 'numeric' })}
        {field('per_player', t('promotions.offer.per_player'), { inputMode: 'numeric' })}
        {field('group_ids', t('promotions.offer.group_ids'), { hint: t('promotions.kit.list_hint') })}
        {field('countries', t('promotions.offer.countries'), { hint: t('promotions.kit.list_hint') })}
        {field('licences', t('promotions.offer.licences'), { hint: t('promotions.kit.list_hint') })}
      </fieldset>
      <SaveBar
        form={{ submit, saved, may }}
        label={offer ? t('promotions.offer.save') : t('promotions.offer.create')}
        shown={[...Object.keys(draft), ...CONTRIBUTIONS.map((name) => `contributions.${name}`)]}
        testId="promotions-offer-error"
      />
    </form>
  );
}
