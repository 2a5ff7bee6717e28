import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';
import { firstPaintOnly, namespacesFor } from '~/shared/i18n/namespaces.ts';
import { I18nProvider } from '~/shared/i18n/react.tsx';
import { createTranslator, type Messages } from '~/shared/i18n/translator.ts';
import { Footer } from './components/footer.tsx';
import { Shell } from './components/shell.tsx';
import { guestSeed } from './fixtures.ts';

describe("a guest's first paint", () => {
  it('reads no word its page left out (firstPaintOnly): header, bars, footer and cookie notice', () => {
    const all = messagesFor('en', namespacesFor({ pathname: '/', search: '' }));
    const { messages, partial } = firstPaintOnly(all);
    expect(partial).toEqual(['shell']);
    const missing: string[] = [];
    const t = createTranslator('en', messages as Messages, (area) => {
      missing.push(area);
      return true;
    });
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    for (const [key, data] of guestSeed()) client.setQueryData(key, data);
    const ui = (
      <Shell cookieNoticeDismissed={false}>
        <main id="main">page</main>
        <Footer />
      </Shell>
    );
    const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] });
    const html = renderToString(
      <I18nProvider translator={t}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(html).toContain('Sign in');
    expect(html).toContain('Get the app');
    expect(missing).toEqual([]);
  });

  it('leaves out only what it lists, and keeps the rest of the area', () => {
    const all = messagesFor('en', ['shell', 'common']);
    const { messages } = firstPaintOnly(all);
    const shell = messages.shell as Record<string, Record<string, unknown>>;
    expect(shell.menu).toEqual({ button: 'Menu', open: 'Open menu' });
    expect(shell.account).toEqual({ signIn: 'Sign in', register: 'Register', support: 'Support' });
    expect(shell).not.toHaveProperty('vipManager');
    expect(messages.common).toBe(all.common);
  });
});
