import type { GameLaunch, GameLaunchBody } from '@orbit/contract';
import { DEMO_CURRENCY, missingContextFields } from '@orbit/contract';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { loadPlayerFieldsInfo } from '../player-fields/service.ts';
import { findPlayableGame, gameTakesCurrency, insertSession, type PlayableGame } from './repository.ts';
import { createDetachedPair } from './seeds.ts';

/** A launched game stays playable this long (the frame asks again after). */
export const GAME_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** What a demo session starts with: 1,000.00 FUN. */
export const DEMO_BALANCE_CENTS = 100_000;

/**
 * Whether a reached limit (loss, wager, cooling-off, self-exclusion …)
 * keeps the player from real play (the limits module answers it). The page then goes to the profile limits.
 */
export type LimitsCheck = (deps: Deps, user: UserRow) => Promise<boolean>;
export const noLimitsReached: LimitsCheck = async () => false;

const camel = (field: string) => field.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

/** The provider-context fields (player_fields contexts[producer]) the player has left empty. */
export async function missingProviderFields(deps: Deps, user: UserRow, producer: string): Promise<string[]> {
  const info = await loadPlayerFieldsInfo(deps);
  // The row's columns are the API's fields in camelCase.
  return missingContextFields(info, producer, (field) => Reflect.get(user, camel(field)));
}

/**
 * The rules before a game opens: guests are blocked in
 * restricted countries and play demo only; real play needs a currency the game takes (crypto
 * always), the provider's required profile fields, and no reached limit.
 */
export async function launchGame(
  deps: Deps,
  ctx: Pick<RequestContext, 'user' | 'country'>,
  body: GameLaunchBody,
  limitsReached: LimitsCheck = noLimitsReached,
): Promise<GameLaunch> {
  const game = await findPlayableGame(deps.db, body.game);
  if (!game) throw new HttpError(404, 'not_found', 'No such game');
  const user = ctx.user;
  if (!user && game.restrictedCountries.includes(ctx.country))
    throw new HttpError(403, 'country_restricted', 'This game is not available in your country');
  if (body.mode === 'demo') return openSession(deps, game, null, 'demo', DEMO_CURRENCY);

  if (!user) throw new HttpError(401, 'unauthorized', 'Sign in to play for real money');
  if (!(await gameTakesCurrency(deps.db, game.id, user.currency)))
    throw new HttpError(422, 'currency_not_supported', `The game does not take ${user.currency}`);
  const missing = await missingProviderFields(deps, user, game.producer);
  if (missing.length > 0)
    throw new HttpError(409, 'provider_fields_missing', `Fill in first: ${missing.join(', ')}`);
  if (await limitsReached(deps, user))
    throw new HttpError(403, 'limit_reached', 'A limit of yours is reached');
  return openSession(deps, game, user.id, 'real', user.currency);
}

async function openSession(
  deps: Deps,
  game: PlayableGame,
  userId: number | null,
  mode: 'real' | 'demo',
  currency: string,
): Promise<GameLaunch> {
  if (mode === 'demo' && !game.hasDemo) throw new HttpError(422, 'demo_unavailable', 'This game has no demo');
  const now = deps.now();
  const token = randomToken();
  await insertSession(deps.db, {
    tokenHash: hashToken(token),
    userId,
    gameId: game.id,
    mode,
    currency,
    demoBalanceCents: mode === 'demo' ? DEMO_BALANCE_CENTS : null,
    seedPairId: mode === 'demo' ? (await createDetachedPair(deps.db, now)).id : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + GAME_SESSION_TTL_MS),
  });
  return { url: `/house/play/${token}`, token };
}
