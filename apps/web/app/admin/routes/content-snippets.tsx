import type { OperatorCmsSnippet, OperatorCmsSnippetsPage } from '@orbit/contract';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { CategoriesField, LocaleField, LocaleFilter, localeLabel } from '../content/content-fields.tsx';
import { RecordEditor, RecordScreen, splitList, useRecordList } from '../content/record-list.tsx';
import { adminApi, useMay } from '../shared/api.ts';
import type { DataColumn } from '../shared/data-table.tsx';

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
  ];

  return (
    <RecordScreen
      list={snippets}
      title={t('content.snippets.title')}
      may={may}
      filters={
        <LocaleFilter
          value={snippets.params.get('locale')}
          onChange={(l) => snippets.setFilter('locale', l)}
        />
      }
      newLabel={t('content.snippets.new')}
      editor={(snippet) => <SnippetEditor snippet={snippet} may={may} onDone={snippets.close} />}
      columns={columns}
      rows={snippets.list.data?.snippets}
      rowTestId="admin-snippet-row"
    />
  );
}

function SnippetEditor({
  snippet,
  may,
  onDone,
}: {
  snippet: OperatorCmsSnippet | null;
  may: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const write = (form: FormData) => {
    const body = {
      locale: String(form.get('locale') ?? ''),
      categories: splitList(String(form.get('categories') ?? '')),
      content: String(form.get('content') ?? ''),
    };
    return snippet
      ? adminApi().request(`/api/operator/cms/snippets/${snippet.id}`, { method: 'PUT', body })
      : adminApi().request('/api/operator/cms/snippets', { method: 'POST', body });
  };
  return (
    <RecordEditor
      id="snippet-editor"
      title={snippet ? t('content.snippets.edit_title') : t('content.snippets.new')}
      may={may}
      write={write}
      onClose={onDone}
      columns="sm:grid-cols-2"
      html={snippet?.content ?? ''}
      fields={(fieldError) => (
        <>
          <LocaleField value={snippet?.locale} fieldError={fieldError} />
          <CategoriesField value={snippet?.categories} fieldError={fieldError} />
        </>
      )}
    />
  );
}
