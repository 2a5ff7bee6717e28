import { playerGroups, splitLocalePath } from '@orbit/contract';
import { HydrationBoundary } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, type ShouldRevalidateFunctionArgs, useLocation } from 'react-router';
import { bannersQueryOptions, useBanners } from '~/features/cms/api/get-banners.ts';
import { BannerHero } from '~/features/cms/components/banner-hero.tsx';
import { bannersFor } from '~/features/cms/model/banners.ts';
import { guestOnly } from '~/features/guards/index.ts';
import { usePlayer } from '~/features/session/api/get-player.ts';
import { useBrand } from '~/features/shell/api/get-project.ts';
import { currencyInfo } from '~/features/shell/model/money.ts';
import { prefetch } from '~/shared/api/prefetch.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { modalHref } from '~/shared/modals.ts';
import type { Route } from './+types/home';

export async function loader({ request, context }: Route.LoaderArgs) {
  // `/login`, `/registration` … show this page behind their modal; a signed-in player goes to main.
  await guestOnly({ request, context });
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  return prefetch(context, (qc, api) => qc.prefetchQuery(bannersQueryOptions(api, locale)));
}

/** `?modal=` opens over the page; the banners stay as they are. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

const SECTIONS = [
  { key: 'pokies', path: '/pokies/all', tone: 'from-fuchsia-600/40' },
  { key: 'live', path: '/live/all', tone: 'from-rose-600/40' },
  { key: 'tournaments', path: '/tournaments', tone: 'from-amber-500/40' },
  { key: 'vip', path: '/rocketplay-vipclub', tone: 'from-violet-600/40' },
] as const;

/** The main page until the lobby arrives: hero banner, welcome copy and the way into the site. */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <HomePage />
    </HydrationBoundary>
  );
}

function HomePage() {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const location = useLocation();
  const { signedIn, player, data } = usePlayer();
  const brand = useBrand();
  const banner = bannersFor(useBanners(locale), 'main', {
    signedIn,
    groups: player ? playerGroups(player) : [],
    crypto: data ? !currencyInfo(data.currency, undefined).fiat : null,
    now: new Date(),
  })[0];
  const primaryAction = signedIn ? (
    <Link
      to={href('/pokies/all')}
      className="inline-flex h-12 items-center rounded-full bg-accent px-8 font-bold text-surface"
    >
      {t('home.hero.play')}
    </Link>
  ) : (
    <Link
      to={modalHref(location, 'registration')}
      className="inline-flex h-12 items-center rounded-full bg-accent px-8 font-bold text-surface"
    >
      {t('home.hero.join')}
    </Link>
  );
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-6 focus:outline-none sm:py-10"
    >
      {banner ? (
        <BannerHero banner={banner} fallbackAction={primaryAction} />
      ) : (
        <section
          aria-labelledby="hero-title"
          className="rounded-3xl bg-gradient-to-r from-brand-strong via-brand to-fuchsia-600 px-6 py-12 sm:px-12 sm:py-16"
        >
          <h1 id="hero-title" className="max-w-xl text-3xl leading-tight font-black sm:text-5xl">
            {t('home.hero.title')}
          </h1>
          <p className="mt-4 max-w-lg text-white/85 sm:text-lg">{t('home.hero.text')}</p>
          <div className="mt-8">{primaryAction}</div>
        </section>
      )}
      <section aria-labelledby="home-welcome" className="grid gap-6 lg:grid-cols-[2fr_3fr] lg:items-center">
        <div>
          <h2 id="home-welcome" className="text-2xl font-bold sm:text-3xl">
            {t('home.welcome.title', { brand })}
          </h2>
          <p className="mt-3 text-ink-muted">{t('home.welcome.text', { brand })}</p>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4">
          {SECTIONS.map((section) => (
            <li key={section.key}>
              <Link
                to={href(section.path)}
                className={`flex h-full flex-col rounded-2xl border border-white/10 bg-gradient-to-br ${section.tone} to-surface-2 p-4 transition hover:-translate-y-0.5 hover:border-white/25 sm:p-5`}
              >
                <span className="text-base font-bold sm:text-lg">
                  {t(`home.sections.${section.key}.title`)}
                </span>
                <span className="mt-1 text-sm text-ink-muted">{t(`home.sections.${section.key}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
