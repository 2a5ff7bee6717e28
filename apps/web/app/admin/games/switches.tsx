import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '~/shared/api/client.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { adminApi } from '../shared/api.ts';
import type { DataColumn } from '../shared/data-table.tsx';
import { CountriesField } from './countries-field.tsx';

/** What a catalogue row (a game, a producer) changes of itself. */
export interface SwitchBody {
  enabled?: boolean;
  restricted_countries?: string[];
}

/**
 * Changes catalogue rows in place (`PATCH urlOf(key)`), each row keeping its own error (a 422's
 * first field error, translated); the list under `listKey` is asked again after each change.
 */
export function useRowSwitch<K extends string | number>(
  urlOf: (key: K) => string,
  listKey: readonly string[],
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const change = useMutation({
    mutationFn: ({ key, body }: { key: K; body: SwitchBody }) =>
      adminApi().request(urlOf(key), { method: 'PATCH', body }),
    onMutate: ({ key }) =>
      setErrors((current) => {
        const { [key]: _gone, ...rest } = current;
        return rest as Partial<Record<K, string>>;
      }),
    onError: (error, { key }) => {
      const first =
        error instanceof ApiError && error.status === 422
          ? Object.values(error.fieldErrors)[0]?.[0]
          : undefined;
      setErrors((current) => ({ ...current, [key]: t(first ?? 'admin.errors.failed') }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
  return {
    change: (key: K, body: SwitchBody) => change.mutate({ key, body }),
    errorOf: (key: K) => errors[key] ?? null,
  };
}

/** The game and producer columns of a list of games (the catalogue, RTP): the game heads its row. */
export function gameColumns<T extends { title: string; identifier: string; producer: string }>(
  t: (key: string) => string,
  sortable = false,
): DataColumn<T>[] {
  return [
    {
      id: 'title',
      header: t('games.catalogue.game'),
      rowHeader: true,
      sortable,
      cell: (game) => (
        <>
          {game.title}
          <br />
          <code className="text-xs text-ink-muted">{game.identifier}</code>
        </>
      ),
    },
    { id: 'producer', header: t('games.producer'), cell: (game) => game.producer, sortable },
  ];
}

/** A switchable row: a game or a producer. */
interface Switchable {
  enabled: boolean;
  restricted_countries: string[];
}

/** The state and restricted-countries columns of switchable rows (`keyOf` the row's key in `rows`' urls). */
export function switchColumns<T extends Switchable, K extends string | number>({
  t,
  may,
  rows,
  keyOf,
  nameOf,
  sortable = false,
}: {
  /** The server sorts by the state (the catalogue; producers are one short list). */
  sortable?: boolean;
  t: (key: string) => string;
  may: boolean;
  rows: ReturnType<typeof useRowSwitch<K>>;
  keyOf: (row: T) => K;
  nameOf: (row: T) => string;
}): DataColumn<T>[] {
  return [
    {
      id: 'enabled',
      header: t('games.state'),
      sortable,
      cell: (row) => (
        <EnabledSwitch
          name={nameOf(row)}
          enabled={row.enabled}
          may={may}
          onChange={(enabled) => rows.change(keyOf(row), { enabled })}
        />
      ),
    },
    {
      id: 'restricted',
      header: t('games.restricted'),
      cell: (row) => (
        <RestrictedSwitch
          name={nameOf(row)}
          countries={row.restricted_countries}
          may={may}
          error={rows.errorOf(keyOf(row))}
          onChange={(countries) => rows.change(keyOf(row), { restricted_countries: countries })}
        />
      ),
    },
  ];
}

/** A row's state, and its enable or disable button for a role that may. */
function EnabledSwitch({
  name,
  enabled,
  may,
  onChange,
}: {
  name: string;
  enabled: boolean;
  may: boolean;
  onChange: (enabled: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className={enabled ? '' : 'font-semibold text-danger'}>
        {enabled ? t('games.enabled') : t('games.disabled')}
      </span>
      {may ? (
        <Button
          variant={enabled ? 'ghost' : 'secondary'}
          aria-label={t(enabled ? 'games.disable_named' : 'games.enable_named', { name })}
          onClick={() => onChange(!enabled)}
        >
          {enabled ? t('games.disable') : t('games.enable')}
        </Button>
      ) : null}
    </div>
  );
}

/** A row's restricted countries, saved on demand (read only for a role that may not). */
function RestrictedSwitch({
  name,
  countries,
  may,
  error,
  onChange,
}: {
  name: string;
  countries: readonly string[];
  may: boolean;
  error: string | null;
  onChange: (countries: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <CountriesField
      key={countries.join(',')}
      label={t('games.restricted_of', { name })}
      value={countries}
      disabled={!may}
      error={error}
      onSave={onChange}
    />
  );
}
