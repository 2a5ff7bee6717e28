import { dehydrate, HydrationBoundary, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GiftsPage } from '~/features/gifts/index.ts';
import { makeGift } from '~/features/gifts/testing.ts';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';
import { createI18n } from '~/shared/i18n/instance.ts';
import { I18nProvider } from '~/shared/i18n/react.tsx';
import { playerSeed } from '../fixtures.ts';
import { Header } from './header.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the header in a server render', () => {
  it("leaves the gifts page's prefetched lists to the page: they render, not a loading state", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    // The page's loader filled its own cache; the shell's (the layout's) holds the player.
    const loaderCache = new QueryClient();
    loaderCache.setQueryData(['player', 'bonuses'], [makeGift({ title: 'Spring bonus' })]);
    loaderCache.setQueryData(['player', 'freespins'], []);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    for (const [key, data] of playerSeed()) client.setQueryData(key, data);

    const html = renderToString(
      <I18nProvider translator={createI18n('en', messagesFor('en'))}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/profile/gifts']}>
            <Header onOpenMenu={() => {}} menuOpen={false} />
            <HydrationBoundary state={dehydrate(loaderCache)}>
              <GiftsPage />
            </HydrationBoundary>
          </MemoryRouter>
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(html).toContain('Spring bonus');
    expect(html).not.toContain('Loading');
    expect(html).toContain('aria-label="Gifts: 0"');
  });
});
