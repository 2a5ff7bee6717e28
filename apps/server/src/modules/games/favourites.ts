import type { Game, PlayedGame } from '@orbit/contract';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import {
  addFavourite,
  findGameCurrency,
  listFavouriteGames,
  listFavouriteIds,
  listPlayedGames,
  removeFavourite,
} from './repository.ts';
import { presentGameRows } from './service.ts';

const MAX_ID = 2_147_483_647;

/**
 * The game behind a per-currency id of the path (`Game.currencies[CODE].id`, FUN included).
 * Not a number: 422; a number no game has: 404.
 */
async function gameIdOf(deps: Deps, rawId: string): Promise<number> {
  if (!/^\d{1,12}$/.test(rawId)) throw new FieldErrors({ id: ['validation.integer'] });
  const id = Number(rawId);
  const row = id >= 1 && id <= MAX_ID ? await findGameCurrency(deps.db, id) : undefined;
  if (!row) throw new HttpError(404, 'game_not_found', 'No game has this id');
  return row.gameId;
}

/** PUT: idempotent (a second PUT keeps the first date, so the order stays). */
export async function addFavouriteGame(deps: Deps, user: UserRow, rawId: string) {
  await addFavourite(deps.db, user.id, await gameIdOf(deps, rawId), deps.now());
}

/** DELETE: idempotent, like PUT. */
export async function removeFavouriteGame(deps: Deps, user: UserRow, rawId: string) {
  await removeFavourite(deps.db, user.id, await gameIdOf(deps, rawId));
}

/** v2 (full data), newest first. Territorial restrictions do not hide a player's own list. */
export async function favouriteGames(deps: Deps, user: UserRow): Promise<Game[]> {
  return presentGameRows(deps.db, await listFavouriteGames(deps.db, user.id));
}

/**
 * v1: one id per favourite game, newest first: the id of the player's currency, or the demo
 * id when the game does not take that currency.
 */
export async function favouriteIds(deps: Deps, user: UserRow): Promise<number[]> {
  const rows = await listFavouriteIds(deps.db, user.id, user.currency);
  return rows.flatMap((r) => {
    const id = r.currencyId ?? r.demoId;
    return id === null ? [] : [id];
  });
}

export async function playedGames(deps: Deps, user: UserRow): Promise<PlayedGame[]> {
  const rows = await listPlayedGames(deps.db, user.id);
  return rows.map((r) => ({ identifier: r.identifier, last_activity_at: r.lastActivityAt.toISOString() }));
}
