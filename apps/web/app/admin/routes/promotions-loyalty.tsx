import {
  COMP_KINDS,
  type CompEarnRate,
  CompEarnRatesInput,
  CompShopCardInput,
  VIP_LADDER,
  VipThresholdsInput,
} from '@orbit/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { CheckboxField, SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi, useMay } from '../shared/api.ts';
import {
  type AmountRow,
  AmountsField,
  amountRows,
  amountsOf,
  CellInput,
  formatAmounts,
  formatCents,
  listOf,
  listText,
  numberOr,
  PROMOTIONS_KEY,
  SavedNotice,
  type TextRow,
  TextsField,
  textRows,
  textsOf,
  usePromoSubmit,
  useSaved,
  validated,
} from './promotions-kit.tsx';

/** Loyalty: comp-point earn rates, the comp shop's cards, the VIP club's thresholds. */
export default function AdminPromotionLoyalty() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-2xl font-bold">{t('promotions.loyalty.title')}</h1>
      <EarnRates />
      <ShopCards />
      <VipThresholds />
    </>
  );
}

const FAMILIES = ['slots', 'tables', 'originals', 'live', '*'] as const;
type RateRow = Record<
  'game_family' | 'currency' | 'stake_cents' | 'chargeable_points' | 'persistent_points',
  string
>;

function EarnRates() {
  const { t } = useTranslation();
  const may = useMay('promotions.write');
  const rates = useQuery({
    queryKey: [...PROMOTIONS_KEY, 'comp-rates'],
    queryFn: () => adminApi().request<CompEarnRate[]>('/api/operator/comp_point_rates'),
  });
  return (
    <section aria-labelledby="comp-rates" className="flex flex-col gap-3 rounded-2xl bg-surface-2 p-4">
      <h2 id="comp-rates" className="text-xl font-semibold">
        {t('promotions.loyalty.rates')}
      </h2>
      <p className="text-sm text-ink-muted">{t('promotions.loyalty.rates_intro')}</p>
      {rates.data ? (
        <RatesForm key={rates.dataUpdatedAt} rates={rates.data} may={may} />
      ) : rates.isError ? (
        <FormError message={t('admin.errors.failed')} />
      ) : null}
    </section>
  );
}

function RatesForm({ rates, may }: { rates: CompEarnRate[]; may: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const submit = usePromoSubmit();
  const saved = useSaved();
  const [rows, setRows] = useState<RateRow[]>(() =>
    rates.map((rate) => ({
      game_family: rate.game_family,
      currency: rate.currency,
      stake_cents: String(rate.stake_cents),
      chargeable_points: String(rate.chargeable_points),
      persistent_points: String(rate.persistent_points),
    })),
  );
  const set = (i: number, change: Partial<RateRow>) =>
    setRows(rows.map((row, j) => (j === i ? { ...row, ...change } : row)));
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    saved.clear();
    const body = rows.map((row) => ({
      game_family: row.game_family,
      currency: row.currency.trim().toUpperCase(),
      stake_cents: numberOr(row.stake_cents, undefined),
      chargeable_points: numberOr(row.chargeable_points, 0),
      persistent_points: numberOr(row.persistent_points, 0),
    }));
    const answer = await submit.run(() =>
      adminApi().request<CompEarnRate[]>('/api/operator/comp_point_rates', {
        method: 'PUT',
        body: validated(CompEarnRatesInput, body),
      }),
    );
    if (!answer) return;
    saved.mark();
    await queryClient.invalidateQueries({ queryKey: [...PROMOTIONS_KEY, 'comp-rates'] });
  };
  const cell = (i: number, name: keyof RateRow) => (
    <CellInput
      label={t('promotions.loyalty.rate_field', { field: t(`promotions.loyalty.${name}`), n: i + 1 })}
      value={rows[i]?.[name] ?? ''}
      onChange={(value) => set(i, { [name]: value })}
      error={submit.fieldError(`${i}.${name}`)}
    />
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('promotions.loyalty.rates')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('promotions.loyalty.game_family')}</th>
              <th scope="col">{t('promotions.loyalty.currency')}</th>
              <th scope="col">{t('promotions.loyalty.stake_cents')}</th>
              <th scope="col">{t('promotions.loyalty.chargeable_points')}</th>
              <th scope="col">{t('promotions.loyalty.persistent_points')}</th>
              <th scope="col">{t('promotions.kit.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
              <tr key={i} className="border-t border-white/10 align-top">
                <td>
                  <select
                    aria-label={t('promotions.loyalty.rate_field', {
                      field: t('promotions.loyalty.game_family'),
                      n: i + 1,
                    })}
                    className="rounded-lg border border-surface-3 bg-surface px-2 py-1"
                    value={row.game_family}
                    disabled={!may}
                    onChange={(event) => set(i, { game_family: event.target.value })}
                  >
                    {FAMILIES.map((family) => (
                      <option key={family} value={family}>
                        {family === '*'
                          ? t('promotions.loyalty.other_games')
                          : t(`promotions.loyalty.families.${family}`)}
                      </option>
                    ))}
                  </select>
                </td>
                <td>{cell(i, 'currency')}</td>
                <td>{cell(i, 'stake_cents')}</td>
                <td>{cell(i, 'chargeable_points')}</td>
                <td>{cell(i, 'persistent_points')}</td>
                <td>
                  {may ? (
                    <Button variant="ghost" onClick={() => setRows(rows.filter((_, j) => j !== i))}>
                      {t('promotions.kit.remove_row', { n: i + 1 })}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <FormError message={submit.fieldError('rates') ?? submit.message} />
      {may ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            onClick={() =>
              setRows([
                ...rows,
                {
                  game_family: 'slots',
                  currency: 'CAD',
                  stake_cents: '',
                  chargeable_points: '1',
                  persistent_points: '1',
                },
              ])
            }
          >
            {t('promotions.loyalty.add_rate')}
          </Button>
          <Button type="submit" loading={submit.busy}>
            {t('promotions.loyalty.save_rates')}
          </Button>
          <SavedNotice saved={saved.saved} />
        </div>
      ) : null}
    </form>
  );
}

interface Card {
  id: number;
  kind: string;
  group_key: string;
  titles: Record<string, string>;
  points: number;
  amounts: Record<string, number>;
  offer_id: number | null;
  lootbox_group_key: string | null;
  lottery_ids: number[];
  badge: string | null;
  special: boolean;
  group_ids: number[];
  position: number;
  active: boolean;
}

function ShopCards() {
  const { t } = useTranslation();
  const may = useMay('promotions.write');
  const [editing, setEditing] = useState<Card | 'new' | null>(null);
  const cards = useQuery({
    queryKey: [...PROMOTIONS_KEY, 'comp-cards'],
    queryFn: () => adminApi().request<Card[]>('/api/operator/comp_shop_cards'),
  });
  return (
    <section aria-labelledby="comp-cards" className="flex flex-col gap-3 rounded-2xl bg-surface-2 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="comp-cards" className="text-xl font-semibold">
          {t('promotions.loyalty.cards')}
        </h2>
        {may ? <Button onClick={() => setEditing('new')}>{t('promotions.loyalty.new_card')}</Button> : null}
      </div>
      {cards.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('promotions.loyalty.cards')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('promotions.offer.group_key')}</th>
              <th scope="col">{t('promotions.loyalty.kind')}</th>
              <th scope="col">{t('promotions.loyalty.card_title')}</th>
              <th scope="col">{t('promotions.loyalty.points')}</th>
              <th scope="col">{t('promotions.loyalty.gives')}</th>
              <th scope="col">{t('promotions.offer.active')}</th>
            </tr>
          </thead>
          <tbody>
            {(cards.data ?? []).map((card) => (
              <tr key={card.id} className="border-t border-white/10">
                <td>
                  <button type="button" className="underline" onClick={() => setEditing(card)}>
                    {card.group_key}
                  </button>
                </td>
                <td>{t(`promotions.loyalty.kinds.${card.kind}`)}</td>
                <td>{card.titles.en ?? ''}</td>
                <td>{card.points}</td>
                <td>
                  {card.kind === 'money'
                    ? formatAmounts(card.amounts)
                    : card.kind === 'lootboxes'
                      ? card.lootbox_group_key
                      : card.kind === 'lotteries'
                        ? card.lottery_ids.join(', ')
                        : `#${card.offer_id ?? '—'}`}
                </td>
                <td>{card.active ? t('promotions.offers.yes') : t('promotions.offers.no')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing ? (
        <CardForm
          key={editing === 'new' ? 'new' : editing.id}
          card={editing === 'new' ? undefined : editing}
          onSaved={setEditing}
        />
      ) : null}
    </section>
  );
}

interface CardDraft {
  kind: string;
  group_key: string;
  titles: TextRow[];
  points: string;
  amounts: AmountRow[];
  offer_id: string;
  lootbox_group_key: string;
  lottery_ids: string;
  badge: string;
  special: boolean;
  group_ids: string;
  position: string;
  active: boolean;
}

const cardDraft = (card?: Card): CardDraft => ({
  kind: card?.kind ?? 'money',
  group_key: card?.group_key ?? '',
  titles: textRows(card?.titles),
  points: String(card?.points ?? ''),
  amounts: amountRows(card?.amounts),
  offer_id: card?.offer_id ? String(card.offer_id) : '',
  lootbox_group_key: card?.lootbox_group_key ?? '',
  lottery_ids: listText(card?.lottery_ids),
  badge: card?.badge ?? '',
  special: card?.special ?? false,
  group_ids: listText(card?.group_ids),
  position: String(card?.position ?? 0),
  active: card?.active ?? true,
});

function CardForm({ card, onSaved }: { card?: Card | undefined; onSaved: (card: Card) => void }) {
  const { t } = useTranslation();
  const may = useMay('promotions.write');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => cardDraft(card));
  const submit = usePromoSubmit();
  const saved = useSaved();
  const set = <K extends keyof CardDraft>(field: K, value: CardDraft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }));
  const field = (name: keyof CardDraft & string, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={draft[name] as string}
      onChange={(event) => set(name, event.target.value as never)}
      error={submit.fieldError(name)}
      {...props}
    />
  );
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    saved.clear();
    const body = {
      kind: draft.kind,
      group_key: draft.group_key.trim(),
      titles: textsOf(draft.titles),
      points: numberOr(draft.points, undefined),
      amounts: amountsOf(draft.amounts),
      offer_id: numberOr(draft.offer_id, null),
      lootbox_group_key: draft.lootbox_group_key.trim() || null,
      lottery_ids: listOf(draft.lottery_ids, true),
      badge: draft.badge || null,
      special: draft.special,
      group_ids: listOf(draft.group_ids, true),
      position: numberOr(draft.position, 0),
      active: draft.active,
    };
    const answer = await submit.run(async () => {
      const checked = validated(CompShopCardInput, body);
      return card
        ? adminApi().request<Card>(`/api/operator/comp_shop_cards/${card.id}`, {
            method: 'PUT',
            body: checked,
          })
        : adminApi().request<Card>('/api/operator/comp_shop_cards', { method: 'POST', body: checked });
    });
    if (!answer) return;
    saved.mark();
    await queryClient.invalidateQueries({ queryKey: [...PROMOTIONS_KEY, 'comp-cards'] });
    onSaved(answer);
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 border-t border-white/10 pt-3">
      <h3 className="text-lg font-semibold">
        {card ? t('promotions.loyalty.edit_card', { key: card.group_key }) : t('promotions.loyalty.new_card')}
      </h3>
      <fieldset className="grid gap-3 sm:grid-cols-3" disabled={!may}>
        <legend className="sr-only">{t('promotions.loyalty.cards')}</legend>
        <SelectField
          label={t('promotions.loyalty.kind')}
          value={draft.kind}
          onChange={(event) => set('kind', event.target.value)}
          options={COMP_KINDS.map((value) => ({ value, label: t(`promotions.loyalty.kinds.${value}`) }))}
          error={submit.fieldError('kind')}
        />
        {field('group_key', t('promotions.offer.group_key'))}
        {field('points', t('promotions.loyalty.points'), { inputMode: 'numeric' })}
        {draft.kind === 'money' || draft.kind === 'freespins'
          ? field('offer_id', t('promotions.loyalty.offer_id'), {
              inputMode: 'numeric',
              hint: t('promotions.loyalty.offer_hint'),
            })
          : null}
        {draft.kind === 'lootboxes'
          ? field('lootbox_group_key', t('promotions.loyalty.lootbox_group_key'))
          : null}
        {draft.kind === 'lotteries'
          ? field('lottery_ids', t('promotions.loyalty.lottery_ids'), { hint: t('promotions.kit.list_hint') })
          : null}
        <SelectField
          label={t('promotions.loyalty.badge')}
          value={draft.badge}
          onChange={(event) => set('badge', event.target.value)}
          options={[
            { value: '', label: '—' },
            ...(['popular', 'new', 'vip'] as const).map((value) => ({
              value,
              label: t(`promotions.loyalty.badges.${value}`),
            })),
          ]}
          error={submit.fieldError('badge')}
        />
        {field('group_ids', t('promotions.offer.group_ids'), { hint: t('promotions.kit.list_hint') })}
        {field('position', t('promotions.offer.position'), { inputMode: 'numeric' })}
        <CheckboxField
          label={t('promotions.loyalty.special')}
          checked={draft.special}
          onChange={(event) => set('special', event.target.checked)}
        />
        <CheckboxField
          label={t('promotions.offer.active')}
          checked={draft.active}
          onChange={(event) => set('active', event.target.checked)}
        />
      </fieldset>
      {draft.kind === 'money' ? (
        <AmountsField
          legend={t('promotions.loyalty.amounts')}
          rows={draft.amounts}
          onChange={(rows) => set('amounts', rows)}
          error={submit.fieldError('amounts')}
        />
      ) : null}
      <TextsField
        legend={t('promotions.loyalty.titles')}
        rows={draft.titles}
        onChange={(rows) => set('titles', rows)}
        error={submit.fieldError('titles')}
      />
      <FormError message={submit.message} />
      {may ? (
        <div className="flex items-center gap-3">
          <Button type="submit" loading={submit.busy}>
            {card ? t('promotions.offer.save') : t('promotions.offer.create')}
          </Button>
          <SavedNotice saved={saved.saved} />
        </div>
      ) : null}
    </form>
  );
}

interface ThresholdsTable {
  thresholds: Array<{ status: string; currency: string; deposit_cents: number; bet_cents: number }>;
  defaults: { deposit_cents: number; bet_cents: number };
}
type ThresholdCell = { deposit: string; bet: string };

function VipThresholds() {
  const { t } = useTranslation();
  const table = useQuery({
    queryKey: [...PROMOTIONS_KEY, 'vip'],
    queryFn: () => adminApi().request<ThresholdsTable>('/api/operator/vip_thresholds'),
  });
  return (
    <section aria-labelledby="vip-thresholds" className="flex flex-col gap-3 rounded-2xl bg-surface-2 p-4">
      <h2 id="vip-thresholds" className="text-xl font-semibold">
        {t('promotions.loyalty.vip')}
      </h2>
      {table.data ? (
        <>
          <p className="text-sm text-ink-muted">
            {t('promotions.loyalty.vip_intro', {
              deposit: formatCents(table.data.defaults.deposit_cents, 'EUR'),
              bet: formatCents(table.data.defaults.bet_cents, 'EUR'),
            })}
          </p>
          <VipForm key={table.dataUpdatedAt} table={table.data} />
        </>
      ) : table.isError ? (
        <FormError message={t('admin.errors.failed')} />
      ) : null}
    </section>
  );
}

function VipForm({ table }: { table: ThresholdsTable }) {
  const { t } = useTranslation();
  const may = useMay('promotions.write');
  const queryClient = useQueryClient();
  const submit = usePromoSubmit();
  const saved = useSaved();
  const [currencies, setCurrencies] = useState<Record<string, Record<string, ThresholdCell>>>(() => {
    const byCurrency: Record<string, Record<string, ThresholdCell>> = {};
    for (const row of table.thresholds) {
      byCurrency[row.currency] ??= {};
      byCurrency[row.currency]![row.status] = {
        deposit: String(row.deposit_cents),
        bet: String(row.bet_cents),
      };
    }
    return byCurrency;
  });
  const [adding, setAdding] = useState('');
  const set = (currency: string, status: string, change: Partial<ThresholdCell>) =>
    setCurrencies((all) => ({
      ...all,
      [currency]: {
        ...all[currency],
        [status]: { ...{ deposit: '', bet: '' }, ...all[currency]?.[status], ...change },
      },
    }));
  const rows = Object.entries(currencies).flatMap(([currency, statuses]) =>
    VIP_LADDER.map((status) => ({
      status,
      currency,
      deposit_cents: numberOr(statuses[status]?.deposit ?? '', undefined),
      bet_cents: numberOr(statuses[status]?.bet ?? '', undefined),
    })),
  );
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    saved.clear();
    const answer = await submit.run(() =>
      adminApi().request('/api/operator/vip_thresholds', {
        method: 'PUT',
        body: validated(VipThresholdsInput, { thresholds: rows }),
      }),
    );
    if (!answer) return;
    saved.mark();
    await queryClient.invalidateQueries({ queryKey: [...PROMOTIONS_KEY, 'vip'] });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      {Object.keys(currencies).map((currency, c) => (
        <div key={currency} className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="text-left font-semibold">
              {t('promotions.loyalty.vip_of', { currency })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('promotions.loyalty.status')}</th>
                <th scope="col">{t('promotions.loyalty.deposit_cents')}</th>
                <th scope="col">{t('promotions.loyalty.bet_cents')}</th>
              </tr>
            </thead>
            <tbody>
              {VIP_LADDER.map((status, s) => {
                const index = c * VIP_LADDER.length + s;
                return (
                  <tr key={status} className="border-t border-white/10 align-top">
                    <th scope="row">{t(`promotions.loyalty.statuses.${status}`)}</th>
                    <td>
                      <CellInput
                        label={t('promotions.loyalty.vip_field', {
                          field: t('promotions.loyalty.deposit_cents'),
                          status: t(`promotions.loyalty.statuses.${status}`),
                          currency,
                        })}
                        value={currencies[currency]?.[status]?.deposit ?? ''}
                        onChange={(value) => set(currency, status, { deposit: value })}
                        error={submit.fieldError(`thresholds.${index}.deposit_cents`)}
                        className="w-40"
                      />
                    </td>
                    <td>
                      <CellInput
                        label={t('promotions.loyalty.vip_field', {
                          field: t('promotions.loyalty.bet_cents'),
                          status: t(`promotions.loyalty.statuses.${status}`),
                          currency,
                        })}
                        value={currencies[currency]?.[status]?.bet ?? ''}
                        onChange={(value) => set(currency, status, { bet: value })}
                        error={submit.fieldError(`thresholds.${index}.bet_cents`)}
                        className="w-40"
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {may ? (
            <Button
              variant="ghost"
              onClick={() =>
                setCurrencies(
                  Object.fromEntries(Object.entries(currencies).filter(([code]) => code !== currency)),
                )
              }
            >
              {t('promotions.loyalty.vip_remove', { currency })}
            </Button>
          ) : null}
        </div>
      ))}
      <FormError message={submit.fieldError('thresholds') ?? submit.message} />
      {may ? (
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            label={t('promotions.loyalty.vip_currency')}
            value={adding}
            onChange={(event) => setAdding(event.target.value.toUpperCase())}
          />
          <Button
            variant="secondary"
            disabled={!/^[A-Z0-9]{2,10}$/.test(adding) || adding in currencies}
            onClick={() => {
              setCurrencies({ ...currencies, [adding]: {} });
              setAdding('');
            }}
          >
            {t('promotions.loyalty.vip_add')}
          </Button>
          <Button type="submit" loading={submit.busy}>
            {t('promotions.loyalty.save_vip')}
          </Button>
          <SavedNotice saved={saved.saved} />
        </div>
      ) : null}
    </form>
  );
}
