import { CMS_VARIANT_LICENCES, type OperatorCmsPage, type OperatorCmsPagesPage } from '@orbit/contract';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { SelectField, TextField } from '~/shared/ui/field.tsx';
import { CategoriesField, LocaleField, LocaleFilter, localeLabel } from '../content/content-fields.tsx';
import { RecordEditor, RecordScreen, splitList, useRecordList } from '../content/record-list.tsx';
import { adminApi, useMay } from '../shared/api.ts';
import type { DataColumn } from '../shared/data-table.tsx';

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
  ];

  return (
    <RecordScreen
      list={pages}
      title={t('content.pages.title')}
      may={may}
      filters={
        <>
          <TextField
            label={t('content.pages.search')}
            defaultValue={pages.params.get('q') ?? ''}
            onBlur={(event) => pages.setFilter('q', event.target.value.trim() || null)}
          />
          <LocaleFilter value={pages.params.get('locale')} onChange={(l) => pages.setFilter('locale', l)} />
        </>
      }
      newLabel={t('content.pages.new')}
      newTestId="admin-page-new"
      editor={(page) => <PageEditor page={page} may={may} onDone={pages.close} />}
      columns={columns}
      rows={pages.list.data?.pages}
      rowTestId="admin-page-row"
      confirmOf={(row) => t('content.pages.confirm_delete', { path: row.path })}
    />
  );
}

function PageEditor({
  page,
  may,
  onDone,
}: {
  page: OperatorCmsPage | null;
  may: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const write = (form: FormData) => {
    const text = (name: string) => String(form.get(name) ?? '');
    const body = {
      path: text('path'),
      licence: text('licence') || null,
      locale: text('locale'),
      title: text('title'),
      content: text('content'),
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
    return page
      ? adminApi().request(`/api/operator/cms/pages/${page.id}`, { method: 'PUT', body })
      : adminApi().request('/api/operator/cms/pages', { method: 'POST', body });
  };

  return (
    <RecordEditor
      id="page-editor"
      title={page ? t('content.pages.edit_title', { path: page.path }) : t('content.pages.new')}
      may={may}
      write={write}
      onClose={onDone}
      html={page?.content ?? ''}
      fields={(fieldError) => (
        <>
          <TextField
            name="path"
            label={t('content.pages.path')}
            hint={t('content.pages.path_hint')}
            defaultValue={page?.path ?? ''}
            required
            error={fieldError('path')}
          />
          <SelectField
            name="licence"
            label={t('content.pages.licence')}
            defaultValue={page?.licence ?? ''}
            options={[
              { value: '', label: t('content.pages.all_licences') },
              ...CMS_VARIANT_LICENCES.map((l) => ({ value: l, label: l })),
            ]}
            error={fieldError('licence')}
          />
          <LocaleField value={page?.locale} fieldError={fieldError} />
          <TextField
            name="title"
            label={t('content.pages.page_title')}
            defaultValue={page?.title ?? ''}
            required
            error={fieldError('title')}
          />
          <CategoriesField value={page?.categories} fieldError={fieldError} />
          <TextField
            name="position"
            type="number"
            step={1}
            min={0}
            label={t('content.pages.position')}
            defaultValue={String(page?.position ?? 0)}
            error={fieldError('position')}
          />
          <TextField
            name="layout"
            label={t('content.pages.layout')}
            defaultValue={page?.layout ?? 'default'}
            error={fieldError('layout')}
          />
          <TextField
            name="seo_title"
            label={t('content.pages.seo_title')}
            defaultValue={page?.blocks.title ?? ''}
            error={fieldError('blocks.title')}
          />
          <TextField
            name="seo_description"
            label={t('content.pages.seo_description')}
            defaultValue={page?.blocks.description ?? ''}
            error={fieldError('blocks.description')}
          />
          <TextField
            name="seo_keywords"
            label={t('content.pages.seo_keywords')}
            defaultValue={page?.blocks.keywords ?? ''}
            error={fieldError('blocks.keywords')}
          />
        </>
      )}
    />
  );
}
