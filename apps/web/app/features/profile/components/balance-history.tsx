import { BALANCE_CAUSES, type BalanceMovement } from '@orbit/contract';
import { Form, Link, useSearchParams } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { currencyInfo, formatMoney } from '~/shared/money.ts';
import { useAccounts } from '~/shared/player/get-accounts.ts';
import { useCurrencies } from '~/shared/site/get-currencies.ts';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useBalanceHistory } from '../api/get-balance-history.ts';
import { filterFromSearch, type HistoryFilter, pageCount, searchOf } from '../model/balance-history.ts';

const PATH = '/profile/balance-history';

/** Profile › Balance history: every movement of the player's money, filtered and paged by the URL. */
export function BalanceHistory() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const filter = filterFromSearch(search);
  const history = useBalanceHistory(filter);
  return (
    <section
      aria-labelledby="balance-history-title"
      className="flex flex-col gap-4"
      data-testid="balance-history"
    >
      <h2 id="balance-history-title" className="text-xl font-bold">
        {t('profile.history.title')}
      </h2>
      <HistoryFilters filter={filter} />
      {history.isPending ? (
        <p role="status" className="text-ink-muted">
          {t('profile.history.loading')}
        </p>
      ) : history.isError ? (
        <FormError message={t('profile.history.failed')} />
      ) : history.data.data.length === 0 ? (
        <p
          className="rounded-xl bg-surface-2 p-6 text-center text-ink-muted"
          data-testid="balance-history-empty"
        >
          {t('profile.history.empty')}
        </p>
      ) : (
        <>
          <MovementsTable movements={history.data.data} />
          <Pager filter={filter} pages={pageCount(history.data.pagination)} />
        </>
      )}
    </section>
  );
}

/** A plain GET form: it works before the page's script runs, and sends the filter in the URL. */
function HistoryFilters({ filter }: { filter: HistoryFilter }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const accounts = useAccounts(true);
  const codes = (accounts.data ?? []).map((a) => a.currency);
  const field = 'flex flex-col gap-1 text-sm';
  const input = 'min-h-11 rounded-lg border border-white/15 bg-surface-2 px-3';
  return (
    <Form
      method="get"
      action={href(PATH)}
      aria-label={t('profile.history.filters')}
      className="flex flex-wrap items-end gap-3"
      // A new filter shows its first page: the form carries no page.
      key={searchOf({ ...filter, page: 1 })}
    >
      <label className={field}>
        {t('profile.history.currency')}
        <select name="currency" defaultValue={filter.currency ?? ''} className={input}>
          <option value="">{t('profile.history.all')}</option>
          {codes.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        {t('profile.history.cause')}
        <select name="cause" defaultValue={filter.cause ?? ''} className={input}>
          <option value="">{t('profile.history.all')}</option>
          {BALANCE_CAUSES.map((cause) => (
            <option key={cause} value={cause}>
              {t(`profile.history.causes.${cause}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        {t('profile.history.from')}
        <input type="date" name="from" defaultValue={filter.from} className={input} />
      </label>
      <label className={field}>
        {t('profile.history.to')}
        <input type="date" name="to" defaultValue={filter.to} className={input} />
      </label>
      <button type="submit" className="min-h-11 rounded-full bg-brand px-5 font-semibold text-surface-1">
        {t('profile.history.apply')}
      </button>
    </Form>
  );
}

function MovementsTable({ movements }: { movements: BalanceMovement[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const currencies = useCurrencies();
  const money = (cents: number, code: string) => formatMoney(cents, currencyInfo(code, currencies), locale);
  const th = 'px-3 py-2 text-left font-semibold whitespace-nowrap';
  const td = 'px-3 py-2 whitespace-nowrap';
  return (
    <div className="overflow-x-auto rounded-xl bg-surface-2">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('profile.history.caption')}</caption>
        <thead className="border-b border-surface-3 text-ink-muted">
          <tr>
            <th scope="col" className={th}>
              {t('profile.history.time')}
            </th>
            <th scope="col" className={th}>
              {t('profile.history.cause')}
            </th>
            <th scope="col" className={th}>
              {t('profile.history.reference')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('profile.history.amount')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('profile.history.balance_after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {movements.map((m) => (
            <tr key={m.id} className="border-b border-surface-3 last:border-0" data-testid="balance-movement">
              <th scope="row" className={`${td} text-left font-medium`}>
                {/* UTC on the server and in the browser alike: the same text hydrates. */}
                <time dateTime={m.created_at}>{m.created_at.slice(0, 16).replace('T', ' ')} UTC</time>
              </th>
              <td className={td}>{t(`profile.history.kinds.${m.kind}`, { defaultValue: m.kind })}</td>
              <td className={td}>
                {t(`profile.history.references.${m.reference.type}`)}
                {m.reference.id ? ` ${m.reference.id}` : ''}
                {m.game ? ` · ${m.game}` : ''}
                {m.note ? ` · ${m.note}` : ''}
              </td>
              <td className={`${td} text-right tabular-nums`}>{money(m.amount_cents, m.currency)}</td>
              <td className={`${td} text-right tabular-nums`}>{money(m.balance_after_cents, m.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Pager({ filter, pages }: { filter: HistoryFilter; pages: number }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const to = (page: number) => {
    const search = searchOf({ ...filter, page });
    return href(search ? `${PATH}?${search}` : PATH);
  };
  const link = 'inline-flex min-h-11 items-center rounded-full border border-white/15 px-4 font-semibold';
  return (
    <nav aria-label={t('profile.history.pages')} className="flex items-center justify-between gap-3">
      {filter.page > 1 ? (
        <Link to={to(filter.page - 1)} className={link} rel="prev">
          {t('profile.history.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-ink-muted">
        {t('profile.history.page_of', { page: filter.page, pages })}
      </span>
      {filter.page < pages ? (
        <Link to={to(filter.page + 1)} className={link} rel="next" data-testid="balance-history-next">
          {t('profile.history.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
