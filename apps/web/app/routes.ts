import { DEFAULT_LOCALE, LOCALES } from '@orbit/contract';
import {
  index,
  layout,
  prefix,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from '@react-router/dev/routes';

/**
 * Every page exists without a prefix (default locale) and under each other locale's
 * static prefix (`/de/profile`), so a locale never competes with a page slug.
 * Route ids carry the locale to stay unique.
 */
function pages(locale?: string): RouteConfigEntry[] {
  const id = (name: string) => (locale ? `${locale}:${name}` : name);
  return [
    index('routes/home.tsx', { id: id('home') }),
    // Auth modals are pages of their own that show the home page behind the modal.
    ...['login', 'registration', 'remind', 'new-password', 'email-verify', 'email-confirmation'].map((path) =>
      route(path, 'routes/home.tsx', { id: id(path) }),
    ),
    route('profile', 'routes/profile/layout.tsx', { id: id('profile') }, [
      index('routes/profile/personal.tsx', { id: id('profile-personal') }),
      route('balance-history', 'routes/profile/balance-history.tsx', { id: id('profile-balance-history') }),
      route('security', 'routes/profile/security.tsx', { id: id('profile-security') }),
      route('subscriptions', 'routes/profile/subscriptions.tsx', { id: id('profile-subscriptions') }),
      route('games-history', 'routes/profile/games-history.tsx', { id: id('profile-games-history') }),
      route('limits', 'routes/profile/limits.tsx', { id: id('profile-limits') }),
      route('gifts', 'routes/profile/gifts.tsx', { id: id('profile-gifts') }),
      route('verification', 'routes/profile/verification.tsx', { id: id('profile-verification') }),
      // The loyalty levels belong to the comp-shop feature.
      route('levels', 'routes/comp-shop/levels.tsx', { id: id('profile-levels') }),
    ]),
    // The cashbox: popups of their own paths, login required.
    ...[
      'deposit',
      'accounts/:accountId/deposit',
      'deposit-bonus',
      'deposit-fast',
      'withdraw',
      'cashbox',
      'dashboard',
    ].map((path) => route(path, 'routes/cashbox.tsx', { id: id(`cashbox-${path.replace(/[/:]/g, '-')}`) })),
    // The payment methods table, public.
    route('payment-methods', 'routes/payment-methods.tsx', { id: id('payment-methods') }),
    // The limits e-mail's confirmation link.
    route('limits/confirm', 'routes/limits-confirm.tsx', { id: id('limits-confirm') }),
    // The game page (GameItem) and the provably-fair verifier.
    route('play/:producer/:name', 'routes/play.tsx', { id: id('play') }),
    route('provably-fair', 'routes/fairness.tsx', { id: id('fairness') }),
    // The game lists (pokies, live, categories, producers, favourites).
    route('pokies/:slug', 'routes/games/pokies.tsx', { id: id('games-pokies') }),
    route('slots/:slug?', 'routes/games/slots.ts', { id: id('games-slots') }),
    route('live/:slug', 'routes/games/live.tsx', { id: id('games-live') }),
    route('categories/:slug/:page?', 'routes/games/category.tsx', { id: id('games-category') }),
    route('producers/:slug/:page?', 'routes/games/producer.tsx', { id: id('games-producer') }),
    route('favorite-games', 'routes/games/favorites.tsx', { id: id('games-favorites') }),
    // The visitor's offers and the cashback's terms (before the CMS pages' `:slug`).
    route('promotions', 'routes/promotions.tsx', { id: id('promotions') }),
    route('promotions/cashback', 'routes/promotions-cashback.tsx', { id: id('promotions-cashback') }),
    // The comp shop and its tabs (compPoints, compPointsFreeSpins, compPointsMoney, compPointsSpecial).
    route('rocket-mart/:tab?', 'routes/comp-shop/shop.tsx', { id: id('comp-points') }),
    // The VIP adventure calendar.
    route('rocketplay-adventure', 'routes/adventure/adventure.tsx', { id: id('adventure') }),
    // The VIP club.
    route('rocketplay-vipclub', 'routes/vip/vip-club.tsx', { id: id('vip-club') }),
    // The prize wheel (the shop's and the casino's), its spin and segments pages; rocket chance.
    ...['rocketmart-wheel', 'rocketplay-wheel'].flatMap((base) => [
      route(base, 'routes/wheel/wheel.tsx', { id: id(base) }),
      route(`${base}/spin`, 'routes/wheel/spin.tsx', { id: id(`${base}-spin`) }),
      route(`${base}/segments`, 'routes/wheel/segments.tsx', { id: id(`${base}-segments`) }),
    ]),
    route('rocket-chance', 'routes/wheel/rocket-chance.tsx', { id: id('rocket-chance') }),
    // Quests (questPage) and a lottery's page (LotteryPage).
    route('quests', 'routes/quests/quests.tsx', { id: id('quests') }),
    route('quests/:slug', 'routes/quests/quest.tsx', { id: id('quest') }),
    route('lottery/:slug', 'routes/lotteries/lottery.tsx', { id: id('lottery') }),
    // Tournaments: the list and its tabs, a tournament's page, the running ones' leaderboards;
    // /arena and /promo lead to the list for now.
    route('tournaments', 'routes/tournaments/list.tsx', { id: id('tournaments') }),
    ...['all', 'producers', 'lotteries', 'actions', 'achievements', 'archive'].map((tab) =>
      route(`tournaments/${tab}`, 'routes/tournaments/list.tsx', { id: id(`tournaments-${tab}`) }),
    ),
    route('tournaments/:slug', 'routes/tournaments/tournament.tsx', { id: id('tournament') }),
    route('leaderboard', 'routes/tournaments/leaderboard.tsx', { id: id('leaderboard') }),
    ...['arena', 'promo'].map((path) => route(path, 'routes/tournaments/to-list.ts', { id: id(path) })),
    // Support: the chat, the contact form and the FAQ.
    route('support', 'routes/support.tsx', { id: id('support') }),
    // Pages of spec 2 §2: the error page, crypto, the feature flags (dev tools), sport, the blog,
    // one offer, a named popup (all before the CMS pages' `:slug`).
    route('oops', 'routes/oops.tsx', { id: id('oops') }),
    route('benefits-of-crypto', 'routes/benefits-of-crypto.tsx', { id: id('benefits-of-crypto') }),
    route('ffc', 'routes/feature-flags.tsx', { id: id('ffc') }),
    route('sport/:param?', 'routes/sport.tsx', { id: id('sport') }),
    route('blog', 'routes/news/list.tsx', { id: id('news') }),
    route('blog/:slug', 'routes/news/article.tsx', { id: id('news-article') }),
    route('bonus/:id', 'routes/single-bonus.tsx', { id: id('single-bonus') }),
    route('popup/:name?', 'routes/named-popup.tsx', { id: id('named-popup') }),
    route(':slug', 'routes/static-page.tsx', { id: id('static-page') }),
    route('*', 'routes/not-found.tsx', { id: id('not-found') }),
  ];
}

export default [
  route('messages/:file', 'routes/resources/messages.ts'),
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('robots.txt', 'routes/resources/robots.ts'),
  // The house games' own page, shown in the game iframe: outside the casino shell.
  route('house/play/:token', 'routes/house/play.tsx'),
  // The back office: its own route tree, chunks and catalogues (app/admin).
  route('admin/sign-in', 'admin/routes/sign-in.tsx'),
  route('admin/setup', 'admin/routes/setup.tsx'),
  route('admin', 'admin/routes/layout.tsx', [
    index('admin/routes/dashboard.tsx'),
    route('operators', 'admin/routes/operators.tsx'),
    route('audit', 'admin/routes/audit.tsx'),
    route('content', 'admin/routes/content.tsx', [
      index('admin/routes/content-pages.tsx'),
      route('snippets', 'admin/routes/content-snippets.tsx'),
      route('config', 'admin/routes/content-config.tsx'),
      route('hosts', 'admin/routes/content-hosts.tsx'),
    ]),
    route('games', 'admin/routes/games.tsx', [
      index('admin/routes/games-catalogue.tsx'),
      route('categories', 'admin/routes/games-categories.tsx'),
      route('producers', 'admin/routes/games-producers.tsx'),
      route('providers', 'admin/routes/games-providers.tsx'),
      route('jackpots', 'admin/routes/games-jackpots.tsx'),
      route('rtp', 'admin/routes/games-rtp.tsx'),
    ]),
    route('promotions', 'admin/routes/promotions.tsx', [
      index('admin/routes/promotions-offers.tsx'),
      route('offers/:id', 'admin/routes/promotions-offer.tsx'),
      route('grants', 'admin/routes/promotions-grants.tsx'),
      route('cashback', 'admin/routes/promotions-cashback.tsx'),
      route('tournaments', 'admin/routes/promotions-tournaments.tsx'),
      route('lotteries', 'admin/routes/promotions-lotteries.tsx'),
      route('loyalty', 'admin/routes/promotions-loyalty.tsx'),
      route('wheel', 'admin/routes/promotions-wheel.tsx'),
      route('adventure', 'admin/routes/promotions-adventure.tsx'),
      route('banners', 'admin/routes/promotions-banners.tsx'),
    ]),
    route('players', 'admin/routes/players.tsx'),
    route('players/adjustments', 'admin/routes/players-adjustments.tsx'),
    route('players/:id', 'admin/routes/players-detail.tsx'),
    route('reports', 'admin/routes/reports.tsx', [
      index('admin/routes/reports-ggr.tsx'),
      route('responsible-gambling', 'admin/routes/reports-responsible-gambling.tsx'),
      route('affiliates', 'admin/routes/reports-affiliates.tsx'),
    ]),
    route('support', 'admin/routes/support.tsx'),
    route('support/contact', 'admin/routes/support-contact.tsx'),
    route('support/notifications', 'admin/routes/support-notifications.tsx'),
    route('support/surveys', 'admin/routes/support-surveys.tsx'),
    route('payments', 'admin/routes/payments.tsx', [
      index('admin/routes/payments-queue.tsx'),
      route('deposits', 'admin/routes/payments-deposits.tsx'),
      route('all', 'admin/routes/payments-all.tsx'),
      route('callbacks', 'admin/routes/payments-callbacks.tsx'),
      route('stats', 'admin/routes/payments-stats.tsx'),
    ]),
    route('verification', 'admin/routes/verification.tsx'),
    route('*', 'admin/routes/not-found.tsx'),
  ]),
  layout('routes/layout.tsx', [
    ...pages(),
    ...LOCALES.filter((l) => l !== DEFAULT_LOCALE).flatMap((locale) => prefix(locale, pages(locale))),
  ]),
] satisfies RouteConfig;
