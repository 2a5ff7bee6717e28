import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Modal } from '~/shared/ui/modal.tsx';
import { type CashboxSectionName, sectionOfPath } from './sections.tsx';

/** The cashbox's sections as tabs (spec 2 §2: the cashbox routes are popups), and the sections each marks. */
const TABS: ReadonlyArray<{ path: string; label: string; sections: readonly CashboxSectionName[] }> = [
  { path: '/deposit', label: 'cashbox.tabs.deposit', sections: ['deposit', 'deposit-bonus', 'deposit-fast'] },
  { path: '/withdraw', label: 'cashbox.tabs.withdraw', sections: ['withdraw'] },
  { path: '/cashbox', label: 'cashbox.tabs.history', sections: ['dashboard'] },
];

/** The cashbox popup around a section; closing it goes back to the lobby. */
export function CashboxPopup({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const navigate = useNavigate();
  const section = sectionOfPath(useLocation().pathname);
  return (
    <Modal
      title={t('cashbox.title')}
      closeLabel={t('cashbox.close')}
      onClose={() => navigate(href('/'))}
      testId="cashbox"
    >
      <nav aria-label={t('cashbox.tabs.label')} className="mb-4 border-b border-surface-3">
        <ul className="flex gap-1">
          {TABS.map((tab) => (
            <li key={tab.path}>
              <Link
                to={href(tab.path)}
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
