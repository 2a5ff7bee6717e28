import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Modal } from '~/shared/ui/modal.tsx';

/** The cashbox's sections as tabs (spec 2 §2: the cashbox routes are popups). */
const TABS = [
  { path: '/deposit', label: 'cashbox.tabs.deposit' },
  { path: '/withdraw', label: 'cashbox.tabs.withdraw' },
  { path: '/cashbox', label: 'cashbox.tabs.history' },
] as const;

/** The cashbox popup around a section; closing it goes back to the lobby. */
export function CashboxPopup({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const navigate = useNavigate();
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
              <NavLink
                to={href(tab.path)}
                className={({ isActive }) =>
                  `inline-flex min-h-11 items-center border-b-2 px-3 font-medium ${isActive ? 'border-brand text-ink' : 'border-transparent text-ink-muted hover:text-ink'}`
                }
              >
                {t(tab.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </Modal>
  );
}
