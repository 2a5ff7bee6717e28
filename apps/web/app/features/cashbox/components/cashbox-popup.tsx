import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { type CashboxSectionName, cashboxHref, closeCashboxHref } from '~/shared/cashbox-links.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Modal } from '~/shared/ui/modal.tsx';

/** The cashbox's sections as tabs (the cashbox routes open it as a popup), and the sections each marks. */
const TABS: ReadonlyArray<{
  to: CashboxSectionName;
  label: string;
  sections: readonly CashboxSectionName[];
}> = [
  { to: 'deposit', label: 'cashbox.tabs.deposit', sections: ['deposit', 'deposit-bonus', 'deposit-fast'] },
  { to: 'withdraw', label: 'cashbox.tabs.withdraw', sections: ['withdraw'] },
  { to: 'dashboard', label: 'cashbox.tabs.history', sections: ['dashboard'] },
];

/**
 * The cashbox popup around a section; closing it goes back to the page it was opened over (the
 * lobby from a cashbox page of its own).
 */
export function CashboxPopup({ section, children }: { section: CashboxSectionName; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Modal
      title={t('cashbox.title')}
      closeLabel={t('cashbox.close')}
      onClose={() => navigate(closeCashboxHref(location))}
      testId="cashbox"
    >
      <nav aria-label={t('cashbox.tabs.label')} className="mb-4 border-b border-surface-3">
        <ul className="flex gap-1">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <Link
                to={cashboxHref(location, tab.to)}
                aria-current={tab.sections.includes(section) ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center border-b-2 px-3 font-medium ${tab.sections.includes(section) ? 'border-brand text-ink' : 'border-transparent text-ink-muted hover:text-ink'}`}
              >
                {t(tab.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </Modal>
  );
}
