import type { CashboxSectionName } from '~/shared/cashbox-links.ts';
import { CashboxDashboard } from './cashbox-dashboard.tsx';
import { DepositPanel } from './deposit-panel.tsx';
import { WithdrawPanel } from './withdraw-panel.tsx';

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
