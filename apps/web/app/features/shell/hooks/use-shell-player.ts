import { type Account, type CurrencyInfo, type Player, playerGroups } from '@orbit/contract';
import { activeAccount, useAccounts } from '~/shared/player/get-accounts.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { useCurrencies } from '~/shared/site/get-currencies.ts';
import {
  displayName,
  loyaltyLevel,
  loyaltyLevelName,
  type VipStatus,
  vipStatus,
} from '../model/player-badges.ts';

export interface ShellPlayer {
  player: Player;
  name: string;
  groups: number[];
  level: number | null;
  /** The level's name (`Silver`), from the player's statuses. */
  levelName: string | null;
  vip: VipStatus | null;
  accounts: Account[];
  account: Account | undefined;
  currencies: CurrencyInfo[];
}

/** What the shell shows of the signed-in player, or null for a guest. */
export function useShellPlayer(): ShellPlayer | null {
  const { player } = usePlayer();
  const accounts = useAccounts(player !== null).data ?? [];
  const currencies = useCurrencies(player !== null);
  if (!player) return null;
  const groups = playerGroups(player);
  return {
    player,
    name: displayName(player),
    groups,
    level: loyaltyLevel(player.statuses),
    levelName: loyaltyLevelName(player.statuses),
    vip: vipStatus(groups),
    accounts,
    account: activeAccount(accounts, player.currency),
    currencies,
  };
}
