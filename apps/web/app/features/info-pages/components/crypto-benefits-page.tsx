import type { CmsPage } from '@orbit/contract';
import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useCurrencies } from '~/shared/site/get-currencies.ts';
import { primaryLink, secondaryLink } from './buttons.ts';

/**
 * `/benefits-of-crypto`: the operator's text about paying with crypto (a CMS page, when there is
 * one) and the cryptocurrencies this casino takes (`/api/info/currencies`).
 */
export function CryptoBenefitsPage({ page }: { page: CmsPage | null }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const coins = useCurrencies().filter((currency) => !currency.fiat && currency.enabled);
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 focus:outline-none"
    >
      <article>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          {page?.title || t('pages.crypto.title')}
        </h1>
        {page?.content.trim() ? (
          <div
            className="cms-content mt-6"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: CMS HTML is sanitised by the server.
            dangerouslySetInnerHTML={{ __html: page.content }}
          />
        ) : (
          <p className="mt-6 text-ink-muted">{t('pages.crypto.intro')}</p>
        )}
      </article>
      <section aria-labelledby="crypto-currencies" className="flex flex-col gap-3">
        <h2 id="crypto-currencies" className="text-xl font-semibold">
          {t('pages.crypto.currencies')}
        </h2>
        {coins.length === 0 ? (
          <p className="text-ink-muted">{t('pages.crypto.none')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="crypto-currencies">
            {coins.map((coin) => (
              <li
                key={coin.code}
                className="flex items-center gap-3 rounded-lg border border-surface-3 bg-surface-2 px-4 py-3"
              >
                <span aria-hidden="true" className="text-2xl">
                  {coin.symbol}
                </span>
                <span className="font-semibold">{coin.code}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="flex flex-wrap gap-3">
        <Link to={href('/deposit')} className={primaryLink}>
          {t('pages.crypto.deposit')}
        </Link>
        <Link to={href('/payment-methods')} className={secondaryLink}>
          {t('pages.crypto.methods')}
        </Link>
      </div>
    </main>
  );
}
