import { OFFER_TRIGGERS, type OperatorOffersPage } from '@orbit/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi, useMay } from '../shared/api.ts';
import { Pager } from '../shared/pager.tsx';
import { PROMOTIONS_KEY } from './promotions-kit.tsx';

const PER_PAGE = 50;

/** Bonus offers: filtered in the address, paged on the server; each opens its form and codes. */
export default function AdminPromotionOffers() {
  const { t } = useTranslation();
  const may = useMay('promotions.write');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const trigger = params.get('trigger') ?? '';
  const q = params.get('q') ?? '';
  const query = { page, per_page: PER_PAGE, ...(trigger ? { trigger } : {}), ...(q ? { q } : {}) };
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
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('promotions.offers.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('promotions.offers.id')}</th>
              <th scope="col">{t('promotions.offers.group_key')}</th>
              <th scope="col">{t('promotions.offers.title_en')}</th>
              <th scope="col">{t('promotions.offers.trigger')}</th>
              <th scope="col">{t('promotions.offers.reward')}</th>
              <th scope="col">{t('promotions.offers.code')}</th>
              <th scope="col">{t('promotions.offers.active')}</th>
            </tr>
          </thead>
          <tbody>
            {(offers.data?.offers ?? []).map((offer) => (
              <tr key={offer.id} className="border-t border-white/10" data-testid="promotions-offer-row">
                <td>{offer.id}</td>
                <td>
                  <Link to={`/admin/promotions/offers/${offer.id}`} className="underline">
                    {offer.group_key}
                  </Link>
                </td>
                <td>{offer.titles.en ?? Object.values(offer.titles)[0] ?? ''}</td>
                <td>{t(`promotions.triggers.${offer.trigger}`)}</td>
                <td>{t(`promotions.rewards.${offer.reward}`)}</td>
                <td>
                  <code>{offer.code ?? '—'}</code>
                </td>
                <td>{offer.active ? t('promotions.offers.yes') : t('promotions.offers.no')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {offers.data ? (
        <Pager
          page={page}
          perPage={PER_PAGE}
          total={offers.data.total_count}
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
