import type { CashbackTerms } from '@orbit/contract';
import { Link, useLocation } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { modalHref } from '~/shared/modals.ts';
import { currencyInfo, formatMoney } from '~/shared/money.ts';
import { useCurrencies } from '~/shared/site/get-currencies.ts';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useCashbackTerms } from '../api/get-cashback-terms.ts';
import { payoutOf, standingOf } from '../model/cashback.ts';

const GIFTS_PATH = '/profile/gifts';

/**
 * `/promotions/cashback`: each running cashback in words from its terms — its share of the
 * period's net losses, the least loss it pays on, its cap, how it is paid (a bonus with its
 * wagering, or real money) and whether it is the player's — with how a net loss is counted.
 */
export function CashbackPage() {
  const { t } = useTranslation();
  const { href } = useLocale();
  const terms = useCashbackTerms();
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 focus:outline-none"
    >
      <nav>
        <Link to={href('/promotions')} className="text-sm text-ink-muted underline">
          {t('promotions.cashback.back')}
        </Link>
      </nav>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('promotions.cashback.title')}</h1>
        <p className="text-ink-muted">{t('promotions.cashback.intro')}</p>
      </header>
      {terms.isError ? (
        <FormError message={t('promotions.cashback.load_failed')} />
      ) : !terms.data ? (
        <p role="status">{t('promotions.loading')}</p>
      ) : terms.data.length === 0 ? (
        <p role="status" className="rounded-lg bg-surface-2 p-4" data-testid="no-cashback">
          {t('promotions.cashback.none')}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          {terms.data.map((item) => (
            <CashbackOffer key={item.id} terms={item} />
          ))}
        </div>
      )}
      <section className="flex flex-col gap-2 rounded-lg bg-surface-2 p-4">
        <h2 className="font-semibold">{t('promotions.cashback.net_loss_title')}</h2>
        <p className="text-sm text-ink-muted">{t('promotions.cashback.net_loss_text')}</p>
      </section>
    </main>
  );
}

/** One cashback's terms as sentences, and where the player stands with it. */
function CashbackOffer({ terms }: { terms: CashbackTerms }) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const location = useLocation();
  const info = currencyInfo(terms.currency, useCurrencies());
  const money = (cents: number) => formatMoney(cents, info, locale);
  const week = terms.period === 'week';
  const payout = payoutOf(terms);
  const standing = standingOf(terms);
  const facts = [
    week
      ? t('promotions.cashback.share_week', { percent: terms.percent })
      : t('promotions.cashback.share_day', { percent: terms.percent }),
    terms.min_loss_cents > 0
      ? t('promotions.cashback.min_loss', { amount: money(terms.min_loss_cents) })
      : null,
    terms.cap_cents === null
      ? null
      : week
        ? t('promotions.cashback.cap_week', { amount: money(terms.cap_cents) })
        : t('promotions.cashback.cap_day', { amount: money(terms.cap_cents) }),
    payout === 'real'
      ? t('promotions.cashback.paid_real')
      : payout === 'bonus_wager'
        ? t('promotions.cashback.paid_bonus_wager', { wager: terms.wager_multiplier })
        : t('promotions.cashback.paid_bonus_free'),
    week ? t('promotions.cashback.when_week') : t('promotions.cashback.when_day'),
  ].filter((fact): fact is string => fact !== null);

  return (
    <article
      className="flex flex-col gap-3 rounded-lg border border-surface-3 bg-surface-2 p-4"
      aria-label={terms.title}
      data-testid="cashback-offer"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold">{terms.title}</h2>
        {terms.members_only ? (
          <span className="rounded-full bg-amber-500/20 px-2 py-0.5 text-xs font-semibold text-amber-300">
            {t('promotions.cashback.members_badge')}
          </span>
        ) : null}
      </div>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <p className="text-sm font-semibold" data-testid="cashback-standing">
        {standing === 'yours' ? (
          <>
            {t('promotions.cashback.yours')}{' '}
            <Link to={href(GIFTS_PATH)} className="text-brand underline">
              {t('promotions.cashback.see_gifts')}
            </Link>
          </>
        ) : standing === 'members_only' ? (
          t('promotions.cashback.members_only')
        ) : standing === 'not_available' ? (
          t('promotions.cashback.not_available')
        ) : (
          <Link to={modalHref(location, 'registration')} className="text-brand underline">
            {t('promotions.cashback.sign_up')}
          </Link>
        )}
      </p>
    </article>
  );
}
