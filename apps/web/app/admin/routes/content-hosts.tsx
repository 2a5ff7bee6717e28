import { LOCALES, type Locale, type OperatorHost } from '@orbit/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { CheckboxField, SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { RecordActions, RecordEditor } from '../content/record-list.tsx';
import { adminApi, useMay } from '../shared/api.ts';
import { type DataColumn, DataTable } from '../shared/data-table.tsx';
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
  const columns: DataColumn<OperatorHost>[] = [
    {
      id: 'hostname',
      header: t('content.hosts.hostname'),
      cell: (host) => <code>{host.hostname}</code>,
      rowHeader: true,
    },
    { id: 'brand', header: t('content.hosts.brand'), cell: (host) => host.brand },
    { id: 'license', header: t('content.hosts.license'), cell: (host) => host.license },
    {
      id: 'locales',
      header: t('content.hosts.locales'),
      cell: (host) =>
        `${host.locales.join(', ')} (${t('content.hosts.default', { locale: host.default_locale })})`,
    },
    { id: 'betting_link', header: t('content.hosts.betting_link'), cell: (host) => host.betting_link ?? '—' },
    {
      id: 'actions',
      header: t('content.actions'),
      cell: (host) => (
        <RecordActions
          may={may}
          onOpen={() => setEditing(host)}
          onDelete={() => removeHost.mutate(host.hostname)}
          confirm={t('content.hosts.confirm_delete', { host: host.hostname })}
        />
      ),
    },
  ];

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
          may={may}
          onDone={async () => {
            setEditing(null);
            await refresh();
          }}
        />
      ) : null}
      {hosts.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <FormError message={remove.message} />
      <DataTable
        caption={t('content.hosts.title')}
        columns={columns}
        rows={hosts.data}
        rowKey={(host) => host.hostname}
        rowTestId="admin-host-row"
      />
    </>
  );
}

function HostEditor({ host, may, onDone }: { host: OperatorHost | null; may: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const [locales, setLocales] = useState<Locale[]>(host?.locales ?? ['en']);
  const write = (form: FormData) => {
    const link = String(form.get('betting_link') ?? '').trim();
    const fields = {
      brand: String(form.get('brand') ?? ''),
      license: String(form.get('license') ?? ''),
      locales,
      default_locale: String(form.get('default_locale') ?? ''),
      betting_link: link === '' ? null : link,
      organisation_json_ld: form.get('organisation_json_ld') === 'on',
    };
    return host
      ? adminApi().request(`/api/operator/hosts/${encodeURIComponent(host.hostname)}`, {
          method: 'PATCH',
          body: fields,
        })
      : adminApi().request('/api/operator/hosts', {
          method: 'POST',
          body: { hostname: String(form.get('hostname') ?? ''), ...fields },
        });
  };
  return (
    <RecordEditor
      id="host-editor"
      title={host ? t('content.hosts.edit_title', { host: host.hostname }) : t('content.hosts.new')}
      may={may}
      write={write}
      onClose={onDone}
      fields={(fieldError) => (
        <>
          <TextField
            name="hostname"
            label={t('content.hosts.hostname')}
            defaultValue={host?.hostname ?? ''}
            readOnly={host !== null}
            required
            error={fieldError('hostname')}
          />
          <TextField
            name="brand"
            label={t('content.hosts.brand')}
            defaultValue={host?.brand ?? ''}
            required
            error={fieldError('brand')}
          />
          <SelectField
            name="license"
            label={t('content.hosts.license')}
            defaultValue={host?.license ?? 'other'}
            options={LICENSES.map((l) => ({ value: l, label: l }))}
            error={fieldError('license')}
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
            {fieldError('locales') ? <p className="text-sm text-danger">{fieldError('locales')}</p> : null}
          </fieldset>
          <SelectField
            name="default_locale"
            label={t('content.hosts.default_locale')}
            defaultValue={host?.default_locale ?? 'en'}
            options={LOCALES.map((l) => ({ value: l, label: l }))}
            error={fieldError('default_locale')}
          />
          <TextField
            name="betting_link"
            type="url"
            label={t('content.hosts.betting_link')}
            hint={t('content.config.empty_none')}
            defaultValue={host?.betting_link ?? ''}
            error={fieldError('betting_link')}
          />
          <CheckboxField
            name="organisation_json_ld"
            label={t('content.hosts.organisation_json_ld')}
            defaultChecked={host?.organisation_json_ld ?? false}
            error={fieldError('organisation_json_ld')}
          />
        </>
      )}
    />
  );
}
