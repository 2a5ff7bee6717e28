import { CHANNEL } from '@orbit/contract';
import type { FairSeeds } from '@orbit/games';
import type { Deps } from '../../deps.ts';
import { tileArtPath } from '../game-art/render.ts';
import { feedJackpots } from '../jackpots/progressive.ts';
import { publicName } from './public-name.ts';
import { findUserName, type HouseRoundRow, touchPlayedGame } from './repository.ts';

/** A win this many times the stake or more goes to the public wins feed. */
export const BIG_WIN_MULTIPLE = 10;

interface GameRef {
  id: number;
  identifier: string;
  title: string;
}

/**
 * What follows a real round's step: the game counts as played, a big win is announced on the
 * public `wins` channel. Demo rounds leave no trace outside the session.
 */
export async function afterRound(
  deps: Deps,
  round: HouseRoundRow,
  game: GameRef,
  step: { staked: number; seeds?: FairSeeds },
) {
  if (round.mode !== 'real' || round.userId === null) return;
  await touchPlayedGame(deps.db, round.userId, game.id, deps.now());
  const bigWinNow =
    round.status === 'closed' &&
    round.payoutCents > 0 &&
    round.payoutCents >= round.stakeCents * BIG_WIN_MULTIPLE;
  const feeds = step.staked > 0 && step.seeds !== undefined;
  if (!bigWinNow && !feeds) return;
  const name = publicName(await findUserName(deps.db, round.userId));
  if (bigWinNow) deps.realtime.publishPublic(CHANNEL.wins, bigWin(round, game, name));
  if (feeds && step.seeds)
    await feedJackpots(deps, {
      userId: round.userId,
      userName: name,
      currency: round.currency,
      stakeCents: step.staked,
      gameIdentifier: game.identifier,
      ref: round.ref,
      seeds: step.seeds,
    });
}

/** A wins-feed item (the `wins` channel's item, the REST sibling's shape). */
export function bigWin(
  round: Pick<HouseRoundRow, 'stakeCents' | 'payoutCents' | 'currency' | 'finishedAt'>,
  game: GameRef,
  nickname: string,
) {
  const [producer, name] = game.identifier.split('/');
  return {
    at: Math.floor((round.finishedAt ?? new Date(0)).getTime() / 1000),
    nickname,
    game_identifier: game.identifier,
    game_title: game.title,
    game_table_image_path: tileArtPath(game.identifier),
    game_table_url: `/play/${producer}/${name}`,
    bet_amount_cents: round.stakeCents,
    win_amount_cents: round.payoutCents,
    humanized_win: `${(round.payoutCents / Math.max(1, round.stakeCents)).toFixed(1)}x`,
    currency: round.currency,
  };
}
