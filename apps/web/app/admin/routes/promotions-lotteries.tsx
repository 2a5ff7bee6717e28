import { LotteryInput, type OperatorLottery } from '@orbit/contract';
import { useTranslation } from '~/shared/i18n/react.tsx';
import {
  type CompetitionDraft,
  CompetitionForm,
  type CompetitionSpec,
  competitionColumns,
} from '../promotions/competition.tsx';
import { formatTime } from '../promotions/format.ts';
import { numberOr } from '../promotions/forms.ts';
import { ListEditorScreen } from '../promotions/list-screen.tsx';
import { prizeRow } from '../promotions/prizes.tsx';
import { CellInput, RowsFieldset } from '../promotions/rows.tsx';
import { useMay } from '../shared/api.ts';

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
  return (
    <ListEditorScreen<OperatorLottery>
      area="lotteries"
      rowTestId="promotions-lottery-row"
      columns={(choose) => [
        ...competitionColumns('lotteries', t, choose),
        { id: 'tickets', header: t('promotions.lotteries.tickets'), cell: (row) => row.tickets_count },
        {
          id: 'draw',
          header: t('promotions.lotteries.draw'),
          cell: (row) => t(`promotions.lotteries.states.${drawState(row)}`),
        },
      ]}
    >
      {(lottery, onSaved) => (
        <>
          {lottery ? <DrawProofs lottery={lottery} /> : null}
          <LotteryForm lottery={lottery} onSaved={onSaved} />
        </>
      )}
    </ListEditorScreen>
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

interface Draft extends CompetitionDraft {
  scale: ScaleRow[];
  comp_points_ticket_price: string;
  max_tickets_per_player: string;
}

const draftOf = (row?: OperatorLottery) => ({
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
    deposit_scale_rules: scale,
    comp_points_ticket_price: numberOr(d.comp_points_ticket_price, 0),
    max_tickets_per_player: numberOr(d.max_tickets_per_player, null),
  };
};

const SPEC: CompetitionSpec<OperatorLottery, Draft> = {
  area: 'lotteries',
  fallback: { frontend_identifier: 'lottery', prizes: [prizeRow({ award_place: 1 })] },
  draftOf,
  schema: LotteryInput,
  bodyOf,
};

function LotteryForm({
  lottery,
  onSaved,
}: {
  lottery: OperatorLottery | undefined;
  onSaved: (saved: OperatorLottery) => void;
}) {
  const { t } = useTranslation();
  const may = useMay('promotions.write') && !lottery?.drawn_at;
  return (
    <CompetitionForm
      spec={SPEC}
      record={lottery}
      onSaved={onSaved}
      may={may}
      notice={lottery?.drawn_at ? <p>{t('promotions.lotteries.drawn_locked')}</p> : null}
      fields={({ field }) => (
        <>
          {field('comp_points_ticket_price', t('promotions.lotteries.comp_points_ticket_price'), {
            inputMode: 'numeric',
          })}
          {field('max_tickets_per_player', t('promotions.lotteries.max_tickets_per_player'), {
            inputMode: 'numeric',
          })}
        </>
      )}
      shown={['deposit_scale_rules']}
      below={({ draft, set, submit }) => (
        <RowsFieldset
          legend={t('promotions.lotteries.scale')}
          hint={t('promotions.lotteries.scale_hint')}
          error={submit.fieldError('deposit_scale_rules')}
          rows={draft.scale}
          onChange={(rows) => set('scale', rows)}
          blank={() => ({ currency: draft.currency, from: '0', price: '' })}
          addLabel={t('promotions.lotteries.scale_add')}
          disabled={!may}
        >
          {(row, i, change) => (
            <>
              <CellInput
                label={t('promotions.lotteries.scale_currency', { n: i + 1 })}
                value={row.currency}
                onChange={(value) => change({ currency: value.toUpperCase() })}
              />
              <CellInput
                label={t('promotions.lotteries.scale_from', { n: i + 1 })}
                value={row.from}
                onChange={(value) => change({ from: value })}
              />
              <CellInput
                label={t('promotions.lotteries.scale_price', { n: i + 1 })}
                value={row.price}
                onChange={(value) => change({ price: value })}
              />
            </>
          )}
        </RowsFieldset>
      )}
    />
  );
}
