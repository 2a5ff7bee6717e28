import { useTranslation } from '~/shared/i18n/react.tsx';
import { PaymentsList } from './payments-parts.tsx';

/** Deposits, filtered and paged. */
export default function AdminPaymentsDeposits() {
  const { t } = useTranslation();
  return <PaymentsList action="deposit" title={t('payments.tabs.deposits')} />;
}
