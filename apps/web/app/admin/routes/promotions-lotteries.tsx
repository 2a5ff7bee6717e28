import { LotteryInput, type OperatorLotteriesPage, type OperatorLottery } from '@orbit/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi, useMay } from '../shared/api.ts';
import { Pager } from '../shared/pager.tsx';
import {
  CellInput,
  formatTime,
  isoOf,
  listOf,
  listText,
  localOf,
  numberOr,
  PROMOTIONS_KEY,
  type PrizeRow,
  PrizesField,
  prizeRow,
  prizesOf,
  SavedNotice,
  type TextRow,
  TextsField,
  textRows,
  textsOf,
  usePromoSubmit,
  useSaved,
  validated,
} from './promotions-kit.tsx';

const PER_PAGE = 20;

/** The state of a lottery's draw, from its times. */
const drawState = (row: OperatorLottery) => {
  if (row.finished_at) return 'paid';
  if (row.drawn_at) return 'drawn';
  if (Date.parse(row.end_at) <= Date.now()) return 'waiting';
  return Date.parse(row.start_at) <= Date.now() ? 'selling' : 'upcoming';
};

/** Lotteries: the list with each draw's state, a lottery's proofs and winners, and its form. */
export default function AdminPromotionLotteries() {
  const { t } = useTranslation();
  const may = useMay('promotions.write');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<number | 'new' | null>(null);
  const list = useQuery({
    queryKey: [...PROMOTIONS_KEY, 'lotteries', page],
    queryFn: () =>
      adminApi().request<OperatorLotteriesPage>('/api/operator/lotteries', {
        query: { page, per_page: PER_PAGE },
      }),
    placeholderData: keepPreviousData,
  });
  const lottery =
    typeof chosen === 'number' ? list.data?.lotteries.find((row) => row.id === chosen) : undefined;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('promotions.lotteries.title')}</h1>
        {may ? <Button onClick={() => setChosen('new')}>{t('promotions.lotteries.new')}</Button> : null}
      </div>
      {list.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('promotions.lotteries.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('promotions.lotteries.slug')}</th>
              <th scope="col">{t('promotions.lotteries.name')}</th>
              <th scope="col">{t('promotions.lotteries.currency')}</th>
              <th scope="col">{t('promotions.lotteries.start_at')}</th>
              <th scope="col">{t('promotions.lotteries.end_at')}</th>
              <th scope="col">{t('promotions.lotteries.tickets')}</th>
              <th scope="col">{t('promotions.lotteries.draw')}</th>
            </tr>
          </thead>
          <tbody>
            {(list.data?.lotteries ?? []).map((row) => (
              <tr key={row.id} className="border-t border-white/10" data-testid="promotions-lottery-row">
                <td>
                  <button type="button" className="underline" onClick={() => setChosen(row.id)}>
                    {row.slug}
                  </button>
                </td>
                <td>{row.titles.en ?? Object.values(row.titles)[0] ?? ''}</td>
                <td>{row.currency}</td>
                <td>{formatTime(row.start_at)}</td>
                <td>{formatTime(row.end_at)}</td>
                <td>{row.tickets_count}</td>
                <td>{t(`promotions.lotteries.states.${drawState(row)}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.data ? (
        <Pager page={page} perPage={PER_PAGE} total={list.data.total_count} onPage={setPage} />
      ) : null}
      {lottery ? <DrawProofs lottery={lottery} /> : null}
      {chosen === 'new' || lottery ? (
        <LotteryForm key={chosen ?? 'none'} lottery={lottery} onSaved={(saved) => setChosen(saved.id)} />
      ) : null}
    </>
  );
}

/** The draw's proofs: the seed's hash (published from the start), the seed once drawn, the tickets' hash. */
function DrawProofs({ lottery }: { lottery: OperatorLottery }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="lottery-draw"
      className="flex flex-col gap-3 rounded-2xl bg-surface-2 p-4"
      data-testid="promotions-lottery-draw"
    >
      <h2 id="lottery-draw" className="text-xl font-semibold">
        {t('promotions.lotteries.draw_of', { slug: lottery.slug })}
      </h2>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt>{t('promotions.lotteries.draw')}</dt>
        <dd>{t(`promotions.lotteries.states.${drawState(lottery)}`)}</dd>
        <dt>{t('promotions.lotteries.seed_hash')}</dt>
        <dd>
          <code className="break-all">{lottery.server_seed_hash}</code>
        </dd>
        <dt>{t('promotions.lotteries.seed')}</dt>
        <dd>
          {lottery.server_seed ? (
            <code className="break-all">{lottery.server_seed}</code>
          ) : (
            t('promotions.lotteries.seed_hidden')
          )}
        </dd>
        <dt>{t('promotions.lotteries.tickets_hash')}</dt>
        <dd>{lottery.tickets_hash ? <code className="break-all">{lottery.tickets_hash}</code> : '—'}</dd>
        <dt>{t('promotions.lotteries.drawn_at')}</dt>
        <dd>{formatTime(lottery.drawn_at)}</dd>
        <dt>{t('promotions.lotteries.finished_at')}</dt>
        <dd>{formatTime(lottery.finished_at)}</dd>
      </dl>
      <p className="text-sm text-ink-muted">
        {t('promotions.lotteries.verify_hint')}{' '}
        <a href={`/api/lotteries/${lottery.slug}/tickets`} className="underline">
          {t('promotions.lotteries.ticket_list')}
        </a>
      </p>
      {lottery.winners.length > 0 ? (
        <table className="w-full text-left text-sm">
          <caption className="text-left font-semibold">{t('promotions.lotteries.winners')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('promotions.prizes.award_place')}</th>
              <th scope="col">{t('promotions.lotteries.ticket')}</th>
              <th scope="col">{t('promotions.lotteries.player')}</th>
              <th scope="col">{t('promotions.lotteries.paid_at')}</th>
            </tr>
          </thead>
          <tbody>
            {lottery.winners.map((winner) => (
              <tr key={winner.award_place} className="border-t border-white/10">
                <td>{winner.award_place}</td>
                <td>{winner.ticket}</td>
                <td>{winner.user_id}</td>
                <td>{formatTime(winner.paid_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

type ScaleRow = { currency: string; from: string; price: string };

interface Draft {
  slug: string;
  frontend_identifier: string;
  titles: TextRow[];
  descriptions: TextRow[];
  currency: string;
  start_at: string;
  end_at: string;
  group_ids: string;
  scale: ScaleRow[];
  comp_points_ticket_price: string;
  max_tickets_per_player: string;
  prizes: PrizeRow[];
}

const draftOf = (row?: OperatorLottery): Draft => ({
  slug: row?.slug ?? '',
  frontend_identifier: row?.frontend_identifier ?? 'lottery',
  titles: textRows(row?.titles),
  descriptions: textRows(row?.descriptions),
  currency: row?.currency ?? 'CAD',
  start_at: localOf(row?.start_at),
  end_at: localOf(row?.end_at),
  group_ids: listText(row?.group_ids),
  scale: Object.entries(row?.deposit_scale_rules ?? {}).flatMap(([currency, rules]) =>
    rules.map((rule) => ({
      currency,
      from: String(rule.from_amount_cents),
      price: String(rule.price_cents),
    })),
  ),
  comp_points_ticket_price: String(row?.comp_points_ticket_price ?? 0),
  max_tickets_per_player:
    row?.max_tickets_per_player === null || row?.max_tickets_per_player === undefined
      ? ''
      : String(row.max_tickets_per_player),
  prizes: (row?.prizes ?? [prizeRow({ award_place: 1 })]).map(prizeRow),
});

const bodyOf = (d: Draft) => {
  const scale: Record<string, unknown[]> = {};
  for (const row of d.scale) {
    const currency = row.currency.trim().toUpperCase();
    if (!currency) continue;
    scale[currency] = [
      ...(scale[currency] ?? []),
      { from_amount_cents: numberOr(row.from, 0), price_cents: numberOr(row.price, undefined) },
    ];
  }
  return {
    slug: d.slug.trim(),
    frontend_identifier: d.frontend_identifier.trim(),
    titles: textsOf(d.titles),
    descriptions: textsOf(d.descriptions),
    currency: d.currency.trim().toUpperCase(),
    start_at: isoOf(d.start_at) ?? undefined,
    end_at: isoOf(d.end_at) ?? undefined,
    group_ids: listOf(d.group_ids, true),
    deposit_scale_rules: scale,
    comp_points_ticket_price: numberOr(d.comp_points_ticket_price, 0),
    max_tickets_per_player: numberOr(d.max_tickets_per_player, null),
    prizes: prizesOf(d.prizes),
  };
};

function LotteryForm({
  lottery,
  onSaved,
}: {
  lottery?: OperatorLottery | undefined;
  onSaved: (saved: OperatorLottery) => void;
}) {
  const { t } = useTranslation();
  const may = useMay('promotions.write') && !lottery?.drawn_at;
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(lottery));
  const submit = usePromoSubmit();
  const saved = useSaved();
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }));
  const field = (name: keyof Draft & string, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={draft[name] as string}
      onChange={(event) => set(name, event.target.value as never)}
      error={submit.fieldError(name)}
      {...props}
    />
  );
  const setScale = (i: number, change: Partial<ScaleRow>) =>
    set(
      'scale',
      draft.scale.map((row, j) => (j === i ? { ...row, ...change } : row)),
    );
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    saved.clear();
    const answer = await submit.run(async () => {
      const body = validated(LotteryInput, bodyOf(draft));
      return lottery
        ? adminApi().request<OperatorLottery>(`/api/operator/lotteries/${lottery.id}`, {
            method: 'PUT',
            body,
          })
        : adminApi().request<OperatorLottery>('/api/operator/lotteries', { method: 'POST', body });
    });
    if (!answer) return;
    await queryClient.invalidateQueries({ queryKey: [...PROMOTIONS_KEY, 'lotteries'] });
    saved.mark();
    onSaved(answer);
  };
  const shown = Object.keys(draft).concat(
    draft.prizes.flatMap((_, i) =>
      ['award_place', 'kind', 'amount_cents', 'offer_id', 'wager_multiplier', 'freespins_count'].map(
        (f) => `prizes.${i}.${f}`,
      ),
    ),
    ['deposit_scale_rules'],
  );
  const others = submit.otherErrors(shown);
  return (
    <section aria-labelledby="lottery-form" className="flex flex-col gap-3 rounded-2xl bg-surface-2 p-4">
      <h2 id="lottery-form" className="text-xl font-semibold">
        {lottery ? t('promotions.lotteries.edit', { slug: lottery.slug }) : t('promotions.lotteries.new')}
      </h2>
      {lottery?.drawn_at ? <p>{t('promotions.lotteries.drawn_locked')}</p> : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <fieldset className="grid gap-3 sm:grid-cols-3" disabled={!may}>
          <legend className="sr-only">{t('promotions.lotteries.title')}</legend>
          {field('slug', t('promotions.lotteries.slug'))}
          {field('frontend_identifier', t('promotions.tournaments.frontend_identifier'))}
          {field('currency', t('promotions.lotteries.currency'))}
          {field('start_at', t('promotions.lotteries.start_at'), { type: 'datetime-local' })}
          {field('end_at', t('promotions.lotteries.end_at'), { type: 'datetime-local' })}
          {field('group_ids', t('promotions.offer.group_ids'), { hint: t('promotions.kit.list_hint') })}
          {field('comp_points_ticket_price', t('promotions.lotteries.comp_points_ticket_price'), {
            inputMode: 'numeric',
          })}
          {field('max_tickets_per_player', t('promotions.lotteries.max_tickets_per_player'), {
            inputMode: 'numeric',
          })}
        </fieldset>
        <TextsField
          legend={t('promotions.lotteries.titles')}
          rows={draft.titles}
          onChange={(rows) => set('titles', rows)}
          error={submit.fieldError('titles')}
        />
        <TextsField
          legend={t('promotions.lotteries.descriptions')}
          rows={draft.descriptions}
          onChange={(rows) => set('descriptions', rows)}
          multiline
        />
        <fieldset className="flex flex-col gap-2 rounded-lg border border-surface-3 p-3" disabled={!may}>
          <legend className="px-1 text-sm font-medium">{t('promotions.lotteries.scale')}</legend>
          <p className="text-xs text-ink-muted">{t('promotions.lotteries.scale_hint')}</p>
          {draft.scale.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
            <div key={i} className="flex flex-wrap items-start gap-2">
              <CellInput
                label={t('promotions.lotteries.scale_currency', { n: i + 1 })}
                value={row.currency}
                onChange={(value) => setScale(i, { currency: value.toUpperCase() })}
              />
              <CellInput
                label={t('promotions.lotteries.scale_from', { n: i + 1 })}
                value={row.from}
                onChange={(value) => setScale(i, { from: value })}
              />
              <CellInput
                label={t('promotions.lotteries.scale_price', { n: i + 1 })}
                value={row.price}
                onChange={(value) => setScale(i, { price: value })}
              />
              <Button
                variant="ghost"
                onClick={() =>
                  set(
                    'scale',
                    draft.scale.filter((_, j) => j !== i),
                  )
                }
              >
                {t('promotions.kit.remove_row', { n: i + 1 })}
              </Button>
            </div>
          ))}
          <div>
            <Button
              variant="secondary"
              onClick={() =>
                set('scale', [...draft.scale, { currency: draft.currency, from: '0', price: '' }])
              }
            >
              {t('promotions.lotteries.scale_add')}
            </Button>
          </div>
          {submit.fieldError('deposit_scale_rules') ? (
            <p className="text-sm text-danger">{submit.fieldError('deposit_scale_rules')}</p>
          ) : null}
        </fieldset>
        <PrizesField
          rows={draft.prizes}
          onChange={(rows) => set('prizes', rows)}
          fieldError={(name) => submit.fieldError(name)}
        />
        <FormError message={submit.message} />
        {others.length > 0 ? <FormError message={others.join(' · ')} /> : null}
        {may ? (
          <div className="flex items-center gap-3">
            <Button type="submit" loading={submit.busy}>
              {lottery ? t('promotions.offer.save') : t('promotions.offer.create')}
            </Button>
            <SavedNotice saved={saved.saved} />
          </div>
        ) : null}
      </form>
    </section>
  );
}
