import {
  COMP_KINDS,
  type CompEarnRate,
  CompEarnRatesInput,
  CompShopCardInput,
  VIP_LADDER,
  VipThresholdsInput,
} from '@orbit/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { CheckboxField, SelectField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { type AmountRow, AmountsField, amountRows, amountsOf } from '../promotions/amounts.tsx';
import { formatAmounts, formatCents } from '../promotions/format.ts';
import { listOf, listText, numberOr, PROMOTIONS_KEY, useFormSave, validated } from '../promotions/forms.ts';
import { OpenButton } from '../promotions/list-screen.tsx';
import { NewKeyField } from '../promotions/pickers.tsx';
import { useRecordForm } from '../promotions/record-form.tsx';
import { InputCell, RowsTable } from '../promotions/rows.tsx';
import { SaveBar } from '../promotions/save-bar.tsx';
import { type TextRow, TextsField, textRows, textsOf } from '../promotions/texts.tsx';
import { adminApi, useMay } from '../shared/api.ts';
import { DataTable } from '../shared/data-table.tsx';

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

/** A part of the loyalty screen: its heading (with `action` beside it) and what it shows. */
function Part({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-2xl bg-surface-2 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

const FAMILIES = ['slots', 'tables', 'originals', 'live', '*'] as const;
const RATE_FIELDS = ['currency', 'stake_cents', 'chargeable_points', 'persistent_points'] as const;
type RateRow = Record<'game_family' | (typeof RATE_FIELDS)[number], string>;

function EarnRates() {
  const { t } = useTranslation();
  const rates = useQuery({
    queryKey: [...PROMOTIONS_KEY, 'comp-rates'],
    queryFn: () => adminApi().request<CompEarnRate[]>('/api/operator/comp_point_rates'),
  });
  return (
    <Part id="comp-rates" title={t('promotions.loyalty.rates')}>
      <p className="text-sm text-ink-muted">{t('promotions.loyalty.rates_intro')}</p>
      {rates.data ? (
        <RatesForm key={rates.dataUpdatedAt} rates={rates.data} />
      ) : rates.isError ? (
        <FormError message={t('admin.errors.failed')} />
      ) : null}
    </Part>
  );
}

function RatesForm({ rates }: { rates: CompEarnRate[] }) {
  const { t } = useTranslation();
  const form = useFormSave('promotions.write', [...PROMOTIONS_KEY, 'comp-rates']);
  const { may, submit } = form;
  const [rows, setRows] = useState<RateRow[]>(() =>
    rates.map((rate) => ({
      game_family: rate.game_family,
      currency: rate.currency,
      stake_cents: String(rate.stake_cents),
      chargeable_points: String(rate.chargeable_points),
      persistent_points: String(rate.persistent_points),
    })),
  );
  const body = () =>
    rows.map((row) => ({
      game_family: row.game_family,
      currency: row.currency.trim().toUpperCase(),
      stake_cents: numberOr(row.stake_cents, undefined),
      chargeable_points: numberOr(row.chargeable_points, 0),
      persistent_points: numberOr(row.persistent_points, 0),
    }));
  const label = (field: string, i: number) =>
    t('promotions.loyalty.rate_field', { field: t(`promotions.loyalty.${field}`), n: i + 1 });
  return (
    <form
      onSubmit={(event) =>
        form.save(event, () =>
          adminApi().request('/api/operator/comp_point_rates', {
            method: 'PUT',
            body: validated(CompEarnRatesInput, body()),
          }),
        )
      }
      noValidate
      className="flex flex-col gap-3"
    >
      <RowsTable
        caption={t('promotions.loyalty.rates')}
        columns={['game_family', ...RATE_FIELDS].map((field) => t(`promotions.loyalty.${field}`))}
        rows={rows}
        onChange={setRows}
        blank={() => ({
          game_family: 'slots',
          currency: 'CAD',
          stake_cents: '',
          chargeable_points: '1',
          persistent_points: '1',
        })}
        addLabel={t('promotions.loyalty.add_rate')}
        editable={may}
      >
        {(row, i, set) => (
          <>
            <td>
              <select
                aria-label={label('game_family', i)}
                className="rounded-lg border border-surface-3 bg-surface px-2 py-1"
                value={row.game_family}
                disabled={!may}
                onChange={(event) => set({ game_family: event.target.value })}
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
            {RATE_FIELDS.map((name) => (
              <InputCell
                key={name}
                label={label(name, i)}
                value={row[name]}
                onChange={(value) => set({ [name]: value })}
                error={submit.fieldError(`${i}.${name}`)}
              />
            ))}
          </>
        )}
      </RowsTable>
      <SaveBar form={form} label={t('promotions.loyalty.save_rates')} message={submit.fieldError('rates')} />
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
  const gives = (card: Card) =>
    card.kind === 'money'
      ? formatAmounts(card.amounts)
      : card.kind === 'lootboxes'
        ? card.lootbox_group_key
        : card.kind === 'lotteries'
          ? card.lottery_ids.join(', ')
          : `#${card.offer_id ?? '—'}`;
  return (
    <Part
      id="comp-cards"
      title={t('promotions.loyalty.cards')}
      action={
        may ? <Button onClick={() => setEditing('new')}>{t('promotions.loyalty.new_card')}</Button> : null
      }
    >
      {cards.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <DataTable
        caption={t('promotions.loyalty.cards')}
        rows={cards.data}
        rowKey={(card) => card.id}
        columns={[
          {
            id: 'group_key',
            header: t('promotions.offer.group_key'),
            cell: (card) => <OpenButton label={card.group_key} onOpen={() => setEditing(card)} />,
          },
          {
            id: 'kind',
            header: t('promotions.loyalty.kind'),
            cell: (card) => t(`promotions.loyalty.kinds.${card.kind}`),
          },
          { id: 'title', header: t('promotions.loyalty.card_title'), cell: (card) => card.titles.en ?? '' },
          { id: 'points', header: t('promotions.loyalty.points'), cell: (card) => card.points },
          { id: 'gives', header: t('promotions.loyalty.gives'), cell: gives },
          {
            id: 'active',
            header: t('promotions.offer.active'),
            cell: (card) => (card.active ? t('promotions.offers.yes') : t('promotions.offers.no')),
          },
        ]}
      />
      {editing ? (
        <CardForm
          key={editing === 'new' ? 'new' : editing.id}
          card={editing === 'new' ? undefined : editing}
          onSaved={setEditing}
        />
      ) : null}
    </Part>
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

const cardBody = (draft: CardDraft) => ({
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
});

function CardForm({ card, onSaved }: { card?: Card | undefined; onSaved: (card: Card) => void }) {
  const { t } = useTranslation();
  const may = useMay('promotions.write');
  const { draft, set, field, submit, saved, onSubmit } = useRecordForm<CardDraft, Card>({
    initial: () => cardDraft(card),
    path: '/api/operator/comp_shop_cards',
    id: card?.id,
    schema: CompShopCardInput,
    bodyOf: cardBody,
    refresh: [...PROMOTIONS_KEY, 'comp-cards'],
    onSaved,
  });
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
      <SaveBar
        form={{ submit, saved, may }}
        label={card ? t('promotions.offer.save') : t('promotions.offer.create')}
      />
    </form>
  );
}

interface ThresholdsTable {
  thresholds: Array<{ status: string; currency: string; deposit_cents: number; bet_cents: number }>;
  defaults: { deposit_cents: number; bet_cents: number };
}
type ThresholdCell = { deposit: string; bet: string };
const VIP_FIELDS = [
  { cell: 'deposit', field: 'deposit_cents' },
  { cell: 'bet', field: 'bet_cents' },
] as const;

function VipThresholds() {
  const { t } = useTranslation();
  const table = useQuery({
    queryKey: [...PROMOTIONS_KEY, 'vip'],
    queryFn: () => adminApi().request<ThresholdsTable>('/api/operator/vip_thresholds'),
  });
  return (
    <Part id="vip-thresholds" title={t('promotions.loyalty.vip')}>
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
    </Part>
  );
}

function VipForm({ table }: { table: ThresholdsTable }) {
  const { t } = useTranslation();
  const form = useFormSave('promotions.write', [...PROMOTIONS_KEY, 'vip']);
  const { may, submit } = form;
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
  return (
    <form
      onSubmit={(event) =>
        form.save(event, () =>
          adminApi().request('/api/operator/vip_thresholds', {
            method: 'PUT',
            body: validated(VipThresholdsInput, { thresholds: rows }),
          }),
        )
      }
      noValidate
      className="flex flex-col gap-3"
    >
      {Object.keys(currencies).map((currency, c) => (
        <div key={currency} className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="text-left font-semibold">
              {t('promotions.loyalty.vip_of', { currency })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('promotions.loyalty.status')}</th>
                {VIP_FIELDS.map(({ field }) => (
                  <th key={field} scope="col">
                    {t(`promotions.loyalty.${field}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {VIP_LADDER.map((status, s) => {
                const index = c * VIP_LADDER.length + s;
                return (
                  <tr key={status} className="border-t border-white/10 align-top">
                    <th scope="row">{t(`promotions.loyalty.statuses.${status}`)}</th>
                    {VIP_FIELDS.map(({ cell, field }) => (
                      <InputCell
                        key={field}
                        label={t('promotions.loyalty.vip_field', {
                          field: t(`promotions.loyalty.${field}`),
                          status: t(`promotions.loyalty.statuses.${status}`),
                          currency,
                        })}
                        value={currencies[currency]?.[status]?.[cell] ?? ''}
                        onChange={(value) => set(currency, status, { [cell]: value })}
                        error={submit.fieldError(`thresholds.${index}.${field}`)}
                        className="w-40"
                      />
                    ))}
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
      <SaveBar form={form} label={t('promotions.loyalty.save_vip')} message={submit.fieldError('thresholds')}>
        <div className="flex flex-wrap items-end gap-3">
          <NewKeyField
            label={t('promotions.loyalty.vip_currency')}
            addLabel={t('promotions.loyalty.vip_add')}
            taken={Object.keys(currencies)}
            normalise={(typed) => typed.toUpperCase()}
            valid={(currency) => /^[A-Z0-9]{2,10}$/.test(currency)}
            onAdd={(currency) => setCurrencies({ ...currencies, [currency]: {} })}
          />
        </div>
      </SaveBar>
    </form>
  );
}
