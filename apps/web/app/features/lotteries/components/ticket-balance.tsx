import { useTranslation } from '~/shared/i18n/react.tsx';
import { usePlayer } from '~/shared/player/get-player.ts';
import { useLotteryStatuses } from '../api/get-lottery-statuses.ts';
import { ticketBalance } from '../model/lottery.ts';
import { useLiveLotteries } from './live-lottery.tsx';

/**
 * The header balance's lottery ticket row (spec 2 §2): every ticket the player holds in the
 * listed lotteries. Loaded lazily by the shell; `lottery_statuses` keeps it live.
 */
export function LotteryTicketBalance() {
  const { t } = useTranslation();
  const { signedIn } = usePlayer();
  const statuses = useLotteryStatuses(signedIn);
  useLiveLotteries();
  if (!signedIn) return null;
  const count = statuses.data ? ticketBalance(statuses.data) : null;
  return (
    <div
      className="flex items-center justify-between gap-3 border-b border-white/10 px-3 py-2 text-sm"
      data-testid="header-lottery-tickets"
    >
      <span className="text-ink-muted">{t('lotteries.balance.label')}</span>
      <span className="font-semibold tabular-nums text-accent" data-testid="header-lottery-tickets-value">
        {count === null ? '—' : count}
      </span>
    </div>
  );
}
