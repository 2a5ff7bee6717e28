import type { ChannelPayloads } from '@orbit/contract';

// Whole payloads of the contract's shapes for the delivery tests: what they carry does not matter, only who gets them.

export const account = (amountCents: number): ChannelPayloads['balance'] => ({
  currency: 'EUR',
  amount_cents: amountCents,
  available_to_cashout_cents: amountCents,
  available_to_bet_with_locked_cent: amountCents,
  hidden_at: null,
  deposit_available: true,
  selected_lottery_id: null,
  active: true,
});

export const win = (nickname: string): ChannelPayloads['wins'] => ({
  at: 1_790_000_000,
  nickname,
  game_identifier: 'orbit/crash',
  game_title: 'Crash',
  game_table_image_path: null,
  game_table_url: '/play/orbit/crash',
  bet_amount_cents: 100,
  win_amount_cents: 5_000,
  humanized_win: '50.0x',
  currency: 'EUR',
});

export const jackpot = (id: number): ChannelPayloads['jackpots_changes'] => ({
  id,
  name: 'Mega',
  identifier: 'mega',
  external_id: 'mega',
  currency: 'EUR',
  allowed_currencies: ['EUR'],
  games: [],
  state: 'active',
  levels: [],
});

export const jackpotWinAward = (amountCents: number): ChannelPayloads['jackpot_win_award'] => ({
  jackpot_id: 1,
  jackpot_title: 'Mega',
  level: 'Minor',
  amount_cents: amountCents,
  currency: 'EUR',
});

export const sharedRound = (game: string, roundId: number): ChannelPayloads['house_round'] => ({
  game,
  round_id: roundId,
  phase: 'betting',
  seed_hash: 'hash',
  closes_at: null,
  started_at: null,
  outcome: null,
  seed: null,
});
