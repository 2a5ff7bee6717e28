import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';
import { createI18n } from '~/shared/i18n/instance.ts';
import { I18nProvider } from '~/shared/i18n/react.tsx';

/** Query data a shell test starts from: `[queryKey, data]` pairs. */
export type Seed = [readonly unknown[], unknown][];

/**
 * Renders `ui` as the page at `path` inside a data router, with the real English catalogue and a
 * query cache holding `seed` (never refetched; unseeded calls answer 404 → the spec's fallbacks).
 */
export function renderShell(ui: ReactNode, { path = '/', seed = [] }: { path?: string; seed?: Seed } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  for (const [key, data] of seed) client.setQueryData(key, data);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"error":"not_found"}', { status: 404 })),
  );
  const i18n = createI18n('en', messagesFor('en'));
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <I18nProvider translator={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...result, router, client };
}
