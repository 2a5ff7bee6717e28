import type { OperatorMe } from '@orbit/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, NavLink, Outlet, redirect, useNavigate } from 'react-router';
import { ApiError } from '~/shared/api/client.ts';
import { serverApi } from '~/shared/api/server.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { operatorSignedIn, signInPath, signOutOperator } from '../shared/api.ts';
import { LanguageMenu } from '../shared/language-menu.tsx';
import { sectionsFor } from '../shared/sections.ts';
import type { Route } from './+types/layout';

export const meta: Route.MetaFunction = () => [
  { title: 'Orbit back office' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** Signed-in operators only: anyone else goes to the sign-in page and comes back here after. */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    return await serverApi(context).request<OperatorMe>('/api/admin/session');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const url = new URL(request.url);
      throw redirect(signInPath(url.pathname + url.search));
    }
    throw error;
  }
}

export default function AdminLayout({ loaderData: me }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(operatorSignedIn, []);
  const signOut = async () => {
    await signOutOperator();
    // Nothing this operator read stays for whoever signs in next in this tab.
    queryClient.clear();
    navigate('/admin/sign-in');
  };
  return (
    <div className="flex min-h-dvh flex-col md:flex-row">
      <a href="#admin-main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t('admin.skip_to_content')}
      </a>
      <aside className="flex flex-col gap-4 border-white/10 bg-surface-2 p-4 md:w-60 md:border-r">
        <Link to="/admin" className="text-lg font-bold">
          {t('admin.title')}
        </Link>
        <nav aria-label={t('admin.nav.label')}>
          <ul className="flex flex-wrap gap-1 md:flex-col">
            <li>
              <NavLink end to="/admin" className={navClass}>
                {t('admin.nav.home')}
              </NavLink>
            </li>
            {sectionsFor(me.permissions).map((section) => (
              <li key={section.path}>
                <NavLink to={section.path} className={navClass}>
                  {t(section.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="flex flex-1 flex-col">
        <header className="flex flex-wrap items-center justify-end gap-3 border-b border-white/10 p-3">
          <span data-testid="admin-operator">
            {me.name} · {t(`admin.roles.${me.role}`)}
          </span>
          <LanguageMenu />
          <Button variant="secondary" onClick={signOut}>
            {t('admin.sign_out')}
          </Button>
        </header>
        <main id="admin-main" className="flex flex-1 flex-col gap-4 p-4 sm:p-6">
          <Outlet context={me} />
        </main>
      </div>
    </div>
  );
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 hover:bg-surface-3 ${isActive ? 'bg-surface-3 font-semibold' : ''}`;
