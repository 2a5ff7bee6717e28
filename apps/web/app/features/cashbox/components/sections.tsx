import { splitLocalePath } from '@orbit/contract';
import { CashboxDashboard } from './cashbox-dashboard.tsx';
import { DepositPanel } from './deposit-panel.tsx';
import { WithdrawPanel } from './withdraw-panel.tsx';

/** The cashbox's sections. */
export type CashboxSectionName = 'deposit' | 'deposit-bonus' | 'deposit-fast' | 'withdraw' | 'dashboard';

/** The section of each cashbox path (`/accounts/{id}/deposit` is the deposit). */
const SECTIONS: Record<string, CashboxSectionName> = {
  deposit: 'deposit',
  'deposit-bonus': 'deposit-bonus',
  'deposit-fast': 'deposit-fast',
  withdraw: 'withdraw',
  cashbox: 'dashboard',
  dashboard: 'dashboard',
};

export function sectionOfPath(pathname: string): CashboxSectionName {
  const path = splitLocalePath(pathname).path.slice(1);
  if (/^accounts\/[^/]+\/deposit$/.test(path)) return 'deposit';
  return SECTIONS[path] ?? 'deposit';
}

export function CashboxSection({ section }: { section: CashboxSectionName }) {
  switch (section) {
    case 'deposit':
      return <DepositPanel />;
    case 'deposit-bonus':
      return <DepositPanel kind="bonus" />;
    case 'deposit-fast':
      return <DepositPanel kind="one-click" />;
    case 'withdraw':
      return <WithdrawPanel />;
    case 'dashboard':
      return <CashboxDashboard />;
  }
}
