import type { OperatorCmsSnippet, OperatorCmsSnippetsPage } from '@orbit/contract';
import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
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

const SNIPPETS_KEY = ['admin', 'cms', 'snippets'] as const;

/** CMS snippets (texts the site places by category) of every locale: edit, add, delete. */
export default function AdminContentSnippets() {
  const { t } = useTranslation();
  const may = useMay('content.write');
  const snippets = useRecordList<OperatorCmsSnippetsPage, OperatorCmsSnippet>({
    key: SNIPPETS_KEY,
    url: '/api/operator/cms/snippets',
    perPage: 50,
    filters: ['locale'],
  });
  const columns: DataColumn<OperatorCmsSnippet>[] = [
    { id: 'locale', header: t('content.locale'), cell: (row) => localeLabel(t, row.locale) },
    { id: 'categories', header: t('content.categories'), cell: (row) => row.categories.join(', ') },
    {
      id: 'text',
      header: t('content.snippets.text'),
      cell: (row) => <code>{row.content}</code>,
      className: 'max-w-md truncate',
    },
    {
      id: 'actions',
      header: t('content.actions'),
      cell: (row) => (
        <RecordActions
          may={may}
          onOpen={() => snippets.edit(row)}
          onDelete={() => snippets.remove.mutate(row.id)}
        />
      ),
    },
  ];

  return (
    <>
      <h2 className="text-xl font-semibold">{t('content.snippets.title')}</h2>
      <form className="grid gap-3 sm:grid-cols-3 sm:items-end" onSubmit={(event) => event.preventDefault()}>
        <LocaleFilter
          value={snippets.params.get('locale')}
          onChange={(l) => snippets.setFilter('locale', l)}
        />
        {may ? <Button onClick={() => snippets.edit('new')}>{t('content.snippets.new')}</Button> : null}
      </form>
      {snippets.editing ? (
        <SnippetEditor
          snippet={snippets.editing === 'new' ? null : snippets.editing}
          onDone={snippets.close}
        />
      ) : null}
      {snippets.list.isError || snippets.remove.isError ? (
        <FormError message={t('admin.errors.failed')} />
      ) : null}
      <DataTable
        caption={t('content.snippets.title')}
        columns={columns}
        rows={snippets.list.data?.snippets}
        rowKey={(row) => row.id}
        rowTestId="admin-snippet-row"
      />
      {snippets.pager}
    </>
  );
}

function SnippetEditor({ snippet, onDone }: { snippet: OperatorCmsSnippet | null; onDone: () => void }) {
  const { t } = useTranslation();
  const may = useMay('content.write');
  const submit = useSubmit();
  const [content, setContent] = useState(snippet?.content ?? '');
  const save = async (form: FormData) => {
    const body = {
      locale: String(form.get('locale') ?? ''),
      categories: splitList(String(form.get('categories') ?? '')),
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
    <RecordEditor
      id="snippet-editor"
      title={snippet ? t('content.snippets.edit_title') : t('content.snippets.new')}
      may={may}
      submit={submit}
      onSave={save}
      onClose={onDone}
      columns="sm:grid-cols-2"
      fields={
        <>
          <LocaleField value={snippet?.locale} fieldError={submit.fieldError} />
          <CategoriesField value={snippet?.categories} fieldError={submit.fieldError} />
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
