import { useTranslation } from '~/shared/i18n/react.tsx';
import { PaymentsList } from './payments-parts.tsx';

/** Every payment, deposits and withdrawals, filtered and paged. */
export default function AdminPaymentsAll() {
  const { t } = useTranslation();
  return <PaymentsList title={t('payments.tabs.all')} />;
}
