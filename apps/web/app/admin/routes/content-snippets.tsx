import { CONTENT_LOCALES, type OperatorCmsSnippet, type OperatorCmsSnippetsPage } from '@orbit/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { HtmlField, localeLabel } from '../content/content-fields.tsx';
import { adminApi, useMay } from '../shared/api.ts';
import { useSubmit } from '../shared/form.ts';
import { Pager } from '../shared/pager.tsx';

const PER_PAGE = 50;
const SNIPPETS_KEY = ['admin', 'cms', 'snippets'] as const;

/** CMS snippets (texts the site places by category) of every locale: edit, add, delete. */
export default function AdminContentSnippets() {
  const { t } = useTranslation();
  const may = useMay('content.write');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const locale = params.get('locale');
  const query = { page, per_page: PER_PAGE, locale: locale ?? undefined };
  const snippets = useQuery({
    queryKey: [...SNIPPETS_KEY, query],
    queryFn: () => adminApi().request<OperatorCmsSnippetsPage>('/api/operator/cms/snippets', { query }),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<OperatorCmsSnippet | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SNIPPETS_KEY });
  const remove = useMutation({
    mutationFn: (id: number) => adminApi().request(`/api/operator/cms/snippets/${id}`, { method: 'DELETE' }),
    onSettled: refresh,
  });

  return (
    <>
      <h2 className="text-xl font-semibold">{t('content.snippets.title')}</h2>
      <form className="grid gap-3 sm:grid-cols-3 sm:items-end" onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label={t('content.locale')}
          value={locale === null ? '*' : locale}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            if (event.target.value === '*') next.delete('locale');
            else next.set('locale', event.target.value);
            next.delete('page');
            setParams(next, { replace: true });
          }}
          options={[
            { value: '*', label: t('content.any_locale') },
            ...CONTENT_LOCALES.map((l) => ({ value: l, label: localeLabel(t, l) })),
          ]}
        />
        {may ? <Button onClick={() => setEditing('new')}>{t('content.snippets.new')}</Button> : null}
      </form>
      {editing ? (
        <SnippetEditor
          snippet={editing === 'new' ? null : editing}
          onDone={async () => {
            setEditing(null);
            await refresh();
          }}
        />
      ) : null}
      {snippets.isError || remove.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('content.snippets.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('content.locale')}</th>
            <th scope="col">{t('content.categories')}</th>
            <th scope="col">{t('content.snippets.text')}</th>
            <th scope="col">{t('content.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {(snippets.data?.snippets ?? []).map((row) => (
            <tr key={row.id} className="border-t border-white/10 align-top">
              <td>{localeLabel(t, row.locale)}</td>
              <td>{row.categories.join(', ')}</td>
              <td className="max-w-md truncate">
                <code>{row.content}</code>
              </td>
              <td className="flex flex-wrap gap-2 py-1">
                <Button variant="secondary" onClick={() => setEditing(row)}>
                  {may ? t('content.edit') : t('content.view')}
                </Button>
                {may ? (
                  <Button variant="ghost" onClick={() => remove.mutate(row.id)}>
                    {t('content.delete')}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {snippets.data ? (
        <Pager
          page={page}
          perPage={PER_PAGE}
          total={snippets.data.total_count}
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

function SnippetEditor({ snippet, onDone }: { snippet: OperatorCmsSnippet | null; onDone: () => void }) {
  const { t } = useTranslation();
  const may = useMay('content.write');
  const submit = useSubmit();
  const [content, setContent] = useState(snippet?.content ?? '');
  const save = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      locale: String(form.get('locale') ?? ''),
      categories: String(form.get('categories') ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
      content,
    };
    const saved = await submit.run(() =>
      snippet
        ? adminApi().request(`/api/operator/cms/snippets/${snippet.id}`, { method: 'PUT', body })
        : adminApi().request('/api/operator/cms/snippets', { method: 'POST', body }),
    );
    if (saved) onDone();
  };
  return (
    <section aria-labelledby="snippet-editor" className="flex flex-col gap-3 rounded-2xl bg-surface-2 p-4">
      <h3 id="snippet-editor" className="text-lg font-semibold">
        {snippet ? t('content.snippets.edit_title') : t('content.snippets.new')}
      </h3>
      <form onSubmit={save} noValidate className="flex flex-col gap-3">
        <fieldset disabled={!may} className="grid gap-3 sm:grid-cols-2">
          <SelectField
            name="locale"
            label={t('content.locale')}
            defaultValue={snippet?.locale ?? ''}
            options={CONTENT_LOCALES.map((l) => ({ value: l, label: localeLabel(t, l) }))}
            error={submit.fieldError('locale')}
          />
          <TextField
            name="categories"
            label={t('content.categories')}
            hint={t('content.categories_hint')}
            defaultValue={(snippet?.categories ?? []).join(', ')}
            error={submit.fieldError('categories') ?? submit.fieldError('categories.0')}
          />
        </fieldset>
        <HtmlField
          label={t('content.html')}
          value={content}
          onChange={setContent}
          readOnly={!may}
          error={submit.fieldError('content')}
        />
        <FormError message={submit.message} />
        <div className="flex gap-2">
          {may ? (
            <Button type="submit" loading={submit.busy}>
              {t('content.save')}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={onDone}>
            {t('content.close')}
          </Button>
        </div>
      </form>
    </section>
  );
}
