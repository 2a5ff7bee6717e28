import {
  CMS_VARIANT_LICENCES,
  CONTENT_LOCALES,
  type OperatorCmsPage,
  type OperatorCmsPagesPage,
} from '@orbit/contract';
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
const PAGES_KEY = ['admin', 'cms', 'pages'] as const;

/** CMS pages of every locale and licence: search, edit (HTML sanitised by the server), add, delete. */
export default function AdminContentPages() {
  const { t } = useTranslation();
  const may = useMay('content.write');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const locale = params.get('locale');
  const query = { page, per_page: PER_PAGE, q: q || undefined, locale: locale ?? undefined };
  const pages = useQuery({
    queryKey: [...PAGES_KEY, query],
    queryFn: () => adminApi().request<OperatorCmsPagesPage>('/api/operator/cms/pages', { query }),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<OperatorCmsPage | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: PAGES_KEY });
  const remove = useMutation({
    mutationFn: (id: number) => adminApi().request(`/api/operator/cms/pages/${id}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
  const setFilter = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    next.delete('page');
    setParams(next, { replace: true });
  };

  return (
    <>
      <h2 className="text-xl font-semibold">{t('content.pages.title')}</h2>
      <form className="grid gap-3 sm:grid-cols-3 sm:items-end" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label={t('content.pages.search')}
          defaultValue={q}
          onBlur={(event) => setFilter('q', event.target.value.trim() || null)}
        />
        <SelectField
          label={t('content.locale')}
          value={locale === null ? '*' : locale}
          onChange={(event) => setFilter('locale', event.target.value === '*' ? null : event.target.value)}
          options={[
            { value: '*', label: t('content.any_locale') },
            ...CONTENT_LOCALES.map((l) => ({ value: l, label: localeLabel(t, l) })),
          ]}
        />
        {may ? (
          <Button onClick={() => setEditing('new')} data-testid="admin-page-new">
            {t('content.pages.new')}
          </Button>
        ) : null}
      </form>
      {editing ? (
        <PageEditor
          page={editing === 'new' ? null : editing}
          onDone={async () => {
            setEditing(null);
            await refresh();
          }}
        />
      ) : null}
      {pages.isError || remove.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('content.pages.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('content.pages.path')}</th>
              <th scope="col">{t('content.pages.licence')}</th>
              <th scope="col">{t('content.locale')}</th>
              <th scope="col">{t('content.pages.page_title')}</th>
              <th scope="col">{t('content.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {(pages.data?.pages ?? []).map((row) => (
              <tr key={row.id} className="border-t border-white/10" data-testid="admin-page-row">
                <td>
                  <code>{row.path}</code>
                </td>
                <td>{row.licence ?? t('content.pages.all_licences')}</td>
                <td>{localeLabel(t, row.locale)}</td>
                <td>{row.title}</td>
                <td className="flex flex-wrap gap-2 py-1">
                  <Button variant="secondary" onClick={() => setEditing(row)}>
                    {may ? t('content.edit') : t('content.view')}
                  </Button>
                  {may ? (
                    <Button
                      variant="ghost"
                      onClick={() => {
                        if (window.confirm(t('content.pages.confirm_delete', { path: row.path })))
                          remove.mutate(row.id);
                      }}
                    >
                      {t('content.delete')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages.data ? (
        <Pager
          page={page}
          perPage={PER_PAGE}
          total={pages.data.total_count}
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

const splitList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

function PageEditor({ page, onDone }: { page: OperatorCmsPage | null; onDone: () => void }) {
  const { t } = useTranslation();
  const may = useMay('content.write');
  const submit = useSubmit();
  const [content, setContent] = useState(page?.content ?? '');

  const save = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const body = {
      path: text('path'),
      licence: text('licence') || null,
      locale: text('locale'),
      title: text('title'),
      content,
      layout: text('layout') || 'default',
      categories: splitList(text('categories')),
      position: Number(text('position') || 0),
      blocks: {
        ...(page?.blocks ?? {}),
        title: text('seo_title') || undefined,
        description: text('seo_description') || undefined,
        keywords: text('seo_keywords') || undefined,
      },
    };
    const saved = await submit.run(() =>
      page
        ? adminApi().request<OperatorCmsPage>(`/api/operator/cms/pages/${page.id}`, { method: 'PUT', body })
        : adminApi().request<OperatorCmsPage>('/api/operator/cms/pages', { method: 'POST', body }),
    );
    if (saved) onDone();
  };

  return (
    <section aria-labelledby="page-editor" className="flex flex-col gap-3 rounded-2xl bg-surface-2 p-4">
      <h3 id="page-editor" className="text-lg font-semibold">
        {page ? t('content.pages.edit_title', { path: page.path }) : t('content.pages.new')}
      </h3>
      <form onSubmit={save} noValidate className="flex flex-col gap-3">
        <fieldset disabled={!may} className="grid gap-3 sm:grid-cols-3">
          <TextField
            name="path"
            label={t('content.pages.path')}
            hint={t('content.pages.path_hint')}
            defaultValue={page?.path ?? ''}
            required
            error={submit.fieldError('path')}
          />
          <SelectField
            name="licence"
            label={t('content.pages.licence')}
            defaultValue={page?.licence ?? ''}
            options={[
              { value: '', label: t('content.pages.all_licences') },
              ...CMS_VARIANT_LICENCES.map((l) => ({ value: l, label: l })),
            ]}
            error={submit.fieldError('licence')}
          />
          <SelectField
            name="locale"
            label={t('content.locale')}
            defaultValue={page?.locale ?? ''}
            options={CONTENT_LOCALES.map((l) => ({ value: l, label: localeLabel(t, l) }))}
            error={submit.fieldError('locale')}
          />
          <TextField
            name="title"
            label={t('content.pages.page_title')}
            defaultValue={page?.title ?? ''}
            required
            error={submit.fieldError('title')}
          />
          <TextField
            name="categories"
            label={t('content.categories')}
            hint={t('content.categories_hint')}
            defaultValue={(page?.categories ?? []).join(', ')}
            error={submit.fieldError('categories') ?? submit.fieldError('categories.0')}
          />
          <TextField
            name="position"
            type="number"
            step={1}
            min={0}
            label={t('content.pages.position')}
            defaultValue={String(page?.position ?? 0)}
            error={submit.fieldError('position')}
          />
          <TextField
            name="layout"
            label={t('content.pages.layout')}
            defaultValue={page?.layout ?? 'default'}
            error={submit.fieldError('layout')}
          />
          <TextField
            name="seo_title"
            label={t('content.pages.seo_title')}
            defaultValue={page?.blocks.title ?? ''}
            error={submit.fieldError('blocks.title')}
          />
          <TextField
            name="seo_description"
            label={t('content.pages.seo_description')}
            defaultValue={page?.blocks.description ?? ''}
            error={submit.fieldError('blocks.description')}
          />
          <TextField
            name="seo_keywords"
            label={t('content.pages.seo_keywords')}
            defaultValue={page?.blocks.keywords ?? ''}
            error={submit.fieldError('blocks.keywords')}
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
