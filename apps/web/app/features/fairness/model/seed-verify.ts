import type { HouseRoundProof } from '@orbit/contract';
import type { AnyHouseGame, EngineId, FairRandom, FairSeeds } from '@orbit/games';
import { clientSeedError } from './client-seed.ts';
import { parseNonce } from './lootbox-verify.ts';

/**
 * The seed verifier: anyone (a guest too) pastes a server seed, a client seed, a nonce and a
 * game, with the few bet parameters the game's outcome depends on, and gets the outcome the
 * server would have drawn — computed here with the engines of @orbit/games the server plays
 * with. The page loads the package on demand and hands it in.
 */
export interface SeedLibrary {
  HOUSE_GAMES: Partial<Record<EngineId, AnyHouseGame>>;
  ENGINE_IDS: readonly EngineId[];
  hashServerSeed(serverSeed: string): string;
  FairRandom: new (seeds: FairSeeds) => FairRandom;
}

/** The form's fields as typed, and as a link carries them (`seedVerifierPath`). */
export interface SeedFields {
  /** `engine:variant`, e.g. `dice:over-under`. */
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  /** Dice: the target as shown (0.00–99.99) and the direction. */
  target: string;
  over: boolean;
  /** Mines: how many mines (1–24). */
  mines: string;
  /** Keno: the numbers picked, separated by commas or spaces. */
  picks: string;
  /** The hash committed before play (optional): compared with SHA-256 of the server seed. */
  hash: string;
}

export const EMPTY_SEED_FIELDS: SeedFields = {
  game: '',
  serverSeed: '',
  clientSeed: '',
  nonce: '',
  target: '',
  over: false,
  mines: '',
  picks: '',
  hash: '',
};

export type SeedParam = 'target' | 'mines' | 'picks';

/** The bet parameters an engine's outcome (or its payout) depends on; every other game needs none. */
export const GAME_PARAMS: Partial<Record<string, readonly SeedParam[]>> = {
  dice: ['target'],
  mines: ['mines'],
  keno: ['picks'],
};

/** Games whose whole payout follows from the seeds and these parameters (no choices made in play). */
const PAYS_WITHOUT_PLAY: ReadonlySet<string> = new Set([
  'slot-classic',
  'slot-lines',
  'slot-ways',
  'dice',
  'plinko',
  'keno',
]);

/** The stake the outcome is computed for (100.00): the payout over it is the multiplier. */
const UNIT = 10_000;

export type SeedField = 'game' | 'server_seed' | 'client_seed' | 'nonce' | SeedParam;
/** A field's error: a translation key. */
export type SeedErrors = Partial<Record<SeedField, string>>;

export interface GameOption {
  /** `engine:variant`. */
  value: string;
  engine: EngineId;
  variant: string;
}

/** Every house game Orbit has, each variant of each engine, in the engines' order. */
export function gameOptions(lib: SeedLibrary): GameOption[] {
  return lib.ENGINE_IDS.flatMap((engine) =>
    Object.keys(lib.HOUSE_GAMES[engine]?.variants ?? {}).map((variant) => ({
      value: `${engine}:${variant}`,
      engine,
      variant,
    })),
  );
}

const SERVER_SEED = /^[0-9a-f]{64}$/;

/** "50", "50.5" or "50.00" (the dice page's 0.00–99.99) → 5000 hundredths; null otherwise. */
export function parseDiceTarget(text: string): number | null {
  const match = /^(\d{1,2})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** "3, 7 11" → [3, 7, 11]; null unless whole numbers. The engine checks the count and the range. */
export function parsePicks(text: string): number[] | null {
  const parts = text
    .trim()
    .split(/[\s,;]+/)
    .filter(Boolean);
  if (parts.length === 0 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  return parts.map(Number);
}

/** The engine's refusal of a bet, as the field to blame. */
const BET_ERROR_FIELD: Readonly<Record<string, SeedParam>> = {
  target_invalid: 'target',
  direction_invalid: 'target',
  mines_invalid: 'mines',
  picks_invalid: 'picks',
};

const PARAM_ERROR: Readonly<Record<SeedParam, string>> = {
  target: 'fairness.seed_verify.errors.target',
  mines: 'fairness.seed_verify.errors.mines',
  picks: 'fairness.seed_verify.errors.picks',
};

export type SeedVerification =
  | { status: 'invalid'; errors: SeedErrors }
  | {
      status: 'checked';
      engine: EngineId;
      variant: string;
      /** SHA-256 of the server seed: what was committed before play. */
      serverSeedHash: string;
      /** The pasted committed hash equals it; null when none was pasted. */
      hashMatches: boolean | null;
      /** The engine's outcome: its final view of the round (solo games) or its draw (shared rounds). */
      outcome: unknown;
      /** Card games: the shuffled cards in the order they are dealt (what later actions draw from). */
      dealingOrder: unknown[] | null;
      /** The payout over the stake (2 decimals), when it needs no choice made in play. */
      multiplier: number | null;
    };

/** The bet input the engine would have been given: the game's parameters on a stake of UNIT. */
function betInput(engine: AnyHouseGame, variant: string, fields: SeedFields, errors: SeedErrors) {
  const base = engine.autoplay.bet(variant, UNIT) as Record<string, unknown>;
  for (const param of GAME_PARAMS[engine.engine] ?? []) {
    if (param === 'target') {
      const target = parseDiceTarget(fields.target);
      if (target === null) errors.target = PARAM_ERROR.target;
      else Object.assign(base, { target, over: fields.over });
    } else if (param === 'mines') {
      const mines = parseNonce(fields.mines);
      if (mines === null) errors.mines = PARAM_ERROR.mines;
      else base.mines = mines;
    } else {
      const picks = parsePicks(fields.picks);
      if (picks === null) errors.picks = PARAM_ERROR.picks;
      else base.picks = picks;
    }
  }
  return base;
}

/** Checks the fields and re-computes the outcome they describe. */
export function verifySeeds(fields: SeedFields, lib: SeedLibrary): SeedVerification {
  const errors: SeedErrors = {};
  const [engineId = '', variant = ''] = fields.game.split(':');
  const engine = lib.HOUSE_GAMES[engineId as EngineId];
  if (!engine || !(variant in engine.variants)) errors.game = 'fairness.seed_verify.errors.game';
  const serverSeed = fields.serverSeed.trim();
  if (!serverSeed) errors.server_seed = 'validation.required';
  else if (!SERVER_SEED.test(serverSeed)) errors.server_seed = 'fairness.seed_verify.errors.server_seed';
  const clientSeed = clientSeedError(fields.clientSeed);
  if (clientSeed) errors.client_seed = clientSeed;
  const nonce = parseNonce(fields.nonce);
  if (!fields.nonce.trim()) errors.nonce = 'validation.required';
  else if (nonce === null) errors.nonce = 'fairness.seed_verify.errors.nonce';
  const input = engine && !errors.game ? betInput(engine, variant, fields, errors) : null;
  if (!engine || input === null || nonce === null || Object.keys(errors).length > 0)
    return { status: 'invalid', errors };

  const bet = engine.parseBet(variant, input);
  if (!bet.ok) {
    const field = BET_ERROR_FIELD[bet.error];
    return { status: 'invalid', errors: field ? { [field]: PARAM_ERROR[field] } : { game: bet.error } };
  }
  const random = new lib.FairRandom({ serverSeed, clientSeed: fields.clientSeed, nonce });
  const serverSeedHash = lib.hashServerSeed(serverSeed);
  const hash = fields.hash.trim().toLowerCase();
  const common = {
    status: 'checked' as const,
    engine: engine.engine,
    variant,
    serverSeedHash,
    hashMatches: hash ? hash === serverSeedHash : null,
  };
  if (engine.kind === 'shared')
    return { ...common, outcome: engine.draw(variant, random), dealingOrder: null, multiplier: null };
  const step = engine.start(variant, bet.value, random);
  const state = step.state as { shoe?: unknown; deck?: unknown };
  const cards = state.shoe ?? state.deck;
  return {
    ...common,
    outcome: engine.view(step.state, true),
    dealingOrder: Array.isArray(cards) ? cards : null,
    multiplier:
      step.done && PAYS_WITHOUT_PLAY.has(engine.engine)
        ? Math.floor((step.payout * 100) / engine.stake(bet.value)) / 100
        : null,
  };
}

/** A link's query (`verify=seeds&game=…`) as the form's fields; missing ones stay empty. */
export function seedFieldsOfParams(params: URLSearchParams): SeedFields {
  const get = (name: string) => params.get(name) ?? '';
  const engine = get('game');
  const variant = get('variant');
  return {
    game: engine && variant ? `${engine}:${variant}` : '',
    serverSeed: get('server_seed'),
    clientSeed: get('client_seed'),
    nonce: get('nonce'),
    target: get('target'),
    over: get('over') === '1',
    mines: get('mines'),
    picks: get('picks').split(',').filter(Boolean).join(', '),
    hash: get('hash'),
  };
}

export const VERIFY_SEEDS = 'seeds';

/**
 * The seed verifier prefilled with one of the player's rounds (its server seed once revealed,
 * the committed hash to compare, and the bet parameters its game needs).
 */
export function seedVerifierPath(proof: HouseRoundProof): string {
  const params = new URLSearchParams({
    verify: VERIFY_SEEDS,
    game: proof.game.engine,
    variant: proof.game.variant,
  });
  if (proof.server_seed) params.set('server_seed', proof.server_seed);
  params.set('client_seed', proof.client_seed);
  params.set('nonce', String(proof.nonce));
  params.set('hash', proof.server_seed_hash);
  const bet = (typeof proof.bet === 'object' && proof.bet !== null ? proof.bet : {}) as Record<
    string,
    unknown
  >;
  if (typeof bet.target === 'number') params.set('target', (bet.target / 100).toFixed(2));
  if (bet.over === true) params.set('over', '1');
  if (typeof bet.mines === 'number') params.set('mines', String(bet.mines));
  if (Array.isArray(bet.picks)) params.set('picks', bet.picks.join(','));
  return `/provably-fair?${params.toString()}`;
}
