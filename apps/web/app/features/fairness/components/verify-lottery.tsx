import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '~/shared/api/client.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { type LotteryFields, lotteryFieldsOfParams } from '~/shared/lottery-verify-link.ts';
import { Button } from '~/shared/ui/button.tsx';
import { TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useLotteryTickets } from '../api/lottery-tickets.ts';
import { checkTicketList, type LotteryFieldError, verifyLottery } from '../model/lottery-verify.ts';
import { Check } from './check.tsx';
import { useFairLibrary } from './use-fair-library.ts';

const FIELD_ERRORS: Record<LotteryFieldError, string> = {
  server_seed: 'fairness.lottery.errors.server_seed',
  tickets_hash: 'fairness.lottery.errors.tickets_hash',
  ticket_count: 'fairness.lottery.errors.ticket_count',
  places: 'fairness.lottery.errors.places',
  seed_hash: 'fairness.lottery.errors.seed_hash',
};

const parseId = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * "Verify a lottery draw": the revealed server seed, the ticket list's hash, the ticket count and
 * the places — pasted or from a lottery page's link — give the winning tickets, computed in the
 * browser with the server's own draw; the published ticket list can be fetched and its hash checked.
 * Needs nothing of the player's: a guest can use it too.
 */
export function VerifyLottery() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // The link's values are where the form starts; from then on the form is the visitor's.
  const initial = useMemo(() => lotteryFieldsOfParams(params), [params]);
  const [fields, setFields] = useState<LotteryFields>(initial.fields);
  const [lotteryId, setLotteryId] = useState(initial.lotteryId === null ? '' : String(initial.lotteryId));
  const [fetchId, setFetchId] = useState<number | null>(null);
  const library = useFairLibrary(true);
  const list = useLotteryTickets(fetchId);

  const set = (name: keyof LotteryFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const result = library.data ? verifyLottery(fields, library.data) : null;
  const invalid = result?.status === 'invalid' ? result.fields : [];
  const errorOf = (field: LotteryFieldError) => (invalid.includes(field) ? t(FIELD_ERRORS[field]) : null);
  const listCheck = list.data && library.data ? checkTicketList(list.data, fields, library.data) : null;
  const id = parseId(lotteryId);
  const listError =
    list.error instanceof ApiError && list.error.code === 'tickets_not_published'
      ? t('fairness.lottery.list.not_published')
      : list.isError
        ? t('fairness.lottery.list.error')
        : null;

  return (
    <section
      aria-labelledby="fair-lottery"
      className="flex flex-col gap-4 rounded-2xl bg-surface-2 p-4 sm:p-6"
      data-testid="verify-lottery"
    >
      <h2 id="fair-lottery" className="text-lg font-bold">
        {t('fairness.lottery.title')}
      </h2>
      <p className="text-sm text-ink-muted">{t('fairness.lottery.intro')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={t('fairness.seeds.server_seed')}
          name="server_seed"
          autoComplete="off"
          spellCheck={false}
          value={fields.serverSeed}
          error={errorOf('server_seed')}
          onChange={set('serverSeed')}
        />
        <TextField
          className="sm:col-span-2"
          label={t('fairness.lottery.tickets_hash')}
          name="tickets_hash"
          autoComplete="off"
          spellCheck={false}
          value={fields.ticketsHash}
          error={errorOf('tickets_hash')}
          onChange={set('ticketsHash')}
        />
        <TextField
          label={t('fairness.lottery.ticket_count')}
          name="ticket_count"
          inputMode="numeric"
          autoComplete="off"
          value={fields.ticketCount}
          error={errorOf('ticket_count')}
          onChange={set('ticketCount')}
        />
        <TextField
          label={t('fairness.lottery.places')}
          name="places"
          inputMode="numeric"
          autoComplete="off"
          value={fields.places}
          error={errorOf('places')}
          onChange={set('places')}
        />
        <TextField
          className="sm:col-span-2"
          label={t('fairness.lottery.seed_hash')}
          hint={t('fairness.lottery.seed_hash_hint')}
          name="seed_hash"
          autoComplete="off"
          spellCheck={false}
          value={fields.seedHash}
          error={errorOf('seed_hash')}
          onChange={set('seedHash')}
        />
      </div>
      {library.isError ? <FormError message={t('fairness.errors.load')} /> : null}
      {result?.status === 'incomplete' ? (
        <p className="text-sm text-ink-muted">{t('fairness.lottery.incomplete')}</p>
      ) : null}
      {result?.status === 'checked' ? (
        <div className="flex flex-col gap-3" data-testid="lottery-verification" aria-live="polite">
          <ul className="flex flex-col gap-1">
            <Check ok={result.seedHashMatches} testId="lottery-check-seed">
              {t('fairness.lottery.seed_check')}
            </Check>
          </ul>
          {result.winners.length === 0 ? (
            <p>{t('fairness.lottery.no_winners')}</p>
          ) : (
            <table className="w-full text-left text-sm">
              <caption className="pb-2 text-left font-semibold">{t('fairness.lottery.winners')}</caption>
              <thead className="text-ink-muted">
                <tr>
                  <th scope="col" className="py-1 pr-3">
                    {t('fairness.lottery.place')}
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    {t('fairness.lottery.ticket')}
                  </th>
                  {listCheck ? (
                    <th scope="col" className="py-1">
                      {t('fairness.lottery.holder')}
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {result.winners.map((winner) => (
                  <tr
                    key={winner.place}
                    className="border-t border-surface-3"
                    data-testid="lottery-verified-winner"
                    data-place={winner.place}
                  >
                    <td className="py-1 pr-3">{winner.place}</td>
                    <td className="py-1 pr-3 font-mono" data-testid="lottery-verified-ticket">
                      {winner.ticket}
                    </td>
                    {listCheck ? (
                      <td className="py-1">{listCheck.holders.get(winner.ticket) ?? '—'}</td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      ) : null}
      <div className="flex flex-col gap-3 border-t border-surface-3 pt-4" data-testid="lottery-list">
        <h3 className="font-bold">{t('fairness.lottery.list.title')}</h3>
        <p className="text-sm text-ink-muted">{t('fairness.lottery.list.intro')}</p>
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            label={t('fairness.lottery.lottery_id')}
            name="lottery_id"
            inputMode="numeric"
            autoComplete="off"
            value={lotteryId}
            onChange={(event) => setLotteryId(event.target.value)}
          />
          <Button
            variant="secondary"
            disabled={id === null}
            loading={list.isFetching}
            onClick={() => {
              if (id === null) return;
              if (id === fetchId) void list.refetch();
              else setFetchId(id);
            }}
          >
            {t('fairness.lottery.list.fetch')}
          </Button>
        </div>
        {listError ? <FormError message={listError} /> : null}
        {listCheck && list.data ? (
          <div className="flex flex-col gap-2" aria-live="polite" data-testid="lottery-list-check">
            <p>{t('fairness.lottery.list.count', { count: list.data.tickets.length })}</p>
            <ul className="flex flex-col gap-1">
              <Check ok={listCheck.listHashMatches} testId="lottery-check-list-hash">
                {t('fairness.lottery.list.hash_check')}
              </Check>
              <Check ok={listCheck.drawHashMatches} testId="lottery-check-draw-hash">
                {t('fairness.lottery.list.draw_hash_check')}
              </Check>
              <Check ok={listCheck.countMatches} testId="lottery-check-count">
                {t('fairness.lottery.list.count_check')}
              </Check>
            </ul>
            <p className="break-all font-mono text-xs text-ink-muted">
              {t('fairness.lottery.list.computed', { hash: listCheck.computedHash })}
            </p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
