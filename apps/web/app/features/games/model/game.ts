import { DEMO_CURRENCY, type Game, isKnownCrypto } from '@orbit/contract';
import { baseSlug, isLiveCategory } from './categories.ts';

/**
 * What a tile (and a search suggestion) shows of a game: the rows and lists keep only this in
 * their cache, so a server-rendered page carries these fields and not the whole game.
 */
export type TileGame = Pick<Game, 'identifier' | 'title' | 'categories' | 'preview' | 'currencies'>;

export const tileGame = ({ identifier, title, categories, preview, currencies }: TileGame): TileGame => ({
  identifier,
  title,
  categories,
  preview,
  currencies,
});

/**
 * A guest's tile reads the currencies only to know whether the demo exists: the page sent to a
 * guest keeps the demo currency's entry alone. Signing in loads every query again
 * (`reloadAfterSignIn`), so a player's tiles never see this form.
 */
export const guestTileGame = (game: TileGame): TileGame => {
  const demo = game.currencies[DEMO_CURRENCY];
  return { ...game, currencies: demo ? { [DEMO_CURRENCY]: demo } : {} };
};

const isLiveGame = (game: Pick<Game, 'categories'>) => game.categories.some(isLiveCategory);

/** Recomputed by the client: demo exists when FUN is offered and the game is not live. */
export const hasDemoMode = (game: Pick<Game, 'currencies' | 'categories'>): boolean =>
  DEMO_CURRENCY in game.currencies && !isLiveGame(game);

/** Badges a tile shows, from the game's categories (geo variants count), in this order. */
export const BADGES = ['top', 'new', 'bonus-wagering', 'jackpot', 'mystic-jackpots'] as const;
export type Badge = (typeof BADGES)[number];

export function gameBadges(game: Pick<Game, 'categories'>): Badge[] {
  const slugs = new Set(game.categories.map(baseSlug));
  return BADGES.filter((badge) => slugs.has(badge));
}

/** Whether a currency is fiat: from the currency list when loaded, else by the known crypto codes. */
export function isFiatCurrency(
  code: string,
  currencies?: readonly { code: string; fiat: boolean }[],
): boolean {
  const info = currencies?.find((c) => c.code === code);
  return info ? info.fiat : !isKnownCrypto(code);
}

/**
 * Real play needs the game to support the player's currency, unless it is crypto.
 * A guest (no currency) is not refused here: their play goes to registration.
 */
export function currencySupported(
  game: Pick<Game, 'currencies'>,
  currency: string | null | undefined,
  fiat: boolean,
): boolean {
  if (!currency || !fiat) return true;
  return currency in game.currencies;
}

/** The id favourites use: the game's id in the player's currency (none ⇒ no favourite toggle). */
export function favoriteId(
  game: Pick<Game, 'currencies'>,
  currency: string | null | undefined,
): number | null {
  if (!currency || currency === DEMO_CURRENCY) return null;
  return game.currencies[currency]?.id ?? null;
}

/** Whether any of the game's per-currency ids is among the favourite ids (v1 list). */
export function isFavorite(game: Pick<Game, 'currencies'>, favoriteIds: ReadonlySet<number>): boolean {
  return Object.entries(game.currencies).some(
    ([code, entry]) => code !== DEMO_CURRENCY && favoriteIds.has(entry.id),
  );
}

export type PlayMode = 'real' | 'demo';

/** `/play/{producer}/{name}?mode=…` (path without locale); the identifier is `producer/name`. */
export function playHref(game: Pick<Game, 'identifier'>, mode: PlayMode): string {
  const [producer = '', ...rest] = game.identifier.split('/');
  const name = rest.join('/');
  return `/play/${encodeURIComponent(producer)}/${encodeURIComponent(name)}?mode=${mode}`;
}

/** Where "play" takes a visitor: real money, the demo, registration (guests), or nowhere. */
export type PlayTarget = 'real' | 'demo' | 'registration' | null;

export function playTarget(
  game: Pick<Game, 'currencies' | 'categories'>,
  visitor: { signedIn: boolean; currency: string | null; fiat: boolean },
): PlayTarget {
  if (!visitor.signedIn) return hasDemoMode(game) ? 'demo' : 'registration';
  if (currencySupported(game, visitor.currency, visitor.fiat)) return 'real';
  return hasDemoMode(game) ? 'demo' : null;
}
