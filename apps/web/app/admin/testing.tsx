import { type OperatorMe, type OperatorRole, ROLE_PERMISSIONS } from '@orbit/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import { vi } from 'vitest';
import { makeQueryClient } from '~/shared/api/provider.tsx';
import { createI18n } from '~/shared/i18n/instance.ts';
import { I18nProvider } from '~/shared/i18n/react.tsx';
import { type FakeHandler, fakeApi } from '~/shared/ui/testing.tsx';
import { adminMessagesFor } from './i18n.server.ts';

/** An operator of a role, as the session answers it (tests only). */
export const operatorOf = (role: OperatorRole, who: Partial<OperatorMe> = {}): OperatorMe => ({
  id: 3,
  email: 'pat@casino.test',
  name: 'Pat Operator',
  role,
  permissions: [...ROLE_PERMISSIONS[role]],
  expires_at: '2030-01-01T00:00:00Z',
  idle_minutes: 30,
  ...who,
});

let current: { me: OperatorMe; screen: ReactNode } | null = null;
/** The back office's layout as the screens see it: the operator handed down (admin/routes/layout.tsx). */
function Layout() {
  return <Outlet context={current?.me} />;
}
function Screen() {
  return <>{current?.screen}</>;
}

/**
 * Renders a back-office screen at `url` for an operator, in English, against a fake API (the
 * global fetch is stubbed: unstub it after each test).
 */
export function renderAdminScreen(
  screenElement: ReactNode,
  routes: Record<string, FakeHandler>,
  { url, role, who }: { url: string; role: OperatorRole; who?: Partial<OperatorMe> },
) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', api.fetch);
  current = { me: operatorOf(role, who), screen: screenElement };
  const Stub = createRoutesStub([
    { path: '/admin', Component: Layout, children: [{ path: '*', Component: Screen }] },
  ]);
  render(
    <I18nProvider translator={createI18n('en', adminMessagesFor('en'))}>
      <QueryClientProvider client={makeQueryClient()}>
        <Stub initialEntries={[url]} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return api;
}
