import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi } from '../shared/api.ts';
import { type DataColumn, DataTable } from '../shared/data-table.tsx';
import { useSubmit } from '../shared/form.ts';
import { Pager } from '../shared/pager.tsx';
import { pageOf } from '../shared/paging.ts';
import { HtmlField } from './content-fields.tsx';

/**
 * A content list screen's state (CMS pages, snippets): its page and filters in the address, the
 * list asked for them, the record open in the editor (`'new'` for one being added), and delete.
 * `url` is the list's endpoint; a record is `url/{id}`.
 */
export function useRecordList<Page extends { total_count: number }, Row extends { id: number }>({
  key,
  url,
  perPage,
  filters,
}: {
  key: readonly string[];
  url: string;
  perPage: number;
  /** The query parameters of the address the list is filtered by (sent as they are). */
  filters: readonly string[];
}) {
  const queryClient = useQueryClient();
  const { params, page, setParam, pagerOf } = useListParams(perPage);
  const query: Record<string, string | number | undefined> = { page, per_page: perPage };
  for (const name of filters) query[name] = params.get(name) ?? undefined;
  const list = useQuery({
    queryKey: [...key, query],
    queryFn: () => adminApi().request<Page>(url, { query }),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const remove = useMutation({
    mutationFn: (id: number) => adminApi().request(`${url}/${id}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
  return {
    params,
    list,
    editing,
    /** Opens a record (or a new one) in the editor. */
    edit: setEditing,
    /** Closes the editor and asks the list again (after a save, or without one). */
    close: async () => {
      setEditing(null);
      await refresh();
    },
    remove,
    /** Filters by a parameter (null: every value), from the first page. */
    setFilter: setParam,
    pager: pagerOf(list.data?.total_count),
  };
}

/**
 * A paged list's address: its page, a filter set from the first page (`null`: none), and its
 * pager for the total the server counted (none before it answered).
 */
export function useListParams(perPage: number) {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const go = (name: string, value: string | null, keepPage: boolean) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    if (!keepPage) next.delete('page');
    setParams(next, { replace: !keepPage });
  };
  return {
    params,
    page,
    setParam: (name: string, value: string | null) => go(name, value, false),
    pagerOf: (total: number | undefined) =>
      total === undefined ? null : (
        <Pager
          page={page}
          perPage={perPage}
          total={total}
          onPage={(next) => go('page', String(next), true)}
        />
      ),
  };
}

/**
 * A paged content list screen (CMS pages, snippets): its heading, its filters and the button that
 * adds one (for a role that may), the editor of the record open, the refusal, the table of this
 * page with each row's actions (open, delete after `confirmOf`'s question), the pager.
 */
export function RecordScreen<Row extends { id: number }>({
  list,
  title,
  may,
  filters,
  newLabel,
  newTestId,
  editor,
  columns,
  rows,
  rowTestId,
  confirmOf,
}: {
  list: Pick<
    ReturnType<typeof useRecordList<{ total_count: number }, Row>>,
    'list' | 'remove' | 'pager' | 'editing' | 'edit'
  >;
  title: string;
  may: boolean;
  filters: ReactNode;
  newLabel: string;
  newTestId?: string;
  /** The editor of a record (null: a new one). */
  editor: (record: Row | null) => ReactNode;
  columns: DataColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowTestId: string;
  confirmOf?: (row: Row) => string;
}) {
  const { t } = useTranslation();
  const withActions: DataColumn<Row>[] = [
    ...columns,
    {
      id: 'actions',
      header: t('content.actions'),
      cell: (row) => (
        <RecordActions
          may={may}
          onOpen={() => list.edit(row)}
          onDelete={() => list.remove.mutate(row.id)}
          confirm={confirmOf?.(row)}
        />
      ),
    },
  ];
  return (
    <>
      <h2 className="text-xl font-semibold">{title}</h2>
      <form className="grid gap-3 sm:grid-cols-3 sm:items-end" onSubmit={(event) => event.preventDefault()}>
        {filters}
        {may ? (
          <Button onClick={() => list.edit('new')} data-testid={newTestId}>
            {newLabel}
          </Button>
        ) : null}
      </form>
      {list.editing ? editor(list.editing === 'new' ? null : list.editing) : null}
      {list.list.isError || list.remove.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <DataTable
        caption={title}
        columns={withActions}
        rows={rows}
        rowKey={(row) => row.id}
        rowTestId={rowTestId}
      />
      {list.pager}
    </>
  );
}

/** A record's actions in its row: open it (to edit, or to look for a role that may not), delete. */
export function RecordActions({
  may,
  onOpen,
  onDelete,
  confirm,
}: {
  may: boolean;
  onOpen: () => void;
  onDelete: () => void;
  /** The question asked before deleting (none: deleted at once). */
  confirm?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={onOpen}>
        {may ? t('content.edit') : t('content.view')}
      </Button>
      {may ? (
        <Button
          variant="ghost"
          onClick={() => {
            if (!confirm || window.confirm(confirm)) onDelete();
          }}
        >
          {t('content.delete')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * A record's editor: its heading, the form (the fields disabled for a role that may not write; the
 * record's HTML below them, when it has some, sent as the form's `content`), the form's error,
 * save for a role that may (`write` sends the form; the editor closes once it is stored), close.
 */
export function RecordEditor({
  id,
  title,
  may,
  write,
  onClose,
  columns = 'sm:grid-cols-3',
  html,
  fields,
}: {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  may: boolean;
  write: (form: FormData) => Promise<unknown>;
  onClose: () => void;
  /** The grid of the fields. */
  columns?: string;
  /** The record's HTML as it is stored (none: the record has no HTML). */
  html?: string;
  fields: (fieldError: (field: string) => string | null) => ReactNode;
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const [content, setContent] = useState(html ?? '');
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-2xl bg-surface-2 p-4">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          // The HTML as typed (a form's entry of a textarea may have its line breaks rewritten).
          if (html !== undefined) form.set('content', content);
          const stored = await submit.run(async () => {
            await write(form);
            return true;
          });
          if (stored) onClose();
        }}
        noValidate
        className="flex flex-col gap-3"
      >
        <fieldset disabled={!may} className={`grid gap-3 ${columns}`}>
          {fields(submit.fieldError)}
        </fieldset>
        {html === undefined ? null : (
          <HtmlField
            label={t('content.html')}
            value={content}
            onChange={setContent}
            readOnly={!may}
            error={submit.fieldError('content')}
          />
        )}
        <FormError message={submit.message} />
        <div className="flex gap-2">
          {may ? (
            <Button type="submit" loading={submit.busy}>
              {t('content.save')}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={onClose}>
            {t('content.close')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** Comma-separated words as a list (categories). */
export const splitList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
