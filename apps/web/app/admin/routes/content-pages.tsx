import { CMS_VARIANT_LICENCES, type OperatorCmsPage, type OperatorCmsPagesPage } from '@orbit/contract';
import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import {
  CategoriesField,
  HtmlField,
  LocaleField,
  LocaleFilter,
  localeLabel,
} from '../content/content-fields.tsx';
import { RecordActions, RecordEditor, splitList, useRecordList } from '../content/record-list.tsx';
import { adminApi, useMay } from '../shared/api.ts';
import { type DataColumn, DataTable } from '../shared/data-table.tsx';
import { useSubmit } from '../shared/form.ts';

const PAGES_KEY = ['admin', 'cms', 'pages'] as const;

/** CMS pages of every locale and licence: search, edit (HTML sanitised by the server), add, delete. */
export default function AdminContentPages() {
  const { t } = useTranslation();
  const may = useMay('content.write');
  const pages = useRecordList<OperatorCmsPagesPage, OperatorCmsPage>({
    key: PAGES_KEY,
    url: '/api/operator/cms/pages',
    perPage: 50,
    filters: ['q', 'locale'],
  });
  const columns: DataColumn<OperatorCmsPage>[] = [
    { id: 'path', header: t('content.pages.path'), cell: (row) => <code>{row.path}</code>, rowHeader: true },
    {
      id: 'licence',
      header: t('content.pages.licence'),
      cell: (row) => row.licence ?? t('content.pages.all_licences'),
    },
    { id: 'locale', header: t('content.locale'), cell: (row) => localeLabel(t, row.locale) },
    { id: 'title', header: t('content.pages.page_title'), cell: (row) => row.title },
    {
      id: 'actions',
      header: t('content.actions'),
      cell: (row) => (
        <RecordActions
          may={may}
          onOpen={() => pages.edit(row)}
          onDelete={() => pages.remove.mutate(row.id)}
          confirm={t('content.pages.confirm_delete', { path: row.path })}
        />
      ),
    },
  ];

  return (
    <>
      <h2 className="text-xl font-semibold">{t('content.pages.title')}</h2>
      <form className="grid gap-3 sm:grid-cols-3 sm:items-end" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label={t('content.pages.search')}
          defaultValue={pages.params.get('q') ?? ''}
          onBlur={(event) => pages.setFilter('q', event.target.value.trim() || null)}
        />
        <LocaleFilter value={pages.params.get('locale')} onChange={(l) => pages.setFilter('locale', l)} />
        {may ? (
          <Button onClick={() => pages.edit('new')} data-testid="admin-page-new">
            {t('content.pages.new')}
          </Button>
        ) : null}
      </form>
      {pages.editing ? (
        <PageEditor page={pages.editing === 'new' ? null : pages.editing} onDone={pages.close} />
      ) : null}
      {pages.list.isError || pages.remove.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <DataTable
        caption={t('content.pages.title')}
        columns={columns}
        rows={pages.list.data?.pages}
        rowKey={(row) => row.id}
        rowTestId="admin-page-row"
      />
      {pages.pager}
    </>
  );
}

function PageEditor({ page, onDone }: { page: OperatorCmsPage | null; onDone: () => void }) {
  const { t } = useTranslation();
  const may = useMay('content.write');
  const submit = useSubmit();
  const [content, setContent] = useState(page?.content ?? '');

  const save = async (form: FormData) => {
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
    <RecordEditor
      id="page-editor"
      title={page ? t('content.pages.edit_title', { path: page.path }) : t('content.pages.new')}
      may={may}
      submit={submit}
      onSave={save}
      onClose={onDone}
      fields={
        <>
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
          <LocaleField value={page?.locale} fieldError={submit.fieldError} />
          <TextField
            name="title"
            label={t('content.pages.page_title')}
            defaultValue={page?.title ?? ''}
            required
            error={submit.fieldError('title')}
          />
          <CategoriesField value={page?.categories} fieldError={submit.fieldError} />
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
        </>
      }
    >
      <HtmlField
        label={t('content.html')}
        value={content}
        onChange={setContent}
        readOnly={!may}
        error={submit.fieldError('content')}
      />
    </RecordEditor>
  );
}
