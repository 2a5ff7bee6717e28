import type { FreeSpinIssue, Gift } from '@orbit/contract';
import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { Modal } from '~/shared/ui/modal.tsx';
import { useToast } from '~/shared/ui/toast.tsx';
import { useCancelBonus } from '../api/cancel-bonus.ts';
import { useCancelFreespins } from '../api/cancel-freespins.ts';
import { useCancelInfo } from '../api/get-cancel-info.ts';
import { useGiftMoney } from '../hooks/use-gift-money.ts';
import { giftActionError } from '../model/errors.ts';
import { majorToCents } from '../model/gifts.ts';

/**
 * Cancelling a bonus forfeits its bonus money: the dialog first reads the cancel info and shows
 * what would be lost and what stays withdrawable, then cancels only when confirmed.
 */
export function CancelBonusDialog({ gift, onClose }: { gift: Gift; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const info = useCancelInfo(gift.id);
  const cancel = useCancelBonus();
  const [failure, setFailure] = useState<string | null>(null);
  const { money, info: currencyOf } = useGiftMoney();
  const major = (text: string, currency: string) => {
    const cents = majorToCents(text, currencyOf(currency).subunits_to_unit);
    return cents === null ? `${text} ${currency}` : money(cents, currency);
  };

  const confirm = () =>
    cancel.mutate(gift.id, {
      onSuccess: () => {
        toast.show({ kind: 'info', message: 'gifts.toasts.canceled', values: { title: gift.title } });
        onClose();
      },
      onError: (error) => setFailure(giftActionError(error)),
    });

  return (
    <Modal
      title={t('gifts.cancel.title', { title: gift.title })}
      onClose={onClose}
      closeLabel={t('gifts.cancel.close')}
      testId="gift-cancel-dialog"
    >
      {info.isError ? <FormError message={t('gifts.cancel.info_failed')} /> : null}
      {info.isPending ? <p role="status">{t('gifts.loading')}</p> : null}
      {info.data ? (
        <>
          <p className="text-ink-muted">{t('gifts.cancel.warning')}</p>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-xl bg-surface-3 p-4 text-sm">
            <dt>{t('gifts.cancel.forfeit')}</dt>
            <dd className="text-right font-bold text-danger tabular-nums" data-testid="gift-cancel-forfeit">
              {major(info.data.bonus_balance, info.data.currency)}
            </dd>
            <dt className="text-ink-muted">{t('gifts.cancel.winnings')}</dt>
            <dd className="text-right tabular-nums">{major(info.data.bonus_winnings, info.data.currency)}</dd>
            <dt className="text-ink-muted">{t('gifts.cancel.withdrawable')}</dt>
            <dd className="text-right tabular-nums" data-testid="gift-cancel-withdrawable">
              {major(info.data.total_withdrawal_amount, info.data.currency)}
            </dd>
          </dl>
        </>
      ) : null}
      <FormError message={failure ? t(failure) : null} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" data-autofocus onClick={onClose}>
          {t('gifts.cancel.keep')}
        </Button>
        <Button variant="danger" loading={cancel.isPending} disabled={!info.data} onClick={confirm}>
          {t('gifts.cancel.confirm')}
        </Button>
      </div>
    </Modal>
  );
}

/** Free spins have no money to forfeit yet: the dialog says the spins left are given up. */
export function CancelFreespinsDialog({ issue, onClose }: { issue: FreeSpinIssue; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const cancel = useCancelFreespins();
  const [failure, setFailure] = useState<string | null>(null);
  const left = issue.freespins_total - (issue.freespins_performed ?? 0);

  const confirm = () =>
    cancel.mutate(issue.id, {
      onSuccess: () => {
        toast.show({ kind: 'info', message: 'gifts.toasts.canceled', values: { title: issue.title } });
        onClose();
      },
      onError: (error) => setFailure(giftActionError(error)),
    });

  return (
    <Modal
      title={t('gifts.cancel.title', { title: issue.title })}
      onClose={onClose}
      closeLabel={t('gifts.cancel.close')}
      testId="gift-cancel-dialog"
    >
      <p className="text-ink-muted">{t('gifts.cancel.freespins_warning', { count: left })}</p>
      <FormError message={failure ? t(failure) : null} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" data-autofocus onClick={onClose}>
          {t('gifts.cancel.keep')}
        </Button>
        <Button variant="danger" loading={cancel.isPending} onClick={confirm}>
          {t('gifts.cancel.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
