import type { OperatorGame, OperatorGamesPage, OperatorProducer } from '@orbit/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '~/shared/api/client.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { CountriesField } from '../games/countries-field.tsx';
import { adminApi, useMay } from '../shared/api.ts';
import { Pager } from '../shared/pager.tsx';

const PER_PAGE = 50;
const GAMES_KEY = ['admin', 'games'] as const;

/** The catalogue: every game, searched and filtered in the address; enable, disable, restrict by country. */
export default function AdminGamesCatalogue() {
  const { t } = useTranslation();
  const may = useMay('games.write');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = {
    page,
    per_page: PER_PAGE,
    q: params.get('q') || undefined,
    producer: params.get('producer') || undefined,
    enabled: params.get('enabled') || undefined,
  };
  const games = useQuery({
    queryKey: [...GAMES_KEY, query],
    queryFn: () => adminApi().request<OperatorGamesPage>('/api/operator/games', { query }),
    placeholderData: keepPreviousData,
  });
  const producers = useQuery({
    queryKey: ['admin', 'producers'],
    queryFn: () => adminApi().request<OperatorProducer[]>('/api/operator/producers'),
  });
  const [errors, setErrors] = useState<Record<number, string>>({});
  const change = useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: number;
      body: Partial<Pick<OperatorGame, 'enabled' | 'restricted_countries'>>;
    }) => adminApi().request<OperatorGame>(`/api/operator/games/${id}`, { method: 'PATCH', body }),
    onMutate: ({ id }) => setErrors(({ [id]: _gone, ...rest }) => rest),
    onError: (error, { id }) => {
      const first =
        error instanceof ApiError && error.status === 422
          ? Object.values(error.fieldErrors)[0]?.[0]
          : 'admin.errors.failed';
      setErrors((current) => ({ ...current, [id]: t(first ?? 'admin.errors.failed') }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: GAMES_KEY }),
  });
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next, { replace: true });
  };

  return (
    <>
      <h2 className="text-xl font-semibold">{t('games.catalogue.title')}</h2>
      <form className="grid gap-3 sm:grid-cols-3 sm:items-end" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label={t('games.catalogue.search')}
          defaultValue={params.get('q') ?? ''}
          onBlur={(event) => setFilter('q', event.target.value.trim())}
          onKeyDown={(event) => {
            if (event.key === 'Enter') setFilter('q', event.currentTarget.value.trim());
          }}
        />
        <SelectField
          label={t('games.producer')}
          value={params.get('producer') ?? ''}
          onChange={(event) => setFilter('producer', event.target.value)}
          options={[
            { value: '', label: t('games.any') },
            ...(producers.data ?? []).map((p) => ({ value: p.slug, label: p.title })),
          ]}
        />
        <SelectField
          label={t('games.state')}
          value={params.get('enabled') ?? ''}
          onChange={(event) => setFilter('enabled', event.target.value)}
          options={[
            { value: '', label: t('games.any') },
            { value: 'true', label: t('games.enabled') },
            { value: 'false', label: t('games.disabled') },
          ]}
        />
      </form>
      {games.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('games.catalogue.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('games.catalogue.game')}</th>
              <th scope="col">{t('games.producer')}</th>
              <th scope="col">{t('games.catalogue.rtp')}</th>
              <th scope="col">{t('games.catalogue.categories')}</th>
              <th scope="col">{t('games.state')}</th>
              <th scope="col">{t('games.restricted')}</th>
            </tr>
          </thead>
          <tbody>
            {(games.data?.games ?? []).map((game) => (
              <tr key={game.id} className="border-t border-white/10 align-top" data-testid="admin-game-row">
                <td>
                  {game.title}
                  <br />
                  <code className="text-xs text-ink-muted">{game.identifier}</code>
                </td>
                <td>{game.producer}</td>
                <td className="tabular-nums">{game.rtp.toFixed(2)} %</td>
                <td>{game.categories.join(', ')}</td>
                <td>
                  <div className="flex flex-wrap items-center gap-2">
                    <span className={game.enabled ? '' : 'font-semibold text-danger'}>
                      {game.enabled ? t('games.enabled') : t('games.disabled')}
                    </span>
                    {may ? (
                      <Button
                        variant={game.enabled ? 'ghost' : 'secondary'}
                        aria-label={t(game.enabled ? 'games.disable_named' : 'games.enable_named', {
                          name: game.title,
                        })}
                        onClick={() => change.mutate({ id: game.id, body: { enabled: !game.enabled } })}
                      >
                        {game.enabled ? t('games.disable') : t('games.enable')}
                      </Button>
                    ) : null}
                  </div>
                </td>
                <td>
                  <CountriesField
                    key={game.restricted_countries.join(',')}
                    label={t('games.restricted_of', { name: game.title })}
                    value={game.restricted_countries}
                    disabled={!may}
                    error={errors[game.id] ?? null}
                    onSave={(countries) =>
                      change.mutate({ id: game.id, body: { restricted_countries: countries } })
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {games.data ? (
        <Pager
          page={page}
          perPage={PER_PAGE}
          total={games.data.total_count}
          onPage={(next) => {
            const nextParams = new URLSearchParams(params);
            nextParams.set('page', String(next));
            setParams(nextParams);
          }}
        />
      ) : null}
    </>
  );
}
