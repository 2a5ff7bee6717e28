import type { Lottery } from '@orbit/contract';
import { Link, useLocation } from 'react-router';
import { BannerTimer } from '~/features/lobby/index.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { lotteryVerifyPath } from '~/shared/lottery-verify-link.ts';
import { modalHref } from '~/shared/modals.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { useLottery } from '../api/get-lottery.ts';
import { depositRules, isDrawn, sortedTickets, winnersOf } from '../model/lottery.ts';
import { useLiveLotteries } from './live-lottery.tsx';
import { useLotteryFormat } from './use-lottery-format.ts';

const card = 'flex flex-col gap-3 rounded-2xl bg-surface-2 p-4 sm:p-6';
const COMP_SHOP_PATH = '/rocket-mart';

/** How tickets come: deposits (per currency and step), the comp shop, and the cap per player. */
function HowToGet({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { money } = useLotteryFormat();
  const rules = depositRules(lottery);
  return (
    <section aria-labelledby="lottery-how" className={card} data-testid="lottery-how">
      <h2 id="lottery-how" className="text-lg font-bold">
        {t('lotteries.how.title')}
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        {rules.map((rule) => (
          <li key={`${rule.currency}-${rule.fromCents}`}>
            {t('lotteries.how.deposit', {
              from: money(rule.fromCents, rule.currency),
              price: money(rule.priceCents, rule.currency),
            })}
          </li>
        ))}
        {lottery.comp_points_ticket_price > 0 ? (
          <li>
            {t('lotteries.how.shop', { count: lottery.comp_points_ticket_price })}{' '}
            <Link to={href(COMP_SHOP_PATH)} className="font-semibold text-accent underline">
              {t('lotteries.how.shop_link')}
            </Link>
          </li>
        ) : null}
        {rules.length === 0 && lottery.comp_points_ticket_price === 0 ? (
          <li>{t('lotteries.how.none')}</li>
        ) : null}
      </ul>
      {lottery.max_tickets_count_to_player !== null ? (
        <p className="text-sm text-ink-muted">
          {t('lotteries.how.max', { count: lottery.max_tickets_count_to_player })}
        </p>
      ) : null}
    </section>
  );
}

/** The places and their prizes; once drawn, who won each with which ticket. */
function Prizes({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation();
  const { prize } = useLotteryFormat();
  const drawn = isDrawn(lottery);
  const places = [...lottery.prizes].sort((a, b) => a.award_place - b.award_place);
  return (
    <section aria-labelledby="lottery-prizes" className={card} data-testid="lottery-prizes">
      <h2 id="lottery-prizes" className="text-lg font-bold">
        {drawn ? t('lotteries.winners.title') : t('lotteries.prizes.title')}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-ink-muted">
            <tr>
              <th scope="col" className="py-1 pr-3">
                {t('lotteries.prizes.place')}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t('lotteries.prizes.prize')}
              </th>
              {drawn ? (
                <>
                  <th scope="col" className="py-1 pr-3">
                    {t('lotteries.winners.nickname')}
                  </th>
                  <th scope="col" className="py-1 text-right">
                    {t('lotteries.winners.ticket')}
                  </th>
                </>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {places.map((place) => (
              <tr
                key={place.award_place}
                className="border-t border-surface-3"
                data-testid="lottery-place"
                data-place={place.award_place}
              >
                <td className="py-2 pr-3 font-semibold">
                  {t('lotteries.prizes.ordinal', { place: place.award_place })}
                </td>
                <td className="py-2 pr-3">{prize(place, lottery.currency)}</td>
                {drawn ? (
                  <>
                    <td className="py-2 pr-3">{place.nickname ?? t('lotteries.winners.unawarded')}</td>
                    <td className="py-2 text-right font-mono" data-testid="lottery-winning-ticket">
                      {place.ticket ?? '—'}
                    </td>
                  </>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The player's own ticket numbers; a guest is asked to sign in. */
function MyTickets({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation();
  const { signedIn } = usePlayer();
  const location = useLocation();
  const won = new Set(winnersOf(lottery).map((winner) => winner.ticket));
  const tickets = sortedTickets(lottery.tickets);
  return (
    <section aria-labelledby="lottery-mine" className={card} data-testid="lottery-my-tickets">
      <h2 id="lottery-mine" className="text-lg font-bold">
        {t('lotteries.mine.title')}
      </h2>
      {!signedIn ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-ink-muted">{t('lotteries.mine.guest')}</p>
          <Link
            to={modalHref(location, 'login', { redirect: `${location.pathname}${location.search}` })}
            className="inline-flex min-h-11 items-center rounded-full bg-brand px-5 py-2 font-bold text-white hover:bg-brand-strong"
          >
            {t('lotteries.mine.sign_in')}
          </Link>
        </div>
      ) : tickets.length === 0 ? (
        <p className="text-ink-muted">{t('lotteries.mine.none')}</p>
      ) : (
        <>
          <p data-testid="lottery-my-count">{t('lotteries.mine.count', { count: tickets.length })}</p>
          <ul className="flex flex-wrap gap-2" aria-label={t('lotteries.mine.list')}>
            {tickets.map((ticket) => (
              <li
                key={ticket}
                data-testid="lottery-my-ticket"
                className={`rounded-lg px-3 py-1 font-mono tabular-nums ${won.has(ticket) ? 'bg-accent font-bold text-surface' : 'bg-surface-3'}`}
              >
                {won.has(ticket) ? (
                  <>
                    {ticket} <span className="sr-only">{t('lotteries.mine.won')}</span>
                  </>
                ) : (
                  ticket
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The proof: the seed's hash from the start; after the draw the seed, the ticket list's hash and the way to check. */
function Proof({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { date } = useLotteryFormat();
  const { draw } = lottery;
  const verify = lotteryVerifyPath(lottery);
  const value = (label: string, text: string, testId: string) => (
    <>
      <dt className="text-ink-muted">{label}</dt>
      <dd className="break-all font-mono text-sm" data-testid={testId}>
        {text}
      </dd>
    </>
  );
  return (
    <section aria-labelledby="lottery-proof" className={card} data-testid="lottery-proof">
      <h2 id="lottery-proof" className="text-lg font-bold">
        {t('lotteries.proof.title')}
      </h2>
      <p className="text-sm text-ink-muted">{t('lotteries.proof.intro')}</p>
      <dl className="grid gap-1">
        {value(t('lotteries.proof.seed_hash'), draw.server_seed_hash, 'lottery-seed-hash')}
        {draw.server_seed ? value(t('lotteries.proof.seed'), draw.server_seed, 'lottery-seed') : null}
        {draw.tickets_hash
          ? value(t('lotteries.proof.tickets_hash'), draw.tickets_hash, 'lottery-tickets-hash')
          : null}
        {draw.drawn_at ? value(t('lotteries.proof.drawn_at'), date(draw.drawn_at), 'lottery-drawn-at') : null}
      </dl>
      {verify ? (
        <Link
          to={href(verify)}
          className="inline-flex min-h-11 items-center self-start rounded-full bg-brand px-5 py-2 font-bold text-white hover:bg-brand-strong"
          data-testid="lottery-verify"
        >
          {t('lotteries.proof.verify')}
        </Link>
      ) : (
        <p className="text-sm">{t('lotteries.proof.pending')}</p>
      )}
    </section>
  );
}

/** `/lottery/{slug}`: the lottery, its time status, how to take part, its prizes, the player's tickets and the draw's proof. */
export function LotteryPage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { data: lottery, isError } = useLottery(slug);
  const { date } = useLotteryFormat();
  useLiveLotteries();
  if (!lottery)
    return (
      <main id="main" className="mx-auto w-full max-w-4xl p-4 sm:p-6">
        <p role={isError ? 'alert' : 'status'}>{isError ? t('lotteries.error') : t('lotteries.loading')}</p>
      </main>
    );
  return (
    <main
      id="main"
      className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4 sm:p-6"
      data-testid="lottery-page"
    >
      <header className="flex flex-col gap-3 rounded-2xl bg-gradient-to-r from-brand/40 to-surface-2 p-4 sm:p-6">
        <h1 className="text-2xl font-bold sm:text-3xl">{lottery.title}</h1>
        {lottery.description ? <p className="text-ink-muted">{lottery.description}</p> : null}
        <BannerTimer timer={lottery} />
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-2">
            <dt className="text-ink-muted">{t('lotteries.facts.draw')}</dt>
            <dd>{date(lottery.end_at)}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-ink-muted">{t('lotteries.facts.tickets')}</dt>
            <dd className="tabular-nums" data-testid="lottery-tickets-count">
              {lottery.lottery_tickets_count}
            </dd>
          </div>
        </dl>
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        <MyTickets lottery={lottery} />
        <HowToGet lottery={lottery} />
      </div>
      <Prizes lottery={lottery} />
      <Proof lottery={lottery} />
    </main>
  );
}
