import type { FairRandom } from './fair/random.ts';

/** The engines the catalogue names (apps/server seed `GAME_ENGINES`); each has a module here. */
export const ENGINE_IDS = [
  'slot-classic',
  'slot-lines',
  'slot-ways',
  'roulette',
  'blackjack',
  'baccarat',
  'video-poker',
  'crash',
  'dice',
  'plinko',
  'mines',
  'keno',
  'live-table',
] as const;
export type EngineId = (typeof ENGINE_IDS)[number];

/** Amounts are integer minor units of the round's currency everywhere in this package. */
export type MinorUnits = number;

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** A variant (paytable / rule set) an engine runs, with the RTP it declares in percent. */
export interface VariantInfo {
  rtp: number;
}

/** The result of starting a round or of one player action in it. */
export interface Step<State> {
  /** The whole state of the round (the server keeps it; it may hold what the player must not see yet). */
  state: State;
  done: boolean;
  /** What the round pays back in total once done (stake included on a push); 0 while not done. */
  payout: MinorUnits;
  /** A further stake this step takes from the player (blackjack double or split). */
  extraStake?: MinorUnits;
}

/**
 * A game the player plays alone: a round starts with a bet and, for multi-step games
 * (blackjack, video poker, mines), goes on with actions until done. Every random draw
 * happens in `start`, from the round's FairRandom, so `act` needs none and the verifier
 * re-computes a round from its seeds, its bet and its actions.
 */
export interface SoloGame<Bet, State, View, Action = never> {
  readonly kind: 'solo';
  readonly engine: EngineId;
  readonly variants: Readonly<Record<string, VariantInfo>>;
  /** Checks a player's bet input for `variant`; the error is a short machine key (`stake_invalid`). */
  parseBet(variant: string, input: unknown): Parsed<Bet>;
  /** What the bet stakes up front. */
  stake(bet: Bet): MinorUnits;
  start(variant: string, bet: Bet, random: FairRandom): Step<State>;
  /** Multi-step games only. */
  parseAction?(variant: string, state: State, input: unknown): Parsed<Action>;
  act?(variant: string, state: State, action: Action): Step<State>;
  /** What the player may see: undealt cards and unrevealed mines stay hidden until done. */
  view(state: State, done: boolean): View;
  /** The RTP simulator's player: a bet of about `unit` and (multi-step) its strategy. */
  readonly autoplay: {
    bet(variant: string, unit: MinorUnits): Bet;
    action?(variant: string, state: State): Action;
  };
}

/**
 * A game of shared rounds everyone at the table plays together (crash, live tables): the
 * round's outcome is drawn once from the round's own committed seed, then each player's
 * bet is settled against it.
 */
export interface SharedGame<Bet, Outcome, Settlement = undefined> {
  readonly kind: 'shared';
  readonly engine: EngineId;
  readonly variants: Readonly<Record<string, VariantInfo>>;
  parseBet(variant: string, input: unknown): Parsed<Bet>;
  stake(bet: Bet): MinorUnits;
  /** The round's outcome. */
  draw(variant: string, random: FairRandom): Outcome;
  /** What `bet` is paid for `outcome`; crash passes the multiplier the player cashed out at. */
  settle(variant: string, bet: Bet, outcome: Outcome, settlement: Settlement): MinorUnits;
  readonly autoplay: {
    bet(variant: string, unit: MinorUnits): Bet;
    settlement(variant: string, bet: Bet): Settlement;
  };
}

/** Any engine: its bet, state and outcome types seen as unknown (engine methods take them back as they gave them). */
export type AnyHouseGame =
  | SoloGame<unknown, unknown, unknown, unknown>
  | SharedGame<unknown, unknown, unknown>;

// ---------------------------------------------------------------------------------------------
// Bet and action inputs, as the game page sends them (JSON). Engines parse them with parseBet.
// ---------------------------------------------------------------------------------------------

/** Every slot engine: the total stake of one spin (free spins are part of the same round). */
export interface SlotBet {
  stake: MinorUnits;
  /**
   * A granted free spin (set by the server, never by the page): its stake is the operator's, in
   * the player's currency, so it need not fit the line count (payouts are exact for any stake).
   */
  free_spin?: true;
}

/**
 * Roulette and live roulette. A target is `straight:17`, `split:17-20`, `street:13`
 * (13-14-15), `corner:17-21` (17,18,20,21), `line:13` (13–18), `dozen:1..3`, `column:1..3`,
 * `red`, `black`, `odd`, `even`, `low` (1–18) or `high` (19–36).
 */
export interface RouletteBet {
  bets: { target: string; amount: MinorUnits }[];
}

export interface BlackjackBet {
  stake: MinorUnits;
}
export type BlackjackAction = { type: 'hit' | 'stand' | 'double' | 'split' };

/** Baccarat and live baccarat: one or more of the three spots. */
export interface BaccaratBet {
  player?: MinorUnits;
  banker?: MinorUnits;
  tie?: MinorUnits;
}

export interface VideoPokerBet {
  stake: MinorUnits;
}
/** Which of the five dealt cards to keep. */
export type VideoPokerAction = { type: 'draw'; hold: boolean[] };

/** `autoCashout` in hundredths of the multiplier (250 = 2.50×), at least 101. */
export interface CrashBet {
  stake: MinorUnits;
  autoCashout?: number;
}

/** The roll is 0–9999 (shown 0.00–99.99); `over` wins on roll > target, else on roll < target. */
export interface DiceBet {
  stake: MinorUnits;
  target: number;
  over: boolean;
}

export interface PlinkoBet {
  stake: MinorUnits;
}

/** 5×5 field: cells 0–24. */
export interface MinesBet {
  stake: MinorUnits;
  mines: number;
}
export type MinesAction = { type: 'reveal'; cell: number } | { type: 'cashout' };

/** 1–10 distinct numbers from 1 to the variant's pool (40 or 80). */
export interface KenoBet {
  stake: MinorUnits;
  picks: number[];
}

/** Live game show: stakes on wheel segments (`1`, `2`, `5`, `10`, `bonus` …). */
export interface GameShowBet {
  bets: { segment: string; amount: MinorUnits }[];
}
