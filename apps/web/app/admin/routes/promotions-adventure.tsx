import { VipAdventures } from '@orbit/contract';
import { useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { TextField } from '~/shared/ui/field.tsx';
import { ConfigSaveBar, ConfigScreen, useConfigSave } from '../promotions/config-form.tsx';
import { listOf, listText, numberOr } from '../promotions/forms.ts';
import { KeyPicker } from '../promotions/pickers.tsx';
import { CellInput, InputCell, RowsFieldset, RowsTable } from '../promotions/rows.tsx';

type Adventures = z.infer<typeof VipAdventures>;
type Day = Adventures['prizes'][string][number];

interface DayRow {
  title: string;
  freespin: string;
  bonus: string;
  minDep: string;
  wager: string;
  days: string;
  src: string;
  srcRetina: string;
}
type VariableRow = { name: string; currency: string; value: string };
interface ListDraft {
  days: DayRow[];
  variables: VariableRow[];
}

const dayRow = (day?: Day): DayRow => ({
  title: day?.title ?? '',
  freespin: day?.prize.freespin === undefined ? '' : String(day.prize.freespin),
  bonus: day?.prize.bonus ?? '',
  minDep: day?.condition.minDep ?? '',
  wager: day?.condition.wager ?? 'x35',
  days: day?.condition.periodActivationDays ?? '7',
  src: day?.image?.src ?? '',
  srcRetina: day?.image?.srcRetina ?? '',
});

const dayOf = (row: DayRow) => ({
  title: row.title,
  prize: {
    ...(row.freespin.trim() ? { freespin: numberOr(row.freespin, row.freespin) } : {}),
    ...(row.bonus.trim() ? { bonus: row.bonus.trim() } : {}),
  },
  ...(row.src.trim()
    ? { image: { src: row.src.trim(), srcRetina: row.srcRetina.trim() || row.src.trim() } }
    : {}),
  condition: { minDep: row.minDep.trim(), wager: row.wager.trim(), periodActivationDays: row.days.trim() },
});

/** A day's columns: its field, the column's label, the schema's path of its error, the input's width. */
const DAY_COLUMNS = [
  { name: 'title', label: 'day_title', error: 'title', width: 'w-40' },
  { name: 'freespin', label: 'freespin', error: 'prize.freespin', width: 'w-20' },
  { name: 'bonus', label: 'bonus', error: null, width: 'w-32' },
  { name: 'minDep', label: 'min_dep', error: 'condition.minDep', width: 'w-32' },
  { name: 'wager', label: 'wager', error: null, width: 'w-20' },
  { name: 'days', label: 'activation_days', error: null, width: 'w-20' },
  { name: 'src', label: 'image', error: null, width: 'w-48' },
] as const satisfies ReadonlyArray<{
  name: keyof DayRow;
  label: string;
  error: string | null;
  width: string;
}>;
const VARIABLE_COLUMNS = [
  { name: 'name', label: 'variable' },
  { name: 'currency', label: 'currency' },
  { name: 'value', label: 'value' },
] as const satisfies ReadonlyArray<{ name: keyof VariableRow; label: string }>;

const listsOf = (adventures: Adventures): Record<string, ListDraft> => {
  const keys = new Set([...Object.keys(adventures.prizes), ...Object.keys(adventures.variables)]);
  return Object.fromEntries(
    [...keys].map((key) => [
      key,
      {
        days: (adventures.prizes[key] ?? []).map(dayRow),
        variables: Object.entries(adventures.variables[key] ?? {}).flatMap(([name, perCurrency]) =>
          Object.entries(perCurrency).map(([currency, value]) => ({ name, currency, value })),
        ),
      },
    ]),
  );
};

/** The form's state as the config's value (the schema decides what is wrong with it). */
const adventuresOf = (
  startAt: string,
  audience: ReadonlyArray<{ key: string; groups: string }>,
  lists: Record<string, ListDraft>,
) => {
  const variables: Record<string, Record<string, Record<string, string>>> = {};
  for (const [key, draft] of Object.entries(lists)) {
    const perName: Record<string, Record<string, string>> = {};
    for (const row of draft.variables) {
      const name = row.name.trim();
      if (name) perName[name] = { ...perName[name], [row.currency.trim().toUpperCase()]: row.value.trim() };
    }
    variables[key] = perName;
  }
  return {
    ...(startAt ? { start_at: startAt } : {}),
    ...(audience.length > 0
      ? { audience: audience.map((entry) => ({ key: entry.key.trim(), groups: listOf(entry.groups, true) })) }
      : {}),
    variables,
    prizes: Object.fromEntries(Object.entries(lists).map(([key, draft]) => [key, draft.days.map(dayOf)])),
  };
};

/**
 * The VIP adventure calendar (`vip-adventures`): when it starts, which groups get which prize
 * list, each list's days and the amounts its days name per currency.
 */
export default function AdminPromotionAdventure() {
  const { t } = useTranslation();
  return (
    <ConfigScreen<[Adventures]>
      title={t('promotions.adventure.title')}
      intro={t('promotions.adventure.intro')}
      names={['vip-adventures']}
    >
      {([adventures]) => <AdventureForm adventures={adventures ?? { variables: {}, prizes: {} }} />}
    </ConfigScreen>
  );
}

function AdventureForm({ adventures }: { adventures: Adventures }) {
  const { t } = useTranslation();
  const form = useConfigSave();
  const { may, submit } = form;
  const [startAt, setStartAt] = useState(adventures.start_at ?? '');
  const [audience, setAudience] = useState(
    (adventures.audience ?? []).map((entry) => ({ key: entry.key, groups: listText(entry.groups) })),
  );
  const [lists, setLists] = useState(() => listsOf(adventures));
  const [current, setCurrent] = useState(Object.keys(lists)[0] ?? '');
  const list = lists[current];
  const setList = (change: Partial<ListDraft>) =>
    setLists((all) => ({ ...all, [current]: { days: [], variables: [], ...all[current], ...change } }));

  return (
    <form
      onSubmit={(event) =>
        form.save(event, () => [
          { name: 'vip-adventures', schema: VipAdventures, value: adventuresOf(startAt, audience, lists) },
        ])
      }
      noValidate
      className="flex flex-col gap-4"
    >
      <fieldset className="flex flex-col gap-4" disabled={!may}>
        <legend className="sr-only">{t('promotions.adventure.title')}</legend>
        <TextField
          type="date"
          label={t('promotions.adventure.start_at')}
          hint={t('promotions.adventure.start_hint')}
          value={startAt}
          onChange={(event) => setStartAt(event.target.value)}
          error={submit.fieldError('start_at')}
          className="max-w-xs"
        />
        <RowsFieldset
          legend={t('promotions.adventure.audience')}
          hint={t('promotions.adventure.audience_hint')}
          rows={audience}
          onChange={setAudience}
          blank={() => ({ key: '', groups: '' })}
          addLabel={t('promotions.adventure.audience_add')}
        >
          {(entry, i, set) => (
            <>
              <CellInput
                label={t('promotions.adventure.audience_key', { n: i + 1 })}
                value={entry.key}
                onChange={(key) => set({ key })}
                error={submit.fieldError(`audience.${i}.key`)}
              />
              <CellInput
                label={t('promotions.adventure.audience_groups', { n: i + 1 })}
                value={entry.groups}
                onChange={(groups) => set({ groups })}
                error={submit.fieldError(`audience.${i}.groups`)}
                className="w-56"
              />
            </>
          )}
        </RowsFieldset>

        <KeyPicker
          label={t('promotions.adventure.list')}
          keys={Object.keys(lists)}
          current={current}
          onPick={setCurrent}
          may={may}
          add={{
            label: t('promotions.adventure.new_list'),
            addLabel: t('promotions.adventure.add_list'),
            onAdd: (key) => {
              setLists({ ...lists, [key]: { days: [], variables: [] } });
              setCurrent(key);
            },
          }}
        />

        {list ? (
          <>
            <RowsTable
              caption={t('promotions.adventure.days_of', { list: current })}
              showCaption
              columns={[
                t('promotions.adventure.day'),
                ...DAY_COLUMNS.map((c) => t(`promotions.adventure.${c.label}`)),
              ]}
              rows={list.days}
              onChange={(days) => setList({ days })}
              blank={dayRow}
              addLabel={t('promotions.adventure.add_day')}
            >
              {(row, i, set) => (
                <>
                  <th scope="row">{i + 1}</th>
                  {DAY_COLUMNS.map((column) => (
                    <InputCell
                      key={column.name}
                      label={t('promotions.adventure.field_of', {
                        field: t(`promotions.adventure.${column.label}`),
                        n: i + 1,
                      })}
                      value={row[column.name]}
                      onChange={(value) => set({ [column.name]: value })}
                      error={
                        column.error ? submit.fieldError(`prizes.${current}.${i}.${column.error}`) : null
                      }
                      className={column.width}
                    />
                  ))}
                </>
              )}
            </RowsTable>
            <p className="text-sm text-ink-muted">{t('promotions.adventure.refs_hint', { list: current })}</p>
            <RowsTable
              caption={t('promotions.adventure.variables_of', { list: current })}
              showCaption
              columns={VARIABLE_COLUMNS.map((c) => t(`promotions.adventure.${c.label}`))}
              rows={list.variables}
              onChange={(variables) => setList({ variables })}
              blank={() => ({ name: '', currency: 'EUR', value: '' })}
              addLabel={t('promotions.adventure.add_variable')}
            >
              {(row, i, set) =>
                VARIABLE_COLUMNS.map((column) => (
                  <InputCell
                    key={column.name}
                    label={t('promotions.adventure.variable_field', {
                      field: t(`promotions.adventure.${column.label}`),
                      n: i + 1,
                    })}
                    value={row[column.name]}
                    onChange={(value) =>
                      set({ [column.name]: column.name === 'currency' ? value.toUpperCase() : value })
                    }
                  />
                ))
              }
            </RowsTable>
          </>
        ) : null}
      </fieldset>
      <ConfigSaveBar form={form} label={t('promotions.adventure.save')} />
    </form>
  );
}
