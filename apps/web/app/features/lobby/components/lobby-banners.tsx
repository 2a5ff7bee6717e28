import { useLobbyBanners } from '../hooks/use-lobby-banners.ts';
import { BannerSlider } from './banner-slider.tsx';
import { LobbyHero } from './lobby-hero.tsx';

/** The banners' location of the lobby. */
export const LOBBY_BANNERS = 'main';

/** The top of the lobby: the banners of `main` this visitor may see, or the lobby's own hero. */
export function LobbyBanners() {
  const { banners, context } = useLobbyBanners(LOBBY_BANNERS);
  return banners.length > 0 ? <BannerSlider banners={banners} context={context} /> : <LobbyHero />;
}
