import { LOCALES, type Locale, type OperatorHost } from '@orbit/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { CheckboxField, SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi, useMay } from '../shared/api.ts';
import { useSubmit } from '../shared/form.ts';

const HOSTS_KEY = ['admin', 'hosts'] as const;
const LICENSES = ['CW', 'EE', 'other'] as const;

/**
 * Hosts and mirrors: each host name the site answers, with its brand, licence, languages and
 * betting link (the `hosts` table; every mirror is stored there, none in code).
 */
export default function AdminContentHosts() {
  const { t } = useTranslation();
  const may = useMay('content.write');
  const queryClient = useQueryClient();
  const hosts = useQuery({
    queryKey: HOSTS_KEY,
    queryFn: () => adminApi().request<OperatorHost[]>('/api/operator/hosts'),
  });
  const [editing, setEditing] = useState<OperatorHost | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: HOSTS_KEY });
  const remove = useSubmit();
  const removeHost = useMutation({
    mutationFn: (hostname: string) =>
      remove.run(() =>
        adminApi().request(`/api/operator/hosts/${encodeURIComponent(hostname)}`, { method: 'DELETE' }),
      ),
    onSettled: refresh,
  });

  return (
    <>
      <h2 className="text-xl font-semibold">{t('content.hosts.title')}</h2>
      <p className="text-sm text-ink-muted">{t('content.hosts.intro')}</p>
      {may ? (
        <div>
          <Button onClick={() => setEditing('new')}>{t('content.hosts.new')}</Button>
        </div>
      ) : null}
      {editing ? (
        <HostEditor
          host={editing === 'new' ? null : editing}
          onDone={async () => {
            setEditing(null);
            await refresh();
          }}
        />
      ) : null}
      {hosts.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <FormError message={remove.message} />
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('content.hosts.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('content.hosts.hostname')}</th>
              <th scope="col">{t('content.hosts.brand')}</th>
              <th scope="col">{t('content.hosts.license')}</th>
              <th scope="col">{t('content.hosts.locales')}</th>
              <th scope="col">{t('content.hosts.betting_link')}</th>
              <th scope="col">{t('content.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {(hosts.data ?? []).map((host) => (
              <tr key={host.hostname} className="border-t border-white/10">
                <td>
                  <code>{host.hostname}</code>
                </td>
                <td>{host.brand}</td>
                <td>{host.license}</td>
                <td>
                  {host.locales.join(', ')} ({t('content.hosts.default', { locale: host.default_locale })})
                </td>
                <td>{host.betting_link ?? '—'}</td>
                <td className="flex flex-wrap gap-2 py-1">
                  {may ? (
                    <>
                      <Button variant="secondary" onClick={() => setEditing(host)}>
                        {t('content.edit')}
                      </Button>
                      <Button
                        variant="ghost"
                        onClick={() => {
                          if (window.confirm(t('content.hosts.confirm_delete', { host: host.hostname })))
                            removeHost.mutate(host.hostname);
                        }}
                      >
                        {t('content.delete')}
                      </Button>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function HostEditor({ host, onDone }: { host: OperatorHost | null; onDone: () => void }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const [locales, setLocales] = useState<Locale[]>(host?.locales ?? ['en']);
  const save = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const link = String(form.get('betting_link') ?? '').trim();
    const fields = {
      brand: String(form.get('brand') ?? ''),
      license: String(form.get('license') ?? ''),
      locales,
      default_locale: String(form.get('default_locale') ?? ''),
      betting_link: link === '' ? null : link,
      organisation_json_ld: form.get('organisation_json_ld') === 'on',
    };
    const saved = await submit.run(() =>
      host
        ? adminApi().request(`/api/operator/hosts/${encodeURIComponent(host.hostname)}`, {
            method: 'PATCH',
            body: fields,
          })
        : adminApi().request('/api/operator/hosts', {
            method: 'POST',
            body: { hostname: String(form.get('hostname') ?? ''), ...fields },
          }),
    );
    if (saved) onDone();
  };
  return (
    <section aria-labelledby="host-editor" className="flex flex-col gap-3 rounded-2xl bg-surface-2 p-4">
      <h3 id="host-editor" className="text-lg font-semibold">
        {host ? t('content.hosts.edit_title', { host: host.hostname }) : t('content.hosts.new')}
      </h3>
      <form onSubmit={save} noValidate className="grid gap-3 sm:grid-cols-3">
        <TextField
          name="hostname"
          label={t('content.hosts.hostname')}
          defaultValue={host?.hostname ?? ''}
          readOnly={host !== null}
          required
          error={submit.fieldError('hostname')}
        />
        <TextField
          name="brand"
          label={t('content.hosts.brand')}
          defaultValue={host?.brand ?? ''}
          required
          error={submit.fieldError('brand')}
        />
        <SelectField
          name="license"
          label={t('content.hosts.license')}
          defaultValue={host?.license ?? 'other'}
          options={LICENSES.map((l) => ({ value: l, label: l }))}
          error={submit.fieldError('license')}
        />
        <fieldset className="flex flex-col gap-1 sm:col-span-3">
          <legend className="text-sm font-medium">{t('content.hosts.locales')}</legend>
          <div className="flex flex-wrap gap-3">
            {LOCALES.map((locale) => (
              <CheckboxField
                key={locale}
                label={locale}
                checked={locales.includes(locale)}
                onChange={(event) =>
                  setLocales((current) =>
                    event.target.checked ? [...current, locale] : current.filter((l) => l !== locale),
                  )
                }
              />
            ))}
          </div>
          {submit.fieldError('locales') ? (
            <p className="text-sm text-danger">{submit.fieldError('locales')}</p>
          ) : null}
        </fieldset>
        <SelectField
          name="default_locale"
          label={t('content.hosts.default_locale')}
          defaultValue={host?.default_locale ?? 'en'}
          options={LOCALES.map((l) => ({ value: l, label: l }))}
          error={submit.fieldError('default_locale')}
        />
        <TextField
          name="betting_link"
          type="url"
          label={t('content.hosts.betting_link')}
          hint={t('content.config.empty_none')}
          defaultValue={host?.betting_link ?? ''}
          error={submit.fieldError('betting_link')}
        />
        <CheckboxField
          name="organisation_json_ld"
          label={t('content.hosts.organisation_json_ld')}
          defaultChecked={host?.organisation_json_ld ?? false}
          error={submit.fieldError('organisation_json_ld')}
        />
        <div className="sm:col-span-3">
          <FormError message={submit.message} />
        </div>
        <div className="flex gap-2 sm:col-span-3">
          <Button type="submit" loading={submit.busy}>
            {t('content.save')}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            {t('content.close')}
          </Button>
        </div>
      </form>
    </section>
  );
}
