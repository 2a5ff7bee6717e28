import { useSearchParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { pageOf } from './paging.ts';

/** Server-side paging under a list: previous, "page x of y", next. */
export function Pager({
  page,
  perPage,
  total,
  onPage,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <nav aria-label={t('admin.pager.label')} className="flex items-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.pager.previous')}
      </Button>
      <span aria-live="polite">{t('admin.pager.status', { page, pages, total })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.pager.next')}
      </Button>
    </nav>
  );
}

/**
 * The Pager of a list whose page lives in the address: moving keeps the other parameters
 * (filters, sort, tab). Nothing until the list's total is known.
 */
export function AddressPager({ perPage, total }: { perPage: number; total: number | undefined }) {
  const [params, setParams] = useSearchParams();
  if (total === undefined) return null;
  const onPage = (next: number) => {
    const copy = new URLSearchParams(params);
    copy.set('page', String(next));
    setParams(copy);
  };
  return <Pager page={pageOf(params)} perPage={perPage} total={total} onPage={onPage} />;
}
