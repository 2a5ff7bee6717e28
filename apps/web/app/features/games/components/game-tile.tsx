import { lazy, memo, Suspense, useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { modalHref } from '~/shared/modals.ts';
import { usePlayerWallet } from '../hooks/use-player-wallet.ts';
import { currencySupported, gameBadges, hasDemoMode, playHref, type TileGame } from '../model/game.ts';

// The favourite toggle is a signed-in player's: a guest's page never loads its code.
const FavoriteToggle = lazy(() => import('./favorite-toggle.tsx'));

// Memoised on its props: a re-render of the tile while the chunk loads must not count as an
// update of the server-rendered boundary (React would drop its HTML and render the fallback).
// Also the game page's toggle (placed in a `relative` box: the button sits in its top-right corner).
export const LazyFavoriteToggle = memo(function LazyFavoriteToggle({
  game,
  currency,
}: {
  game: TileGame;
  currency: string | null;
}) {
  return (
    <Suspense fallback={null}>
      <FavoriteToggle game={game} currency={currency} />
    </Suspense>
  );
});

/** Tile art is 4:3; these attributes reserve its box before the image arrives (no layout shift). */
export const TILE_ART_WIDTH = 400;
export const TILE_ART_HEIGHT = 300;

/**
 * Overlay controls (`game-tile-play`, `game-tile-demo`) take clicks only while the overlay shows (hover or
 * focus); elsewhere a tap falls through to the art's link, so touch screens never hit an
 * invisible Demo link. The `game-tile-*` classes are in app.css (one name per part: small HTML).
 */

export interface GameTileProps {
  game: TileGame;
  /**
   * Above the fold: load the art at once instead of lazily, ahead of the page's other images — the
   * first tiles' art is a phone's largest paint (Lighthouse's LCP element on the lobby).
   */
  eager?: boolean;
  /** The title's heading level: 2 in a page's own list, 3 inside a titled row or section. */
  headingLevel?: 2 | 3;
}

/**
 * A game tile: the art and title; on hover or keyboard focus an overlay
 * with Play, Demo (when the game has one) and, for a signed-in player, the favourite toggle.
 * A guest's Play opens registration; a fiat currency the game lacks is said instead of Play.
 * Memoised: a list re-rendering for its new tiles leaves the tiles it had alone.
 */
export const GameTile = memo(function GameTile({ game, eager = false, headingLevel = 3 }: GameTileProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const location = useLocation();
  const wallet = usePlayerWallet();
  const titleId = useId();
  const demo = hasDemoMode(game);
  const supported = currencySupported(game, wallet.currency, wallet.fiat);
  const realHref = wallet.signedIn
    ? href(playHref(game, 'real'))
    : modalHref(location, 'registration', { redirect: `${location.pathname}${location.search}` });
  const demoHref = href(playHref(game, 'demo'));
  // A tap on the art (touch screens have no hover) plays, or opens the demo when real play is not possible.
  const artHref = supported ? realHref : demo ? demoHref : null;
  // A guest's Play opens a modal over this page, whose route the browser has: nothing to discover.
  const discover = wallet.signedIn ? undefined : 'none';
  const badges = gameBadges(game);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <article aria-labelledby={titleId} className="group game-tile">
      <div className="game-tile-art">
        <img
          src={game.preview}
          alt=""
          width={TILE_ART_WIDTH}
          height={TILE_ART_HEIGHT}
          // Eager is the default: said only for the lazy ones.
          loading={eager ? undefined : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          className="game-tile-image"
        />
        {artHref && (
          <Link
            to={artHref}
            discover={artHref === realHref ? discover : undefined}
            tabIndex={-1}
            aria-hidden="true"
            className="game-tile-link"
          />
        )}
        {badges.length > 0 && (
          <ul className="game-tile-badges">
            {badges.map((badge) => (
              <li key={badge} className="game-tile-badge">
                {t(`games.badges.${badge}`)}
              </li>
            ))}
          </ul>
        )}
        <div className="game-tile-overlay">
          {supported ? (
            <Link
              to={realHref}
              discover={discover}
              aria-label={t('games.tile.playTitle', { title: game.title })}
              className="game-tile-play"
            >
              {t('games.tile.play')}
            </Link>
          ) : (
            <p className="text-sm font-semibold">
              {t('games.tile.currencyNotSupported', { currency: wallet.currency })}
            </p>
          )}
          {demo && (
            <Link
              to={demoHref}
              aria-label={t('games.tile.demoTitle', { title: game.title })}
              className="game-tile-demo"
            >
              {t('games.tile.demo')}
            </Link>
          )}
        </div>
        {wallet.signedIn && <LazyFavoriteToggle game={game} currency={wallet.currency} />}
      </div>
      <Heading id={titleId} className="game-tile-title" title={game.title}>
        {game.title}
      </Heading>
    </article>
  );
});

/** A tile's placeholder while its list loads. */
export function GameTileSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse flex-col gap-1.5">
      <div className="aspect-[4/3] rounded-xl bg-surface-3" />
      <div className="h-4 w-2/3 rounded bg-surface-3" />
    </div>
  );
}
