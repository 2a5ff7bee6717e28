import { OFFER_TRIGGERS, type OperatorOffer, type OperatorOffersPage } from '@orbit/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { englishOf } from '../promotions/format.ts';
import { PROMOTIONS_KEY } from '../promotions/forms.ts';
import { adminApi, useMay } from '../shared/api.ts';
import { type DataColumn, DataTable, useSortParam } from '../shared/data-table.tsx';
import { AddressPager } from '../shared/pager.tsx';
import { pageOf } from '../shared/paging.ts';

const PER_PAGE = 50;

/** Bonus offers: filtered in the address, paged on the server; each opens its form and codes. */
export default function AdminPromotionOffers() {
  const { t } = useTranslation();
  const may = useMay('promotions.write');
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const trigger = params.get('trigger') ?? '';
  const q = params.get('q') ?? '';
  // The operator's order (position) unless a column's header asks for another.
  const sort = useSortParam('');
  const query = {
    page,
    per_page: PER_PAGE,
    ...(trigger ? { trigger } : {}),
    ...(q ? { q } : {}),
    ...(sort.value ? { sort: sort.value } : {}),
  };
  const offers = useQuery({
    queryKey: [...PROMOTIONS_KEY, 'offers', query],
    queryFn: () => adminApi().request<OperatorOffersPage>('/api/operator/bonus_offers', { query }),
    placeholderData: keepPreviousData,
  });
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next, { replace: true });
  };
  const columns: DataColumn<OperatorOffer>[] = [
    { id: 'id', header: t('promotions.offers.id'), cell: (offer) => offer.id, sortable: true },
    {
      id: 'group_key',
      header: t('promotions.offers.group_key'),
      cell: (offer) => (
        <Link to={`/admin/promotions/offers/${offer.id}`} className="underline">
          {offer.group_key}
        </Link>
      ),
      sortable: true,
    },
    { id: 'title', header: t('promotions.offers.title_en'), cell: (offer) => englishOf(offer.titles) },
    {
      id: 'trigger',
      header: t('promotions.offers.trigger'),
      cell: (offer) => t(`promotions.triggers.${offer.trigger}`),
      sortable: true,
    },
    {
      id: 'reward',
      header: t('promotions.offers.reward'),
      cell: (offer) => t(`promotions.rewards.${offer.reward}`),
    },
    { id: 'code', header: t('promotions.offers.code'), cell: (offer) => <code>{offer.code ?? '—'}</code> },
    {
      id: 'active',
      header: t('promotions.offers.active'),
      cell: (offer) => (offer.active ? t('promotions.offers.yes') : t('promotions.offers.no')),
    },
  ];

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('promotions.offers.title')}</h1>
        {may ? (
          <Link
            to="/admin/promotions/offers/new"
            className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong"
          >
            {t('promotions.offers.new')}
          </Link>
        ) : null}
      </div>
      <form className="grid gap-3 sm:grid-cols-3 sm:items-end" onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label={t('promotions.offers.trigger')}
          value={trigger}
          onChange={(event) => setFilter('trigger', event.target.value)}
          options={[
            { value: '', label: t('promotions.offers.any') },
            ...OFFER_TRIGGERS.map((value) => ({ value, label: t(`promotions.triggers.${value}`) })),
          ]}
        />
        <TextField
          type="search"
          label={t('promotions.offers.search')}
          defaultValue={q}
          onBlur={(event) => setFilter('q', event.target.value.trim())}
          onKeyDown={(event) => {
            if (event.key === 'Enter') setFilter('q', event.currentTarget.value.trim());
          }}
        />
      </form>
      {offers.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <DataTable
        caption={t('promotions.offers.title')}
        columns={columns}
        rows={offers.data?.offers}
        rowKey={(offer) => offer.id}
        sort={sort}
        rowTestId="promotions-offer-row"
      />
      <AddressPager perPage={PER_PAGE} total={offers.data?.total_count} />
    </>
  );
}
