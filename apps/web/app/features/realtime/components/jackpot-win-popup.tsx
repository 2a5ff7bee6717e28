import type { JackpotWinAward } from '@orbit/contract';
import { useState } from 'react';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { currencyInfo, formatMoney } from '~/shared/money.ts';
import { useCurrencies } from '~/shared/site/get-currencies.ts';
import { Modal } from '~/shared/ui/modal.tsx';
import { isJackpotWinAward } from '../model/events.ts';
import { useChannel } from '../use-channel.ts';

/** `jackpot_win_award`: a dialog congratulating the player, one award at a time. */
export function JackpotWinPopup() {
  const [awards, setAwards] = useState<JackpotWinAward[]>([]);
  useChannel('jackpot_win_award', (data) => {
    if (isJackpotWinAward(data)) setAwards((queue) => [...queue, data]);
  });
  const award = awards[0];
  if (!award) return null;
  return <JackpotWinDialog award={award} onClose={() => setAwards((queue) => queue.slice(1))} />;
}

export function JackpotWinDialog({ award, onClose }: { award: JackpotWinAward; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const currencies = useCurrencies(true);
  const amount = formatMoney(award.amount_cents, currencyInfo(award.currency, currencies), locale);
  return (
    <Modal
      title={t('realtime.jackpotWin.title')}
      onClose={onClose}
      closeLabel={t('realtime.jackpotWin.close')}
      testId="jackpot-win-popup"
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <p className="text-ink-muted">
          {t('realtime.jackpotWin.text', { jackpot: award.jackpot_title, level: award.level })}
        </p>
        <p className="text-4xl font-black text-accent tabular-nums" data-testid="jackpot-win-amount">
          {amount}
        </p>
        <button
          type="button"
          data-autofocus
          onClick={onClose}
          className="rounded-full bg-brand px-8 py-2 font-semibold hover:bg-brand/80"
        >
          {t('realtime.jackpotWin.collect')}
        </button>
      </div>
    </Modal>
  );
}
