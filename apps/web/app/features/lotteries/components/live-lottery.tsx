import { useQueryClient } from '@tanstack/react-query';
import { useChannel } from '~/features/realtime/index.ts';
import { LOTTERY_KEY, LOTTERY_STATUSES_KEY } from '../api/keys.ts';
import { isLotteryStatus } from '../model/lottery.ts';

/**
 * `lottery_statuses` (tickets given, a draw the player took part in): the lottery pages and the
 * header's ticket balance load again. The channel's name as a literal: the contract's CHANNEL
 * map would bring its zod schemas along.
 */
export function useLiveLotteries() {
  const queryClient = useQueryClient();
  useChannel('lottery_statuses', (status) => {
    if (!isLotteryStatus(status)) return;
    void queryClient.invalidateQueries({ queryKey: LOTTERY_STATUSES_KEY });
    void queryClient.invalidateQueries({ queryKey: LOTTERY_KEY });
  });
}
