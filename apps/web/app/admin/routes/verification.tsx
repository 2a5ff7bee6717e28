import { DOCUMENT_STATES, type DocumentDecision, type OperatorDocumentList } from '@orbit/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '~/shared/api/client.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi, useMay } from '../shared/api.ts';
import { CsvLink, type DataColumn, DataTable, useSortParam } from '../shared/data-table.tsx';
import { AddressPager } from '../shared/pager.tsx';
import { pageOf } from '../shared/paging.ts';
import { ReasonDialog } from '../shared/reason-dialog.tsx';

const DOCUMENTS_KEY = ['admin', 'documents'] as const;
const PER_PAGE = 20;
/** The reason the player reads: as long as the API takes it. */
const REASON_MIN = 3;
const REASON_MAX = 500;

type Listed = OperatorDocumentList['documents'][number];
type Outcome = { id: number; refused: boolean; text: string };

const fileUrl = (id: number) => `/api/operator/documents/${id}/file`;

/**
 * Verification (verification.read): the documents players sent, pending ones first in line (oldest
 * first); each file opened in a new tab or previewed (an image inline); approve, or reject with a
 * reason the player reads (verification.review only). Every opening of a file is in the audit log.
 */
export default function AdminVerification() {
  const { t, i18n } = useTranslation();
  const may = useMay('verification.review');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const state = params.get('state') ?? 'pending';
  const userId = params.get('user_id')?.trim() ?? '';
  const sort = useSortParam('id');
  const query: Record<string, string | number> = { page, per_page: PER_PAGE, sort: sort.value };
  if (state !== 'all') query.state = state;
  if (userId) query.user_id = userId;
  const documents = useQuery({
    queryKey: [...DOCUMENTS_KEY, query],
    queryFn: () => adminApi().request<OperatorDocumentList>('/api/operator/documents', { query }),
    placeholderData: keepPreviousData,
  });
  const [previews, setPreviews] = useState<ReadonlySet<number>>(new Set());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [rejecting, setRejecting] = useState<Listed | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [rejectMessage, setRejectMessage] = useState<string | null>(null);

  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next, { replace: true });
  };
  const refusal = (error: unknown) =>
    error instanceof ApiError && error.status === 409
      ? t('verification.already_decided')
      : error instanceof ApiError && error.status === 403
        ? t('admin.errors.forbidden')
        : t('admin.errors.failed');
  const refresh = () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });

  const approve = useMutation({
    mutationFn: (id: number) =>
      adminApi().request<DocumentDecision>(`/api/operator/documents/${id}/approve`, { method: 'POST' }),
    onSuccess: (decision) =>
      setOutcome({
        id: decision.document.id,
        refused: false,
        text: decision.verified
          ? t('verification.approved_verified', { id: decision.document.id })
          : t('verification.approved', { id: decision.document.id }),
      }),
    onError: (error, id) => setOutcome({ id, refused: true, text: refusal(error) }),
    onSettled: refresh,
  });
  const reject = useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      adminApi().request<DocumentDecision>(`/api/operator/documents/${id}/reject`, {
        method: 'POST',
        body: { reason },
      }),
    onMutate: () => {
      setReasonError(null);
      setRejectMessage(null);
    },
    onSuccess: (decision) => {
      setRejecting(null);
      setOutcome({
        id: decision.document.id,
        refused: false,
        text: t('verification.rejected', { id: decision.document.id }),
      });
    },
    onError: (error) => {
      const key =
        error instanceof ApiError && error.status === 422 ? error.fieldErrors.reason?.[0] : undefined;
      if (key) setReasonError(t(key));
      else setRejectMessage(refusal(error));
    },
    onSettled: refresh,
  });

  const togglePreview = (id: number) =>
    setPreviews((shown) => {
      const next = new Set(shown);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '—');
  const size = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const columns: DataColumn<Listed>[] = [
    { id: 'id', header: t('verification.columns.id'), cell: (d) => d.id, sortable: true },
    {
      id: 'created_at',
      header: t('verification.columns.sent'),
      cell: (d) => when(d.created_at),
      sortable: true,
    },
    {
      id: 'user_id',
      header: t('verification.columns.player'),
      sortable: true,
      cell: (d) => (
        <>
          <span className="block">{d.user_email}</span>
          <span className="block text-xs text-ink-muted">
            {t('verification.player_id', { id: d.user_id })}
          </span>
        </>
      ),
    },
    { id: 'kind', header: t('verification.columns.kind'), cell: (d) => t(`verification.kinds.${d.kind}`) },
    {
      id: 'file',
      header: t('verification.columns.file'),
      cell: (document) => {
        const image = document.content_type.startsWith('image/');
        const previewed = previews.has(document.id);
        return (
          <>
            <a
              href={fileUrl(document.id)}
              target="_blank"
              rel="noopener noreferrer"
              className="underline"
              aria-label={t('verification.open', { name: document.file_name })}
            >
              {document.file_name}
            </a>
            <span className="block text-xs text-ink-muted">
              {document.content_type} ·{' '}
              {t('verification.size_kb', { size: size.format(Math.ceil(document.size_bytes / 1024)) })}
            </span>
            {image ? (
              <Button
                variant="ghost"
                aria-expanded={previewed}
                aria-label={
                  previewed
                    ? t('verification.hide_preview_of', { id: document.id })
                    : t('verification.preview_of', { id: document.id })
                }
                onClick={() => togglePreview(document.id)}
              >
                {previewed ? t('verification.hide_preview') : t('verification.preview')}
              </Button>
            ) : null}
            {image && previewed ? (
              <img
                src={fileUrl(document.id)}
                alt={t('verification.preview_alt', { id: document.id, name: document.file_name })}
                className="mt-2 max-h-96 max-w-md rounded border border-white/10 object-contain"
                data-testid="admin-document-preview"
              />
            ) : null}
          </>
        );
      },
    },
    {
      id: 'state',
      header: t('verification.columns.state'),
      cell: (document) => (
        <>
          <span>{t(`verification.states.${document.state}`)}</span>
          {document.reviewed_at ? (
            <span className="block text-xs text-ink-muted">{when(document.reviewed_at)}</span>
          ) : null}
          {document.rejection_reason ? (
            <q className="block text-xs text-ink-muted">{document.rejection_reason}</q>
          ) : null}
        </>
      ),
    },
    {
      id: 'actions',
      header: t('verification.columns.actions'),
      cell: (document) =>
        may && document.state === 'pending' ? (
          <div className="flex flex-wrap gap-2">
            <Button
              aria-label={t('verification.approve_label', { id: document.id })}
              loading={approve.isPending && approve.variables === document.id}
              onClick={() => approve.mutate(document.id)}
            >
              {t('verification.approve')}
            </Button>
            <Button
              variant="secondary"
              aria-label={t('verification.reject_label', { id: document.id })}
              onClick={() => {
                setReasonError(null);
                setRejectMessage(null);
                setRejecting(document);
              }}
            >
              {t('verification.reject')}
            </Button>
          </div>
        ) : null,
    },
  ];

  return (
    <>
      <h1 className="text-2xl font-bold">{t('verification.title')}</h1>
      {may ? null : <p className="text-ink-muted">{t('verification.review_note')}</p>}
      <form
        className="grid gap-3 sm:grid-cols-3 sm:items-end"
        onSubmit={(event) => event.preventDefault()}
        aria-label={t('verification.filters.label')}
      >
        <SelectField
          label={t('verification.filters.state')}
          value={state}
          onChange={(event) => setFilter('state', event.target.value === 'pending' ? '' : event.target.value)}
          options={[
            ...DOCUMENT_STATES.map((value) => ({ value, label: t(`verification.states.${value}`) })),
            { value: 'all', label: t('verification.filters.any') },
          ]}
        />
        <TextField
          label={t('verification.filters.player_id')}
          inputMode="numeric"
          defaultValue={userId}
          onBlur={(event) => setFilter('user_id', event.target.value.trim())}
          onKeyDown={(event) => {
            if (event.key === 'Enter') setFilter('user_id', event.currentTarget.value.trim());
          }}
        />
        <CsvLink path="/api/operator/documents.csv" query={query}>
          {t('verification.export')}
        </CsvLink>
      </form>
      <p role="status" aria-live="polite" className="min-h-6" data-testid="admin-document-outcome">
        {outcome ? <span className={outcome.refused ? 'text-danger' : ''}>{outcome.text}</span> : null}
      </p>
      {documents.isError ? (
        <FormError
          message={
            documents.error instanceof ApiError && documents.error.status === 400
              ? t('verification.filters.invalid')
              : t('admin.errors.failed')
          }
        />
      ) : null}
      <DataTable
        caption={t('verification.title')}
        columns={columns}
        rows={documents.data?.documents}
        empty={t('verification.empty')}
        sort={sort}
        rowTestId="admin-document-row"
        rowProps={(document) => ({ 'data-document-id': document.id })}
      />
      <AddressPager perPage={PER_PAGE} total={documents.data?.total} />
      {rejecting ? (
        <ReasonDialog
          testId="admin-reject-dialog"
          title={t('verification.reject_dialog.title', { id: rejecting.id })}
          summary={t('verification.reject_dialog.summary', {
            kind: t(`verification.kinds.${rejecting.kind}`),
            name: rejecting.file_name,
            email: rejecting.user_email,
          })}
          label={t('verification.reject_dialog.reason')}
          hint={t('verification.reject_dialog.hint', { min: REASON_MIN, max: REASON_MAX })}
          tooShort={t('verification.reject_dialog.too_short', { min: REASON_MIN })}
          submitLabel={t('verification.reject_dialog.submit')}
          cancelLabel={t('verification.reject_dialog.cancel')}
          minLength={REASON_MIN}
          maxLength={REASON_MAX}
          busy={reject.isPending}
          error={reasonError}
          message={rejectMessage}
          onSubmit={(reason) => reject.mutate({ id: rejecting.id, reason })}
          onClose={() => setRejecting(null)}
        />
      ) : null}
    </>
  );
}
