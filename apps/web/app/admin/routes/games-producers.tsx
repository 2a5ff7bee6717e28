import type { OperatorProducer } from '@orbit/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '~/shared/api/client.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { CountriesField } from '../games/countries-field.tsx';
import { adminApi, useMay } from '../shared/api.ts';

const PRODUCERS_KEY = ['admin', 'producers'] as const;

/** Producers: enable or disable one (all its games), the countries it is restricted in. */
export default function AdminGamesProducers() {
  const { t } = useTranslation();
  const may = useMay('games.write');
  const queryClient = useQueryClient();
  const producers = useQuery({
    queryKey: PRODUCERS_KEY,
    queryFn: () => adminApi().request<OperatorProducer[]>('/api/operator/producers'),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useMutation({
    mutationFn: ({
      slug,
      body,
    }: {
      slug: string;
      body: { enabled?: boolean; restricted_countries?: string[] };
    }) =>
      adminApi().request<OperatorProducer>(`/api/operator/producers/${encodeURIComponent(slug)}`, {
        method: 'PATCH',
        body,
      }),
    onMutate: ({ slug }) => setErrors(({ [slug]: _gone, ...rest }) => rest),
    onError: (error, { slug }) => {
      const first =
        error instanceof ApiError && error.status === 422
          ? Object.values(error.fieldErrors)[0]?.[0]
          : undefined;
      setErrors((current) => ({ ...current, [slug]: t(first ?? 'admin.errors.failed') }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRODUCERS_KEY }),
  });
  return (
    <>
      <h2 className="text-xl font-semibold">{t('games.producers.title')}</h2>
      {producers.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('games.producers.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('games.producer')}</th>
            <th scope="col">{t('games.producers.games')}</th>
            <th scope="col">{t('games.state')}</th>
            <th scope="col">{t('games.restricted')}</th>
          </tr>
        </thead>
        <tbody>
          {(producers.data ?? []).map((producer) => (
            <tr key={producer.slug} className="border-t border-white/10 align-top">
              <td>
                {producer.title} <code className="text-xs text-ink-muted">{producer.slug}</code>
              </td>
              <td className="tabular-nums">{producer.games_count}</td>
              <td>
                <div className="flex flex-wrap items-center gap-2">
                  <span className={producer.enabled ? '' : 'font-semibold text-danger'}>
                    {producer.enabled ? t('games.enabled') : t('games.disabled')}
                  </span>
                  {may ? (
                    <Button
                      variant={producer.enabled ? 'ghost' : 'secondary'}
                      aria-label={t(producer.enabled ? 'games.disable_named' : 'games.enable_named', {
                        name: producer.title,
                      })}
                      onClick={() =>
                        change.mutate({ slug: producer.slug, body: { enabled: !producer.enabled } })
                      }
                    >
                      {producer.enabled ? t('games.disable') : t('games.enable')}
                    </Button>
                  ) : null}
                </div>
              </td>
              <td>
                <CountriesField
                  key={producer.restricted_countries.join(',')}
                  label={t('games.restricted_of', { name: producer.title })}
                  value={producer.restricted_countries}
                  disabled={!may}
                  error={errors[producer.slug] ?? null}
                  onSave={(countries) =>
                    change.mutate({ slug: producer.slug, body: { restricted_countries: countries } })
                  }
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
