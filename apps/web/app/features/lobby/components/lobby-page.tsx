import type { Device } from '@orbit/contract';
import { categoryMenu } from '~/features/games/index.ts';
import { useMenuCategories } from '~/features/shell/api/get-menu-categories.ts';
import { useBrand } from '~/features/shell/api/get-project.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { CategoryRows, EAGER_ROWS, LazyCategoryRows } from './category-rows.tsx';
import { JackpotSlider } from './jackpot-slider.tsx';
import { LobbyBanners } from './lobby-banners.tsx';
import { NewProviderPopup } from './new-provider-popup.tsx';

/** The category slugs of the lobby's rows (`menu-categories-games`.main, else the default menu). */
export function useLobbyCategories(): readonly string[] {
  return categoryMenu(useMenuCategories().data, 'main');
}

/**
 * The main page (spec 2 §2 "Lobby"): banner slider, the first category rows (server-rendered),
 * jackpots and their winners, the other rows (loaded as they come near), and the welcome text.
 * `device` is the one the loader asked the rows for.
 */
export function LobbyPage({ device }: { device: Device }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const categories = useLobbyCategories();
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-6 focus:outline-none sm:py-8"
    >
      <h1 className="sr-only">{t('lobby.title', { brand })}</h1>
      <LobbyBanners />
      <CategoryRows slugs={categories.slice(0, EAGER_ROWS)} device={device} />
      <JackpotSlider />
      <LazyCategoryRows slugs={categories.slice(EAGER_ROWS)} device={device} />
      <section aria-labelledby="home-welcome" className="max-w-3xl">
        <h2 id="home-welcome" className="text-xl font-bold sm:text-2xl">
          {t('home.welcome.title', { brand })}
        </h2>
        <p className="mt-3 text-ink-muted">{t('home.welcome.text', { brand })}</p>
      </section>
      <NewProviderPopup />
    </main>
  );
}
