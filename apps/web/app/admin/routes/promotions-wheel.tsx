import { type LootboxItem, WheelConfig, WheelConfigSegments } from '@orbit/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useMay } from '../shared/api.ts';
import {
  type AmountRow,
  AmountsField,
  CellInput,
  numberOr,
  PROMOTIONS_KEY,
  SavedNotice,
  usePromoSubmit,
  usePromotionConfig,
  useSaved,
  validated,
} from './promotions-kit.tsx';

/** One segment of a wheel as the form edits it: its weight and its (first) bonus. */
interface SegmentRow {
  id: string;
  weight: string;
  prize: boolean;
  title: string;
  type: 'bonus' | 'freespins';
  freespins: string;
  amounts: AmountRow[];
  wager: string;
  maxWin: AmountRow[];
  /** The item as stored: what the form does not show (more bonuses, other attributes) stays. */
  source?: LootboxItem;
}

type Money = Array<{ currency: string; amount_cents: number }>;
const attribute = (list: Array<{ field: string; value: unknown }> | undefined, field: string) =>
  list?.find((entry) => entry.field === field)?.value;
const moneyRows = (value: unknown): AmountRow[] =>
  Array.isArray(value)
    ? (value as Money).map((entry) => ({ currency: entry.currency, cents: String(entry.amount_cents) }))
    : [];
const money = (rows: AmountRow[]) =>
  rows
    .filter((row) => row.currency.trim() !== '')
    .map((row) => ({
      currency: row.currency.trim().toUpperCase(),
      amount_cents: numberOr(row.cents, row.cents),
    }));

function rowOf(item: LootboxItem): SegmentRow {
  const bonus = item.bonuses[0];
  return {
    id: String(item.id),
    weight: String(item.weight),
    prize: item.prize,
    title: bonus?.title ?? '',
    type: bonus?.type ?? 'freespins',
    freespins: String(attribute(bonus?.attributes, 'freespins_count') ?? ''),
    amounts: moneyRows(attribute(bonus?.attributes, 'bonus_amount')),
    wager: String(attribute(bonus?.result_bonus, 'wager') ?? 0),
    maxWin: moneyRows(attribute(bonus?.result_bonus, 'max_win')),
    source: item,
  };
}

function itemOf(row: SegmentRow): unknown {
  const kept = (list: Array<{ field: string; value: unknown }> | undefined, fields: string[]) =>
    (list ?? []).filter((entry) => !fields.includes(entry.field));
  const bonus = row.source?.bonuses[0];
  return {
    ...(row.source?.created_at ? { created_at: row.source.created_at } : {}),
    id: numberOr(row.id, undefined),
    weight: numberOr(row.weight, undefined),
    prize: row.prize,
    bonuses: [
      {
        title: row.title,
        type: row.type,
        attributes: [
          ...kept(bonus?.attributes, ['freespins_count', 'bonus_amount']),
          row.type === 'freespins'
            ? { field: 'freespins_count', value: numberOr(row.freespins, 0) }
            : { field: 'bonus_amount', value: money(row.amounts) },
        ],
        result_bonus: [
          ...kept(bonus?.result_bonus, ['wager', 'max_win']),
          { field: 'wager', value: numberOr(row.wager, 0) },
          { field: 'max_win', value: money(row.maxWin) },
        ],
      },
      ...(row.source?.bonuses.slice(1) ?? []),
    ],
  };
}

const newRow = (id: number): SegmentRow => ({
  id: String(id),
  weight: '1',
  prize: false,
  title: '',
  type: 'freespins',
  freespins: '10',
  amounts: [],
  wager: '30',
  maxWin: [],
});

/**
 * The prize wheel (lootboxes of a `wheel…` group draw from it): the default wheel
 * (`wheel-config`) and the wheels of player groups (`wheel-config-segments`), segment by segment.
 */
export default function AdminPromotionWheel() {
  const { t } = useTranslation();
  const config = usePromotionConfig();
  const wheel = useQuery({
    queryKey: [...PROMOTIONS_KEY, 'config', 'wheel-config'],
    queryFn: () => config.load<LootboxItem[]>('wheel-config'),
  });
  const segments = useQuery({
    queryKey: [...PROMOTIONS_KEY, 'config', 'wheel-config-segments'],
    queryFn: () => config.load<Record<string, LootboxItem[]>>('wheel-config-segments'),
  });
  return (
    <>
      <h1 className="text-2xl font-bold">{t('promotions.wheel.title')}</h1>
      <p className="text-ink-muted">{t('promotions.wheel.intro')}</p>
      {wheel.isError || segments.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      {wheel.isSuccess && segments.isSuccess ? (
        <WheelForm
          key={`${wheel.dataUpdatedAt}-${segments.dataUpdatedAt}`}
          wheel={wheel.data ?? []}
          segments={segments.data ?? {}}
        />
      ) : null}
    </>
  );
}

function WheelForm({ wheel, segments }: { wheel: LootboxItem[]; segments: Record<string, LootboxItem[]> }) {
  const { t } = useTranslation();
  const may = useMay('content.write');
  const config = usePromotionConfig();
  const queryClient = useQueryClient();
  const submit = usePromoSubmit();
  const saved = useSaved();
  /** `''` is the default wheel; other keys are player groups. */
  const [wheels, setWheels] = useState<Record<string, SegmentRow[]>>(() => ({
    '': wheel.map(rowOf),
    ...Object.fromEntries(Object.entries(segments).map(([group, items]) => [group, items.map(rowOf)])),
  }));
  const [current, setCurrent] = useState('');
  const [newGroup, setNewGroup] = useState('');
  const rows = wheels[current] ?? [];
  const setRows = (next: SegmentRow[]) => setWheels((all) => ({ ...all, [current]: next }));
  const set = (i: number, change: Partial<SegmentRow>) =>
    setRows(rows.map((row, j) => (j === i ? { ...row, ...change } : row)));
  const total = rows.reduce((sum, row) => sum + (Number(row.weight) || 0), 0);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    saved.clear();
    const done = await submit.run(async () => {
      const items = (wheels[''] ?? []).map(itemOf);
      const groups = Object.fromEntries(
        Object.entries(wheels)
          .filter(([group]) => group !== '')
          .map(([group, list]) => [group, list.map(itemOf)]),
      );
      // Both checked before either is written, so the wheels never change halfway.
      const checkedWheel = validated(WheelConfig, items);
      const checkedGroups = validated(WheelConfigSegments, groups);
      await config.save('wheel-config', checkedWheel);
      await config.save('wheel-config-segments', checkedGroups);
      return true;
    });
    if (!done) return;
    saved.mark();
    await queryClient.invalidateQueries({ queryKey: [...PROMOTIONS_KEY, 'config'] });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('promotions.wheel.which')}
          <select
            className="min-h-11 rounded-lg border border-surface-3 bg-surface px-3 py-2"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
          >
            {Object.keys(wheels).map((group) => (
              <option key={group} value={group}>
                {group === '' ? t('promotions.wheel.default') : t('promotions.wheel.group', { group })}
              </option>
            ))}
          </select>
        </label>
        {may ? (
          <>
            <TextField
              label={t('promotions.wheel.new_group')}
              inputMode="numeric"
              value={newGroup}
              onChange={(event) => setNewGroup(event.target.value)}
            />
            <Button
              variant="secondary"
              disabled={!/^\d{1,9}$/.test(newGroup) || newGroup in wheels}
              onClick={() => {
                setWheels({ ...wheels, [newGroup]: [] });
                setCurrent(newGroup);
                setNewGroup('');
              }}
            >
              {t('promotions.wheel.add_group')}
            </Button>
            {current !== '' ? (
              <Button
                variant="ghost"
                onClick={() => {
                  setWheels(
                    Object.fromEntries(Object.entries(wheels).filter(([group]) => group !== current)),
                  );
                  setCurrent('');
                }}
              >
                {t('promotions.wheel.remove_group', { group: current })}
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
      <p className="text-sm">{t('promotions.wheel.total', { total })}</p>
      <fieldset disabled={!may} className="flex flex-col gap-3">
        <legend className="sr-only">{t('promotions.wheel.segments')}</legend>
        {rows.map((row, i) => {
          const n = i + 1;
          const label = (field: string) => t('promotions.wheel.field_of', { field, n });
          const chance = total > 0 ? ((Number(row.weight) || 0) / total) * 100 : 0;
          return (
            <section
              // biome-ignore lint/suspicious/noArrayIndexKey: segments have no identity but their place.
              key={i}
              aria-label={t('promotions.wheel.segment', { n })}
              className="grid gap-3 rounded-lg border border-surface-3 p-3 md:grid-cols-4"
            >
              <CellInput
                label={label(t('promotions.wheel.id'))}
                value={row.id}
                onChange={(v) => set(i, { id: v })}
              />
              <div className="flex flex-col gap-1">
                <CellInput
                  label={label(t('promotions.wheel.weight'))}
                  value={row.weight}
                  onChange={(v) => set(i, { weight: v })}
                />
                <span className="text-xs text-ink-muted">
                  {t('promotions.wheel.chance', { percent: chance.toFixed(1) })}
                </span>
              </div>
              <CellInput
                label={label(t('promotions.wheel.item_title'))}
                value={row.title}
                onChange={(v) => set(i, { title: v })}
                className="w-full"
              />
              <select
                aria-label={label(t('promotions.wheel.type'))}
                className="rounded-lg border border-surface-3 bg-surface px-2 py-1"
                value={row.type}
                onChange={(event) => set(i, { type: event.target.value as SegmentRow['type'] })}
              >
                <option value="freespins">{t('promotions.rewards.freespins')}</option>
                <option value="bonus">{t('promotions.rewards.bonus')}</option>
              </select>
              {row.type === 'freespins' ? (
                <CellInput
                  label={label(t('promotions.wheel.freespins'))}
                  value={row.freespins}
                  onChange={(v) => set(i, { freespins: v })}
                />
              ) : (
                <AmountsField
                  legend={label(t('promotions.wheel.amounts'))}
                  rows={row.amounts}
                  onChange={(amounts) => set(i, { amounts })}
                />
              )}
              <CellInput
                label={label(t('promotions.wheel.wager'))}
                value={row.wager}
                onChange={(v) => set(i, { wager: v })}
              />
              <AmountsField
                legend={label(t('promotions.wheel.max_win'))}
                rows={row.maxWin}
                onChange={(maxWin) => set(i, { maxWin })}
              />
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={row.prize}
                  onChange={(event) => set(i, { prize: event.target.checked })}
                />
                {label(t('promotions.wheel.prize'))}
              </label>
              <div>
                <Button variant="ghost" onClick={() => setRows(rows.filter((_, j) => j !== i))}>
                  {t('promotions.kit.remove_row', { n })}
                </Button>
              </div>
            </section>
          );
        })}
      </fieldset>
      <FormError message={submit.message} />
      {Object.keys(submit.errors).length > 0 ? (
        <FormError message={submit.otherErrors([]).join(' · ')} testId="promotions-wheel-errors" />
      ) : null}
      {may ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            onClick={() =>
              setRows([...rows, newRow(Math.max(0, ...rows.map((row) => Number(row.id) || 0)) + 1)])
            }
          >
            {t('promotions.wheel.add_segment')}
          </Button>
          <Button type="submit" loading={submit.busy}>
            {t('promotions.wheel.save')}
          </Button>
          <SavedNotice saved={saved.saved} />
        </div>
      ) : (
        <p className="text-sm text-ink-muted">{t('promotions.kit.content_write')}</p>
      )}
    </form>
  );
}
