import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { modalHref } from '~/shared/modals.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useCompPoints } from '../api/get-comp-points.ts';
import { useShopCards } from '../api/get-shop-cards.ts';
import { cardsOfTab, SHOP_TABS, type ShopCard, type ShopTab } from '../model/shop.ts';
import { PurchaseDialog } from './purchase-dialog.tsx';
import { ShopCardView } from './shop-card.tsx';
import { useCoinsFormat } from './use-coins-format.ts';

/**
 * `/rocket-mart` and its tabs: the banner with the player's coins, the tabs All, Free spins, Money
 * reward and Special rewards, the cards (a card opens its purchase popup) and how the shop works.
 */
export function ShopPage({ tab }: { tab: ShopTab }) {
  const { t } = useTranslation();
  const { player, data: visitor } = usePlayer();
  const cards = useShopCards();
  const [buying, setBuying] = useState<ShopCard | null>(null);
  const shown = cardsOfTab(cards.data ?? [], tab);
  const currency = player?.currency ?? visitor?.currency ?? 'EUR';
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 focus:outline-none"
    >
      <ShopBanner />
      <ShopTabs tab={tab} />
      <section aria-labelledby="comp-cards-title" className="flex flex-col gap-4" data-testid="comp-cards">
        <h2 id="comp-cards-title" className="sr-only">
          {t(`comp.tabs.${tab}`)}
        </h2>
        {cards.isError ? <FormError message={t('comp.errors.load_cards')} /> : null}
        {!cards.data && !cards.isError ? <p role="status">{t('comp.loading')}</p> : null}
        {cards.data && shown.length === 0 ? (
          <p className="rounded-xl bg-surface-2 p-6 text-center text-ink-muted" data-testid="comp-empty">
            {t('comp.empty')}
          </p>
        ) : null}
        {shown.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((card) => (
              <li key={`${card.kind}-${card.group}`} className="flex">
                <ShopCardView card={card} currency={currency} signedIn={player !== null} onBuy={setBuying} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <ReadMore />
      {buying ? <PurchaseDialog card={buying} onClose={() => setBuying(null)} /> : null}
    </main>
  );
}

/** The banner: what the shop is, and the player's coins (a guest's way to start collecting). */
function ShopBanner() {
  const { t } = useTranslation();
  const location = useLocation();
  const { player } = usePlayer();
  const points = useCompPoints(player !== null);
  const coins = useCoinsFormat();
  const balance = points.data?.chargeable.points;
  return (
    <header className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand via-fuchsia-600 to-amber-500 p-6 text-white shadow-xl shadow-black/30 sm:p-10">
      <div className="flex flex-col gap-3 sm:max-w-xl">
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t('comp.page.title')}</h1>
        <p className="text-white/90">{t('comp.page.intro')}</p>
        {player ? (
          <p className="text-lg font-semibold" data-testid="comp-balance">
            {balance === undefined
              ? t('comp.loading')
              : t('comp.page.balance', { count: balance, coins: coins(balance) })}
          </p>
        ) : (
          <Link
            to={modalHref(location, 'registration')}
            className="inline-flex min-h-11 items-center justify-center self-start rounded-lg bg-white px-4 py-2 font-semibold text-surface hover:bg-white/90"
          >
            {t('comp.page.guest_cta')}
          </Link>
        )}
      </div>
    </header>
  );
}

function ShopTabs({ tab }: { tab: ShopTab }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <nav aria-label={t('comp.tabs.label')} className="overflow-x-auto border-b border-surface-3">
      <ul className="flex gap-1">
        {SHOP_TABS.map((item) => (
          <li key={item.id}>
            <Link
              to={href(item.path)}
              preventScrollReset
              aria-current={item.id === tab ? 'page' : undefined}
              data-testid={`comp-tab-${item.id}`}
              className={`inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-4 font-medium ${item.id === tab ? 'border-brand text-ink' : 'border-transparent text-ink-muted hover:text-ink'}`}
            >
              {t(`comp.tabs.${item.id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** How coins are earned and spent, folded away under the cards. */
function ReadMore() {
  const { t } = useTranslation();
  return (
    <details className="rounded-2xl bg-surface-2 p-5" data-testid="comp-read-more">
      <summary className="cursor-pointer font-semibold">{t('comp.more.title')}</summary>
      <div className="mt-3 flex flex-col gap-2 text-ink-muted">
        <p>{t('comp.more.earn')}</p>
        <p>{t('comp.more.spend')}</p>
        <p>{t('comp.more.levels')}</p>
        <p>{t('comp.more.wager')}</p>
      </div>
    </details>
  );
}
