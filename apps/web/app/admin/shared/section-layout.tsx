import type { OperatorPermission } from '@orbit/contract';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useOperator } from './api.ts';

/** A tab of a section: its address, its name's translation key, and the permission it needs (if any). */
export interface SectionTab {
  to: string;
  label: string;
  /** Active only on exactly this address (the section's first tab, its index). */
  end?: boolean;
  /** Shown only to the roles that hold it. */
  permission?: OperatorPermission;
}

interface SectionNavProps {
  /** Translation key of the section's heading; none when the screens head themselves. */
  title?: string;
  /** Translation key of the tabs' navigation name. */
  label: string;
  tabs: readonly SectionTab[];
  /** Query parameters that stay as they are from one tab to the next (a report's period). */
  keep?: readonly string[];
}

/** A section's heading and its tabs, those the operator's role may open. */
export function SectionNav({ title, label, tabs, keep = [] }: SectionNavProps) {
  const { t } = useTranslation();
  const me = useOperator();
  const { search } = useLocation();
  const kept = new URLSearchParams(search);
  for (const name of [...kept.keys()]) if (!keep.includes(name)) kept.delete(name);
  return (
    <>
      {title ? <h1 className="text-2xl font-bold">{t(title)}</h1> : null}
      <nav aria-label={t(label)}>
        <ul className="flex flex-wrap gap-1 border-b border-white/10 pb-2">
          {tabs
            .filter((tab) => !tab.permission || me.permissions.includes(tab.permission))
            .map((tab) => (
              <li key={tab.to}>
                <NavLink
                  to={{ pathname: tab.to, search: kept.toString() }}
                  end={tab.end ?? false}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2 text-sm hover:bg-surface-3 ${isActive ? 'bg-surface-3 font-semibold' : ''}`
                  }
                >
                  {t(tab.label)}
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
    </>
  );
}

/**
 * A section of the back office whose screens are tabs (routes.ts nests them under it): its heading,
 * its tabs, and the open tab, which reads the operator from the outlet's context as every screen does.
 */
export function SectionLayout(props: SectionNavProps) {
  const me = useOperator();
  return (
    <>
      <SectionNav {...props} />
      <Outlet context={me} />
    </>
  );
}
