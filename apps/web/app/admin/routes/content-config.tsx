import {
  CONFIG_NAMES,
  CONFIG_SCHEMAS,
  type ConfigName,
  isConfigName,
  type OperatorConfigEntry,
  type OperatorConfigSummary,
} from '@orbit/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { SchemaForm } from '../content/schema-form.tsx';
import { emptyValue } from '../content/schema-form-model.ts';
import { adminApi, useMay } from '../shared/api.ts';
import { useSubmit } from '../shared/form.ts';

const LIST_KEY = ['admin', 'config'] as const;

/** Every front-end config as a form generated from its contract schema, saved through the API. */
export default function AdminContentConfig() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const selected = params.get('name');
  const list = useQuery({
    queryKey: LIST_KEY,
    queryFn: () => adminApi().request<OperatorConfigSummary[]>('/api/operator/config'),
  });
  const byName = new Map((list.data ?? []).map((entry) => [entry.name, entry]));
  return (
    <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
      <nav aria-label={t('content.config.list')}>
        <ul className="flex flex-col gap-1" data-testid="admin-config-list">
          {CONFIG_NAMES.map((name) => (
            <li key={name}>
              <Link
                to={`?name=${name}`}
                aria-current={name === selected ? 'page' : undefined}
                className={`block rounded-lg px-3 py-1 text-sm hover:bg-surface-3 ${name === selected ? 'bg-surface-3 font-semibold' : ''}`}
              >
                <code>{name}</code>
                {byName.get(name)?.set === false ? (
                  <span className="ml-2 text-ink-muted">({t('content.config.unset_badge')})</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-live="polite">
        {selected && isConfigName(selected) ? (
          <ConfigEditor key={selected} name={selected} />
        ) : (
          <p>{t('content.config.choose')}</p>
        )}
      </section>
    </div>
  );
}

function ConfigEditor({ name }: { name: ConfigName }) {
  const { t } = useTranslation();
  const entry = useQuery({
    queryKey: [...LIST_KEY, name],
    queryFn: () => adminApi().request<OperatorConfigEntry>(`/api/operator/config/${name}`),
  });
  if (entry.isError) return <FormError message={t('admin.errors.failed')} />;
  if (!entry.data) return <p>{t('admin.loading')}</p>;
  return <ConfigForm name={name} stored={entry.data.value} />;
}

function ConfigForm({ name, stored }: { name: ConfigName; stored: unknown }) {
  const { t } = useTranslation();
  const may = useMay('content.write');
  const queryClient = useQueryClient();
  const schema = CONFIG_SCHEMAS[name];
  const [value, setValue] = useState<unknown>(() => stored ?? emptyValue(schema));
  const [jsonInvalid, setJsonInvalid] = useState(false);
  const [saved, setSaved] = useState(false);
  const submit = useSubmit();
  const errorCount = Object.keys(submit.errors).length;

  const save = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const answer = await submit.run(() =>
      adminApi().request<unknown>(`/api/operator/config/${name}`, { method: 'PUT', body: value }),
    );
    if (answer !== undefined) {
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: LIST_KEY });
    }
  };

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-4" data-testid="admin-config-form">
      <h2 className="text-xl font-semibold">
        <code>{name}</code>
      </h2>
      {stored === null ? <p className="text-sm text-ink-muted">{t('content.config.not_stored')}</p> : null}
      {errorCount > 0 ? (
        <div role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm">
          <p>{t('content.config.has_errors', { count: errorCount })}</p>
          <ul className="list-disc pl-5">
            {Object.entries(submit.errors).map(([path, keys]) => (
              <li key={path}>
                <code>{path}</code>: {t(keys[0] ?? 'validation.invalid')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <fieldset disabled={!may} className="flex flex-col gap-4">
        <SchemaForm
          schema={schema}
          value={value}
          label={name}
          errors={submit.errors}
          onChange={(next) => {
            setSaved(false);
            setValue(next);
          }}
          onValidityChange={setJsonInvalid}
        />
      </fieldset>
      <FormError message={submit.message} />
      {saved ? (
        <p role="status" className="text-success" data-testid="admin-config-saved">
          {t('content.config.saved')}
        </p>
      ) : null}
      {may ? (
        <div>
          <Button
            type="submit"
            loading={submit.busy}
            disabled={jsonInvalid}
            aria-describedby={jsonInvalid ? 'admin-config-json-wait' : undefined}
          >
            {t('content.config.save')}
          </Button>
          {jsonInvalid ? (
            <p id="admin-config-json-wait" className="mt-1 text-sm text-ink-muted">
              {t('content.config.json_wait')}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-ink-muted">{t('content.read_only')}</p>
      )}
    </form>
  );
}
