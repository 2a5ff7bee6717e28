import { VipAdventures } from '@orbit/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useMay } from '../shared/api.ts';
import {
  CellInput,
  listOf,
  listText,
  numberOr,
  PROMOTIONS_KEY,
  SavedNotice,
  usePromoSubmit,
  usePromotionConfig,
  useSaved,
  validated,
} from './promotions-kit.tsx';

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

/**
 * The VIP adventure calendar (`vip-adventures`): when it starts, which groups get which prize
 * list, each list's days and the amounts its days name per currency.
 */
export default function AdminPromotionAdventure() {
  const { t } = useTranslation();
  const config = usePromotionConfig();
  const stored = useQuery({
    queryKey: [...PROMOTIONS_KEY, 'config', 'vip-adventures'],
    queryFn: () => config.load<Adventures>('vip-adventures'),
  });
  return (
    <>
      <h1 className="text-2xl font-bold">{t('promotions.adventure.title')}</h1>
      <p className="text-ink-muted">{t('promotions.adventure.intro')}</p>
      {stored.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      {stored.isSuccess ? (
        <AdventureForm key={stored.dataUpdatedAt} adventures={stored.data ?? { variables: {}, prizes: {} }} />
      ) : null}
    </>
  );
}

function AdventureForm({ adventures }: { adventures: Adventures }) {
  const { t } = useTranslation();
  const may = useMay('content.write');
  const config = usePromotionConfig();
  const queryClient = useQueryClient();
  const submit = usePromoSubmit();
  const saved = useSaved();
  const [startAt, setStartAt] = useState(adventures.start_at ?? '');
  const [audience, setAudience] = useState(
    (adventures.audience ?? []).map((entry) => ({ key: entry.key, groups: listText(entry.groups) })),
  );
  const [lists, setLists] = useState<Record<string, ListDraft>>(() => {
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
  });
  const [current, setCurrent] = useState(Object.keys(lists)[0] ?? '');
  const [newList, setNewList] = useState('');
  const list = lists[current];
  const setList = (change: Partial<ListDraft>) =>
    setLists((all) => ({ ...all, [current]: { days: [], variables: [], ...all[current], ...change } }));
  const setDay = (i: number, change: Partial<DayRow>) =>
    setList({ days: (list?.days ?? []).map((row, j) => (j === i ? { ...row, ...change } : row)) });
  const setVariable = (i: number, change: Partial<VariableRow>) =>
    setList({ variables: (list?.variables ?? []).map((row, j) => (j === i ? { ...row, ...change } : row)) });

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    saved.clear();
    const variables: Record<string, Record<string, Record<string, string>>> = {};
    for (const [key, draft] of Object.entries(lists)) {
      variables[key] = {};
      for (const row of draft.variables) {
        if (!row.name.trim()) continue;
        variables[key]![row.name.trim()] = {
          ...variables[key]![row.name.trim()],
          [row.currency.trim().toUpperCase()]: row.value.trim(),
        };
      }
    }
    const value = {
      ...(startAt ? { start_at: startAt } : {}),
      ...(audience.length > 0
        ? {
            audience: audience.map((entry) => ({
              key: entry.key.trim(),
              groups: listOf(entry.groups, true),
            })),
          }
        : {}),
      variables,
      prizes: Object.fromEntries(Object.entries(lists).map(([key, draft]) => [key, draft.days.map(dayOf)])),
    };
    const done = await submit.run(() => config.save('vip-adventures', validated(VipAdventures, value)));
    if (!done) return;
    saved.mark();
    await queryClient.invalidateQueries({ queryKey: [...PROMOTIONS_KEY, 'config', 'vip-adventures'] });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
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
        <section
          aria-labelledby="adventure-audience"
          className="flex flex-col gap-2 rounded-2xl bg-surface-2 p-4"
        >
          <h2 id="adventure-audience" className="text-lg font-semibold">
            {t('promotions.adventure.audience')}
          </h2>
          <p className="text-sm text-ink-muted">{t('promotions.adventure.audience_hint')}</p>
          {audience.map((entry, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
            <div key={i} className="flex flex-wrap items-start gap-2">
              <CellInput
                label={t('promotions.adventure.audience_key', { n: i + 1 })}
                value={entry.key}
                onChange={(key) => setAudience(audience.map((a, j) => (j === i ? { ...a, key } : a)))}
                error={submit.fieldError(`audience.${i}.key`)}
              />
              <CellInput
                label={t('promotions.adventure.audience_groups', { n: i + 1 })}
                value={entry.groups}
                onChange={(groups) => setAudience(audience.map((a, j) => (j === i ? { ...a, groups } : a)))}
                error={submit.fieldError(`audience.${i}.groups`)}
                className="w-56"
              />
              <Button variant="ghost" onClick={() => setAudience(audience.filter((_, j) => j !== i))}>
                {t('promotions.kit.remove_row', { n: i + 1 })}
              </Button>
            </div>
          ))}
          <div>
            <Button variant="secondary" onClick={() => setAudience([...audience, { key: '', groups: '' }])}>
              {t('promotions.adventure.audience_add')}
            </Button>
          </div>
        </section>

        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('promotions.adventure.list')}
            <select
              className="min-h-11 rounded-lg border border-surface-3 bg-surface px-3 py-2"
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
            >
              {Object.keys(lists).map((key) => (
                <option key={key} value={key}>
                  {key}
                </option>
              ))}
            </select>
          </label>
          <TextField
            label={t('promotions.adventure.new_list')}
            value={newList}
            onChange={(event) => setNewList(event.target.value.trim())}
          />
          <Button
            variant="secondary"
            disabled={!newList || newList in lists}
            onClick={() => {
              setLists({ ...lists, [newList]: { days: [], variables: [] } });
              setCurrent(newList);
              setNewList('');
            }}
          >
            {t('promotions.adventure.add_list')}
          </Button>
        </div>

        {list ? (
          <>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="text-left font-semibold">
                  {t('promotions.adventure.days_of', { list: current })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('promotions.adventure.day')}</th>
                    <th scope="col">{t('promotions.adventure.day_title')}</th>
                    <th scope="col">{t('promotions.adventure.freespin')}</th>
                    <th scope="col">{t('promotions.adventure.bonus')}</th>
                    <th scope="col">{t('promotions.adventure.min_dep')}</th>
                    <th scope="col">{t('promotions.adventure.wager')}</th>
                    <th scope="col">{t('promotions.adventure.activation_days')}</th>
                    <th scope="col">{t('promotions.adventure.image')}</th>
                    <th scope="col">{t('promotions.kit.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.days.map((row, i) => {
                    const n = i + 1;
                    const label = (field: string) => t('promotions.adventure.field_of', { field, n });
                    const error = (field: string) => submit.fieldError(`prizes.${current}.${i}.${field}`);
                    return (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a day is its place.
                      <tr key={i} className="border-t border-white/10 align-top">
                        <th scope="row">{n}</th>
                        <td>
                          <CellInput
                            label={label(t('promotions.adventure.day_title'))}
                            value={row.title}
                            onChange={(title) => setDay(i, { title })}
                            error={error('title')}
                            className="w-40"
                          />
                        </td>
                        <td>
                          <CellInput
                            label={label(t('promotions.adventure.freespin'))}
                            value={row.freespin}
                            onChange={(freespin) => setDay(i, { freespin })}
                            error={error('prize.freespin')}
                            className="w-20"
                          />
                        </td>
                        <td>
                          <CellInput
                            label={label(t('promotions.adventure.bonus'))}
                            value={row.bonus}
                            onChange={(bonus) => setDay(i, { bonus })}
                            className="w-32"
                          />
                        </td>
                        <td>
                          <CellInput
                            label={label(t('promotions.adventure.min_dep'))}
                            value={row.minDep}
                            onChange={(minDep) => setDay(i, { minDep })}
                            error={error('condition.minDep')}
                            className="w-32"
                          />
                        </td>
                        <td>
                          <CellInput
                            label={label(t('promotions.adventure.wager'))}
                            value={row.wager}
                            onChange={(wager) => setDay(i, { wager })}
                            className="w-20"
                          />
                        </td>
                        <td>
                          <CellInput
                            label={label(t('promotions.adventure.activation_days'))}
                            value={row.days}
                            onChange={(days) => setDay(i, { days })}
                            className="w-20"
                          />
                        </td>
                        <td>
                          <CellInput
                            label={label(t('promotions.adventure.image'))}
                            value={row.src}
                            onChange={(src) => setDay(i, { src })}
                            className="w-48"
                          />
                        </td>
                        <td>
                          <Button
                            variant="ghost"
                            onClick={() => setList({ days: list.days.filter((_, j) => j !== i) })}
                          >
                            {t('promotions.kit.remove_row', { n })}
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <div>
              <Button variant="secondary" onClick={() => setList({ days: [...list.days, dayRow()] })}>
                {t('promotions.adventure.add_day')}
              </Button>
            </div>
            <p className="text-sm text-ink-muted">{t('promotions.adventure.refs_hint', { list: current })}</p>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="text-left font-semibold">
                  {t('promotions.adventure.variables_of', { list: current })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('promotions.adventure.variable')}</th>
                    <th scope="col">{t('promotions.adventure.currency')}</th>
                    <th scope="col">{t('promotions.adventure.value')}</th>
                    <th scope="col">{t('promotions.kit.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.variables.map((row, i) => {
                    const n = i + 1;
                    return (
                      // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
                      <tr key={i} className="border-t border-white/10">
                        <td>
                          <CellInput
                            label={t('promotions.adventure.variable_field', {
                              field: t('promotions.adventure.variable'),
                              n,
                            })}
                            value={row.name}
                            onChange={(name) => setVariable(i, { name })}
                          />
                        </td>
                        <td>
                          <CellInput
                            label={t('promotions.adventure.variable_field', {
                              field: t('promotions.adventure.currency'),
                              n,
                            })}
                            value={row.currency}
                            onChange={(currency) => setVariable(i, { currency: currency.toUpperCase() })}
                          />
                        </td>
                        <td>
                          <CellInput
                            label={t('promotions.adventure.variable_field', {
                              field: t('promotions.adventure.value'),
                              n,
                            })}
                            value={row.value}
                            onChange={(value) => setVariable(i, { value })}
                          />
                        </td>
                        <td>
                          <Button
                            variant="ghost"
                            onClick={() => setList({ variables: list.variables.filter((_, j) => j !== i) })}
                          >
                            {t('promotions.kit.remove_row', { n })}
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <div>
              <Button
                variant="secondary"
                onClick={() =>
                  setList({ variables: [...list.variables, { name: '', currency: 'EUR', value: '' }] })
                }
              >
                {t('promotions.adventure.add_variable')}
              </Button>
            </div>
          </>
        ) : null}
      </fieldset>
      <FormError message={submit.message} />
      {Object.keys(submit.errors).length > 0 ? (
        <FormError message={submit.otherErrors([]).join(' · ')} />
      ) : null}
      {may ? (
        <div className="flex items-center gap-3">
          <Button type="submit" loading={submit.busy}>
            {t('promotions.adventure.save')}
          </Button>
          <SavedNotice saved={saved.saved} />
        </div>
      ) : (
        <p className="text-sm text-ink-muted">{t('promotions.kit.content_write')}</p>
      )}
    </form>
  );
}
