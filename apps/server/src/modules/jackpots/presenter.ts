import type { Jackpot, JackpotLevel, JackpotWin } from '@orbit/contract';
import type { JackpotLevelRow, JackpotRow, listLatestWins } from './repository.ts';

export function presentLevel(level: JackpotLevelRow): JackpotLevel {
  return {
    id: level.id,
    identifier: level.identifier,
    name: level.name,
    index: level.index,
    amount_cents: level.amountCents,
    available_amount_cents: level.availableAmountCents,
    total_amount_cents: level.totalAmountCents,
    current_award_value: level.currentAwardValue,
    state: level.state,
    periods: [],
    working_days: null,
  };
}

export function presentJackpot(jackpot: JackpotRow, levels: JackpotLevelRow[]): Jackpot {
  return {
    id: jackpot.id,
    name: jackpot.name,
    identifier: jackpot.identifier,
    external_id: jackpot.externalId,
    currency: jackpot.currency,
    allowed_currencies: jackpot.allowedCurrencies,
    games: jackpot.games,
    state: jackpot.state,
    levels: levels.map(presentLevel),
  };
}

type WinRow = Awaited<ReturnType<typeof listLatestWins>>[number];

export function presentWin(win: WinRow): JackpotWin {
  return {
    user_name: win.userName,
    created_at: win.createdAt.toISOString(),
    approved_at: win.approvedAt?.toISOString() ?? null,
    amount_cents: win.amountCents,
    jackpot_name: win.jackpotName,
    jackpot_level_name: win.levelName,
    jackpot_external_code: win.jackpotExternalId,
    jackpot_level_external_code: win.levelIdentifier,
    jackpot_original_currency: win.jackpotCurrency,
    jackpot_original_amount_cents: win.originalAmountCents,
  };
}
