import type { Deps } from '../../deps.ts';
import { NO_WALLET_HOOKS, type WalletHooks } from '../wallet/hooks.ts';
import { noteActivity } from './service.ts';

/**
 * A round that closed asks for an achievements check once committed: nothing is read or written
 * in the round's own transaction (badges are folded from the ledger afterwards).
 */
export function achievementWalletHooks(deps: Deps): WalletHooks {
  return {
    ...NO_WALLET_HOOKS,
    async afterWin(wallet, win) {
      if (!win.closed) return;
      const userId = wallet.account.userId;
      wallet.afterCommit(() => noteActivity(deps, userId));
    },
  };
}
