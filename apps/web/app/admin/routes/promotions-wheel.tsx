import { type LootboxItem, WheelConfig, WheelConfigSegments } from '@orbit/contract';
import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { type AmountRow, AmountsField } from '../promotions/amounts.tsx';
import { ConfigSaveBar, ConfigScreen, useConfigSave } from '../promotions/config-form.tsx';
import { numberOr } from '../promotions/forms.ts';
import { KeyPicker } from '../promotions/pickers.tsx';
import { CellInput, removeAt, replaceAt } from '../promotions/rows.tsx';

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
  return (
    <ConfigScreen<[LootboxItem[], Record<string, LootboxItem[]>]>
      title={t('promotions.wheel.title')}
      intro={t('promotions.wheel.intro')}
      names={['wheel-config', 'wheel-config-segments']}
    >
      {([wheel, segments]) => <WheelForm wheel={wheel ?? []} segments={segments ?? {}} />}
    </ConfigScreen>
  );
}

function WheelForm({ wheel, segments }: { wheel: LootboxItem[]; segments: Record<string, LootboxItem[]> }) {
  const { t } = useTranslation();
  const form = useConfigSave();
  const { may } = form;
  /** `''` is the default wheel; other keys are player groups. */
  const [wheels, setWheels] = useState<Record<string, SegmentRow[]>>(() => ({
    '': wheel.map(rowOf),
    ...Object.fromEntries(Object.entries(segments).map(([group, items]) => [group, items.map(rowOf)])),
  }));
  const [current, setCurrent] = useState('');
  const rows = wheels[current] ?? [];
  const setRows = (next: SegmentRow[]) => setWheels((all) => ({ ...all, [current]: next }));
  const set = (i: number, change: Partial<SegmentRow>) => setRows(replaceAt(rows, i, change));
  const total = rows.reduce((sum, row) => sum + (Number(row.weight) || 0), 0);
  // Both checked before either is written, so the wheels never change halfway.
  const values = () => [
    { name: 'wheel-config', schema: WheelConfig, value: (wheels[''] ?? []).map(itemOf) },
    {
      name: 'wheel-config-segments',
      schema: WheelConfigSegments,
      value: Object.fromEntries(
        Object.entries(wheels)
          .filter(([group]) => group !== '')
          .map(([group, list]) => [group, list.map(itemOf)]),
      ),
    },
  ];

  return (
    <form onSubmit={(event) => form.save(event, values)} noValidate className="flex flex-col gap-4">
      <KeyPicker
        label={t('promotions.wheel.which')}
        keys={Object.keys(wheels)}
        current={current}
        onPick={setCurrent}
        optionLabel={(group) =>
          group === '' ? t('promotions.wheel.default') : t('promotions.wheel.group', { group })
        }
        may={may}
        add={{
          label: t('promotions.wheel.new_group'),
          addLabel: t('promotions.wheel.add_group'),
          numeric: true,
          normalise: (typed) => typed,
          valid: (group) => /^\d{1,9}$/.test(group),
          onAdd: (group) => {
            setWheels({ ...wheels, [group]: [] });
            setCurrent(group);
          },
        }}
      >
        {current !== '' ? (
          <Button
            variant="ghost"
            onClick={() => {
              setWheels(Object.fromEntries(Object.entries(wheels).filter(([group]) => group !== current)));
              setCurrent('');
            }}
          >
            {t('promotions.wheel.remove_group', { group: current })}
          </Button>
        ) : null}
      </KeyPicker>
      <p className="text-sm">{t('promotions.wheel.total', { total })}</p>
      <fieldset disabled={!may} className="flex flex-col gap-3">
        <legend className="sr-only">{t('promotions.wheel.segments')}</legend>
        {rows.map((row, i) => {
          const n = i + 1;
          const label = (field: string) =>
            t('promotions.wheel.field_of', { field: t(`promotions.wheel.${field}`), n });
          const input = (name: 'id' | 'weight' | 'title' | 'freespins' | 'wager', field: string = name) => (
            <CellInput
              label={label(field)}
              value={row[name]}
              onChange={(value) => set(i, { [name]: value })}
              {...(name === 'title' ? { className: 'w-full' } : {})}
            />
          );
          const chance = total > 0 ? ((Number(row.weight) || 0) / total) * 100 : 0;
          return (
            <section
              // biome-ignore lint/suspicious/noArrayIndexKey: segments have no identity but their place.
              key={i}
              aria-label={t('promotions.wheel.segment', { n })}
              className="grid gap-3 rounded-lg border border-surface-3 p-3 md:grid-cols-4"
            >
              {input('id')}
              <div className="flex flex-col gap-1">
                {input('weight')}
                <span className="text-xs text-ink-muted">
                  {t('promotions.wheel.chance', { percent: chance.toFixed(1) })}
                </span>
              </div>
              {input('title', 'item_title')}
              <select
                aria-label={label('type')}
                className="rounded-lg border border-surface-3 bg-surface px-2 py-1"
                value={row.type}
                onChange={(event) => set(i, { type: event.target.value as SegmentRow['type'] })}
              >
                <option value="freespins">{t('promotions.rewards.freespins')}</option>
                <option value="bonus">{t('promotions.rewards.bonus')}</option>
              </select>
              {row.type === 'freespins' ? (
                input('freespins')
              ) : (
                <AmountsField
                  legend={label('amounts')}
                  rows={row.amounts}
                  onChange={(amounts) => set(i, { amounts })}
                />
              )}
              {input('wager')}
              <AmountsField
                legend={label('max_win')}
                rows={row.maxWin}
                onChange={(maxWin) => set(i, { maxWin })}
              />
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={row.prize}
                  onChange={(event) => set(i, { prize: event.target.checked })}
                />
                {label('prize')}
              </label>
              <div>
                <Button variant="ghost" onClick={() => setRows(removeAt(rows, i))}>
                  {t('promotions.kit.remove_row', { n })}
                </Button>
              </div>
            </section>
          );
        })}
      </fieldset>
      <ConfigSaveBar form={form} label={t('promotions.wheel.save')} othersTestId="promotions-wheel-errors">
        <Button
          variant="secondary"
          onClick={() =>
            setRows([...rows, newRow(Math.max(0, ...rows.map((row) => Number(row.id) || 0)) + 1)])
          }
        >
          {t('promotions.wheel.add_segment')}
        </Button>
      </ConfigSaveBar>
    </form>
  );
}
