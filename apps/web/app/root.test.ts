import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Route } from './+types/root';
import { loader } from './root.tsx';
import type { Route as MessagesRoute } from './routes/resources/+types/messages';
import { loader as messagesLoader } from './routes/resources/messages.ts';
import { messagesFor } from './shared/i18n/catalogues.server.ts';
import { fakeApi, guest } from './shared/ui/testing.tsx';

const contextOf = (pageRequest: boolean) =>
  ({
    apiFetch: fakeApi({}).fetch,
    currentPlayer: async () => guest,
    pageRequest,
  }) as unknown as AppLoadContext;

const rootData = (path: string, context: AppLoadContext) =>
  loader({ request: new Request(`http://orbit.test${path}`), context, params: {} } as Route.LoaderArgs);

async function answer(href: string) {
  const url = new URL(href, 'http://orbit.test');
  const file = url.pathname.split('/').at(-1) ?? '';
  const response = await messagesLoader({
    request: new Request(url),
    params: { file },
    context: {},
  } as unknown as MessagesRoute.LoaderArgs);
  return { cacheControl: response.headers.get('cache-control'), body: await response.json() };
}

describe("the root's catalogue areas", () => {
  it("a page's HTML links them (kept for good) and the server's render gets them in the load context", async () => {
    const context = contextOf(true);
    const data = await rootData('/de/pokies/all', context);
    expect(data.messages).toBeNull();
    const areas = messagesFor('de', ['common', 'shell', 'realtime', 'games', 'lobby', 'lists']);
    expect(context.pageMessages).toEqual(areas);
    expect(data.messagesUrl).toMatch(
      /^\/messages\/de\.json\?ns=common,shell,realtime,games,lobby,lists&v=[\w-]{12}$/,
    );
    const linked = await answer(data.messagesUrl ?? '');
    expect(linked.body).toEqual(areas);
    expect(linked.cacheControl).toBe('public, max-age=31536000, immutable');
  });

  it("a navigation's data carries them itself", async () => {
    const context = contextOf(false);
    const data = await rootData('/pokies/all', context);
    expect(data.messages).toEqual(
      messagesFor('en', ['common', 'shell', 'realtime', 'games', 'lobby', 'lists']),
    );
    expect(data.messagesUrl).toBeNull();
    expect(context.pageMessages).toBeUndefined();
  });

  it('an address of other words (a build ago, or made up) is answered with the words of now, kept a while only', async () => {
    const { messagesUrl } = await rootData('/', contextOf(true));
    const stale = await answer((messagesUrl ?? '').replace(/v=[\w-]+/, 'v=stale'));
    expect(stale.body).toEqual(messagesFor('en', ['common', 'shell', 'realtime', 'games', 'lobby', 'home']));
    expect(stale.cacheControl).toBe('public, max-age=300');
  });
});
