import {
  type OperatorWalletProvider,
  type OperatorWalletProviderSecret,
  ROTATION_GRACE_MAX_MINUTES,
} from '@orbit/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi, useMay } from '../shared/api.ts';
import { type DataColumn, DataTable } from '../shared/data-table.tsx';
import { useSubmit } from '../shared/form.ts';

const PROVIDERS_KEY = ['admin', 'wallet-providers'] as const;

/**
 * The seamless wallet's game providers: add one, rotate its signing secret (the old one still
 * signs for a grace time), deactivate it. A secret shows once, right after it is made.
 */
export default function AdminGamesProviders() {
  const { t } = useTranslation();
  const may = useMay('games.write');
  const queryClient = useQueryClient();
  const providers = useQuery({
    queryKey: PROVIDERS_KEY,
    queryFn: () => adminApi().request<OperatorWalletProvider[]>('/api/operator/wallet_providers'),
  });
  const [fresh, setFresh] = useState<OperatorWalletProviderSecret | null>(null);
  const create = useSubmit();
  const act = useSubmit();
  const [grace, setGrace] = useState('60');
  const refresh = () => queryClient.invalidateQueries({ queryKey: PROVIDERS_KEY });

  const add = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const key = String(new FormData(formElement).get('key') ?? '');
    const made = await create.run(() =>
      adminApi().request<OperatorWalletProviderSecret>('/api/operator/wallet_providers', {
        method: 'POST',
        body: { key },
      }),
    );
    if (made) {
      setFresh(made);
      formElement.reset();
      await refresh();
    }
  };
  const rotate = async (key: string) => {
    if (!window.confirm(t('games.providers.confirm_rotate', { key }))) return;
    const made = await act.run(() =>
      adminApi().request<OperatorWalletProviderSecret>(
        `/api/operator/wallet_providers/${encodeURIComponent(key)}/rotate`,
        { method: 'POST', body: { grace_minutes: Number(grace) } },
      ),
    );
    if (made) setFresh(made);
    await refresh();
  };
  const setActive = async (key: string, active: boolean) => {
    await act.run(() =>
      adminApi().request(`/api/operator/wallet_providers/${encodeURIComponent(key)}`, {
        method: 'PATCH',
        body: { active },
      }),
    );
    await refresh();
  };

  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
  const columns: DataColumn<OperatorWalletProvider>[] = [
    {
      id: 'key',
      header: t('games.providers.key'),
      rowHeader: true,
      cell: (provider) => <code id={`provider-${provider.key}`}>{provider.key}</code>,
    },
    {
      id: 'active',
      header: t('games.state'),
      cell: (provider) => (provider.active ? t('games.providers.active') : t('games.providers.inactive')),
    },
    { id: 'created_at', header: t('games.providers.created'), cell: (provider) => when(provider.created_at) },
    { id: 'rotated_at', header: t('games.providers.rotated'), cell: (provider) => when(provider.rotated_at) },
    {
      id: 'previous_valid_until',
      header: t('games.providers.previous_until'),
      cell: (provider) => when(provider.previous_valid_until),
    },
    {
      id: 'actions',
      header: t('content.actions'),
      cell: (provider) =>
        may ? (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              aria-describedby={`provider-${provider.key}`}
              onClick={() => rotate(provider.key)}
            >
              {t('games.providers.rotate')}
            </Button>
            <Button
              variant={provider.active ? 'danger' : 'secondary'}
              aria-describedby={`provider-${provider.key}`}
              onClick={() => setActive(provider.key, !provider.active)}
            >
              {provider.active ? t('games.providers.deactivate') : t('games.providers.reactivate')}
            </Button>
          </div>
        ) : null,
    },
  ];

  return (
    <>
      <h2 className="text-xl font-semibold">{t('games.providers.title')}</h2>
      <p className="text-sm text-ink-muted">{t('games.providers.intro')}</p>
      {fresh ? (
        <div
          role="status"
          className="flex flex-col gap-2 rounded-2xl border border-warning/50 bg-surface-2 p-4"
        >
          <p className="font-semibold">{t('games.providers.secret_once', { key: fresh.provider.key })}</p>
          <code className="break-all rounded bg-surface-3 p-2" data-testid="admin-provider-secret">
            {fresh.secret}
          </code>
          <div>
            <Button variant="secondary" onClick={() => setFresh(null)}>
              {t('games.providers.secret_copied')}
            </Button>
          </div>
        </div>
      ) : null}
      {may ? (
        <section aria-labelledby="add-provider" className="flex flex-col gap-3 rounded-2xl bg-surface-2 p-4">
          <h3 id="add-provider" className="text-lg font-semibold">
            {t('games.providers.add')}
          </h3>
          <form onSubmit={add} noValidate className="grid gap-3 sm:grid-cols-3 sm:items-end">
            <TextField
              name="key"
              required
              label={t('games.providers.key')}
              hint={t('games.providers.key_hint')}
              error={create.fieldError('key')}
            />
            <Button type="submit" loading={create.busy}>
              {t('games.providers.create')}
            </Button>
          </form>
          <FormError message={create.message} />
          <TextField
            type="number"
            min={0}
            max={ROTATION_GRACE_MAX_MINUTES}
            step={1}
            label={t('games.providers.grace')}
            hint={t('games.providers.grace_hint')}
            value={grace}
            onChange={(event) => setGrace(event.target.value)}
            error={act.fieldError('grace_minutes')}
          />
        </section>
      ) : null}
      <FormError message={act.message} />
      {providers.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <DataTable
        caption={t('games.providers.title')}
        columns={columns}
        rows={providers.data}
        rowKey={(provider) => provider.key}
        rowTestId="admin-provider-row"
      />
    </>
  );
}
