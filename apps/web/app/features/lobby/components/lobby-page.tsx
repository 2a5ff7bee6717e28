import type { Device } from '@orbit/contract';
import { HydrationBoundary } from '@tanstack/react-query';
import { lazy, memo, type ReactNode, Suspense, useMemo } from 'react';
import { categoryMenu } from '~/features/games/index.ts';
import { LatestWinsSlot } from '~/features/wins/index.ts';
import { type CarriedQuery, hydrationState } from '~/shared/api/carried-queries.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { usePlayer } from '~/shared/player/get-player.ts';
import { useMenuCategories } from '~/shared/site/get-menu-categories.ts';
import { useBrand } from '~/shared/site/get-project.ts';
import { CategoryRows, EAGER_ROWS, LazyCategoryRows, TOP_ROWS } from './category-rows.tsx';

// Their code loads after the page's own: the banners (first autoplay step after 10 s; the main
// button is a link) and the jackpots below the first rows are still server-rendered, their HTML
// staying in place until the chunk hydrates it; the new-provider popup is for signed-in players.
const LobbyBanners = lazy(() => import('./lobby-banners.tsx').then((m) => ({ default: m.LobbyBanners })));
const JackpotSlider = lazy(() => import('./jackpot-slider.tsx').then((m) => ({ default: m.JackpotSlider })));
const NewProviderPopup = lazy(() =>
  import('./new-provider-popup.tsx').then((m) => ({ default: m.NewProviderPopup })),
);

// Memoised without props: a re-render of the page while the chunk loads must not count as an
// update of the server-rendered boundary (React would drop its HTML and render the fallback).
const LazyLobbyBanners = memo(function LazyLobbyBanners() {
  return (
    <Suspense fallback={null}>
      <LobbyBanners />
    </Suspense>
  );
});

const LazyJackpotSlider = memo(function LazyJackpotSlider() {
  return (
    <Suspense fallback={null}>
      <JackpotSlider />
    </Suspense>
  );
});

/** The lobby loader's queries (their short form, `carryQueries`) into the page's query cache. */
export function LobbyQueries({
  queries,
  children,
}: {
  queries: readonly CarriedQuery[];
  children: ReactNode;
}) {
  const state = useMemo(() => hydrationState(queries), [queries]);
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}

/** The category slugs of the lobby's rows (`menu-categories-games`.main, else the default menu). */
export function useLobbyCategories(): readonly string[] {
  return categoryMenu(useMenuCategories().data, 'main');
}

/**
 * The main page: banner slider, the first category row (server-rendered), the next one, jackpots
 * and their winners, the other rows (those after the first load their games as they come near),
 * and the welcome text.
 * `device` is the one the loader asked the rows for.
 */
export function LobbyPage({ device }: { device: Device }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const categories = useLobbyCategories();
  const { signedIn } = usePlayer();
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-6 focus:outline-none sm:py-8"
    >
      <h1 className="sr-only">{t('lobby.title', { brand })}</h1>
      <LazyLobbyBanners />
      <CategoryRows slugs={categories.slice(0, EAGER_ROWS)} device={device} />
      <LazyCategoryRows slugs={categories.slice(EAGER_ROWS, TOP_ROWS)} device={device} />
      <LazyJackpotSlider />
      <LatestWinsSlot />
      <LazyCategoryRows slugs={categories.slice(TOP_ROWS)} device={device} />
      <section aria-labelledby="home-welcome" className="max-w-3xl">
        <h2 id="home-welcome" className="text-xl font-bold sm:text-2xl">
          {t('home.welcome.title', { brand })}
        </h2>
        <p className="mt-3 text-ink-muted">{t('home.welcome.text', { brand })}</p>
      </section>
      {signedIn && (
        <Suspense fallback={null}>
          <NewProviderPopup />
        </Suspense>
      )}
    </main>
  );
}
