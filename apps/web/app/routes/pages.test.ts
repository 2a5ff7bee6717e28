import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, fakeApi, guest, makePlayer } from '~/shared/ui/testing.tsx';
import type { Route as CryptoRoute } from './+types/benefits-of-crypto';
import type { Route as FlagsRoute } from './+types/feature-flags';
import type { Route as PopupRoute } from './+types/named-popup';
import type { Route as OopsRoute } from './+types/oops';
import type { Route as SingleBonusRoute } from './+types/single-bonus';
import type { Route as SportRoute } from './+types/sport';
import { loader as cryptoLoader } from './benefits-of-crypto.tsx';
import { loader as flagsLoader } from './feature-flags.tsx';
import { loader as popupLoader } from './named-popup.tsx';
import type { Route as ArticleRoute } from './news/+types/article';
import type { Route as NewsRoute } from './news/+types/list';
import { loader as articleLoader } from './news/article.tsx';
import { loader as newsLoader } from './news/list.tsx';
import { loader as oopsLoader } from './oops.tsx';
import { loader as singleBonusLoader } from './single-bonus.tsx';
import { loader as sportLoader } from './sport.tsx';

/** The loaders of spec 2 §2's own pages, against a faked API. */
const contextOf = (routes: Record<string, FakeHandler>, player: unknown = guest) => {
  const api = fakeApi(routes);
  const context = { apiFetch: api.fetch, currentPlayer: async () => player } as unknown as AppLoadContext;
  return { api, context };
};
const request = (path: string) => new Request(`http://orbit.test${path}`);

/** What a loader threw (a redirect or a 404) as status and Location. */
async function thrown(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get('Location') };
    const init = (error as { init?: { status?: number } }).init;
    return { status: init?.status ?? 0, location: null };
  }
  throw new Error('the loader did not throw');
}

const project = (bettingLink: string | null) => ({
  body: { license: 'other', site: { betting_link: bettingLink } },
});

describe('the sport pages', () => {
  const sport = (path: string, param: string | undefined, link: string | null, hosts: string[]) => {
    const { context } = contextOf({
      'GET /api/info/project': () => project(link),
      'GET /api/fe/config/betting-config': () => ({ body: hosts }),
    });
    return () => sportLoader({ context, request: request(path), params: { param } } as SportRoute.LoaderArgs);
  };

  it('go to the betting host, the same page there, when the mirror has one', async () => {
    expect(await thrown(sport('/sport/login', 'login', 'sport.orbit.test', ['sport.orbit.test']))).toEqual({
      status: 302,
      location: 'https://sport.orbit.test/login',
    });
    expect(await thrown(sport('/de/sport', undefined, 'https://sport.orbit.test', ['x']))).toEqual({
      status: 302,
      location: 'https://sport.orbit.test',
    });
  });

  it('without one (no link, or betting-config empty), open sign-up and sign-in here, in the page’s locale', async () => {
    expect(await thrown(sport('/de/sport/registration', 'registration', null, []))).toEqual({
      status: 302,
      location: '/de/registration',
    });
    expect(await thrown(sport('/sport/login', 'login', 'sport.orbit.test', []))).toEqual({
      status: 302,
      location: '/login',
    });
    expect(await sport('/sport/live', 'live', null, [])()).toEqual({ offered: false });
  });
});

describe('the feature-flag page', () => {
  const flags = { flags: [{ name: 'ffc', operator: false, session: true, on: true }] };
  it('renders the flags while the dev tools answer, and is a 404 where they do not (production)', async () => {
    const on = contextOf({ 'GET /api/dev/feature_flags': () => ({ body: flags }) });
    const loaded = await flagsLoader({ context: on.context } as FlagsRoute.LoaderArgs);
    expect(JSON.stringify(loaded.dehydratedState)).toContain('"session":true');
    const off = contextOf({});
    expect(await thrown(() => flagsLoader({ context: off.context } as FlagsRoute.LoaderArgs))).toEqual({
      status: 404,
      location: null,
    });
  });
});

const article = (slug: string, date: string, categories = ['news']) => ({
  id: slug,
  path: `blog/${slug}`,
  title: `Article ${slug}`,
  content: `<p>${slug}</p>`,
  layout: 'default',
  categories,
  blocks: { description: `About ${slug}`, json: JSON.stringify({ date }) },
});
const listItem = (path: string, categories = ['news']) => ({
  id: path,
  path,
  title: path,
  categories,
  layout: 'default',
  children: [],
});

describe('the blog', () => {
  const routes: Record<string, FakeHandler> = {
    'GET /api/cms/pages': () => ({
      body: ['a', 'b', 'c', 'd']
        .map((s) => listItem(`blog/${s}`))
        .concat([listItem('terms', ['bottom-menu'])]),
    }),
    ...Object.fromEntries(
      ['a', 'b', 'c', 'd'].map((s, i) => [
        `GET /api/cms/pages/blog/${s}`,
        () => ({ body: article(s, `2026-11-0${9 - i}`) }),
      ]),
    ),
    'GET /api/cms/pages/blog/terms-like': () => ({ body: article('terms-like', '2026-01-01', ['page']) }),
  };
  const list = (path: string) => {
    const { api, context } = contextOf(routes);
    return { api, run: () => newsLoader({ context, request: request(path) } as NewsRoute.LoaderArgs) };
  };

  it('lists three articles a page, newest first, each dated, in the page’s locale', async () => {
    const { api, run } = list('/de/blog');
    const first = await run();
    expect(first).toEqual({
      page: 1,
      pages: 2,
      articles: [
        { slug: 'a', title: 'Article a', date: '2026-11-09', description: 'About a' },
        { slug: 'b', title: 'Article b', date: '2026-11-08', description: 'About b' },
        { slug: 'c', title: 'Article c', date: '2026-11-07', description: 'About c' },
      ],
    });
    expect(api.callsTo('GET /api/cms/pages')[0]?.url).toContain('l=de');
    expect((await list('/blog?page=2').run()).articles.map((a) => a.slug)).toEqual(['d']);
  });

  it('is a 404 past the last page or for a malformed page number', async () => {
    for (const path of ['/blog?page=3', '/blog?page=0', '/blog?page=x'])
      expect(await thrown(list(path).run), path).toEqual({ status: 404, location: null });
  });

  it('shows one article, and is a 404 for a page that is none', async () => {
    const { context } = contextOf(routes);
    const load = (slug: string) => () =>
      articleLoader({
        context,
        request: request(`/blog/${slug}`),
        params: { slug },
      } as ArticleRoute.LoaderArgs);
    const loaded = await load('b')();
    expect(loaded.summary).toEqual({
      slug: 'b',
      title: 'Article b',
      date: '2026-11-08',
      description: 'About b',
    });
    expect(loaded.article.content).toBe('<p>b</p>');
    expect(await thrown(load('terms-like'))).toEqual({ status: 404, location: null });
    expect(await thrown(load('missing'))).toEqual({ status: 404, location: null });
  });
});

describe('one offer', () => {
  const offer = (id: string, type: string | null = 'deposit') => ({
    id,
    title: `Offer ${id}`,
    bonuses: type ? [{ type, title: `Bonus ${id}` }] : [],
  });
  const routes: Record<string, FakeHandler> = {
    'GET /api/bonuses/deposit': () => ({ body: [offer('7'), offer('8', null)] }),
    'GET /api/bonuses/registration': () => ({ body: [offer('5')] }),
  };
  const load = (id: string, player: unknown) => {
    const { api, context } = contextOf(routes, player);
    const run = () =>
      singleBonusLoader({
        context,
        request: request(`/bonus/${id}`),
        params: { id },
      } as SingleBonusRoute.LoaderArgs);
    return { api, run };
  };

  it('is a player’s deposit offer, or a guest’s sign-up offer', async () => {
    const player = makePlayer({ currency: 'CAD', can_issue_bonuses: true });
    const mine = await load('7', player).run();
    expect([mine.forPlayer, mine.currency, mine.offer.id]).toEqual([true, 'CAD', '7']);
    const asGuest = load('5', guest);
    const theirs = await asGuest.run();
    expect([theirs.forPlayer, theirs.currency, theirs.offer.id]).toEqual([false, 'EUR', '5']);
    expect(asGuest.api.callsTo('GET /api/bonuses/deposit')).toHaveLength(0);
  });

  it('is a 404 for anyone else’s, one without a bonus, or a player who turned bonuses off', async () => {
    const player = makePlayer({ can_issue_bonuses: true });
    expect(await thrown(load('5', player).run)).toEqual({ status: 404, location: null });
    expect(await thrown(load('8', player).run)).toEqual({ status: 404, location: null });
    expect(await thrown(load('7', guest).run)).toEqual({ status: 404, location: null });
    const off = load('7', makePlayer({ can_issue_bonuses: false }));
    expect(await thrown(off.run)).toEqual({ status: 404, location: null });
    expect(off.api.callsTo('GET /api/bonuses/deposit')).toHaveLength(0);
  });
});

describe('a named popup', () => {
  it('is a CMS page of category popup, a 404 for any other page', async () => {
    const page = (categories: string[]) => () => ({
      body: { ...article('x', '2026-01-01', categories), path: 'popup/x', title: 'Welcome' },
    });
    const { api, context } = contextOf({
      'GET /api/cms/pages/popup/welcome': page(['popup']),
      'GET /api/cms/pages/popup/terms': page(['page']),
    });
    const load = (name: string) => () =>
      popupLoader({
        context,
        request: request(`/it/popup/${name}`),
        params: { name },
      } as PopupRoute.LoaderArgs);
    expect((await load('welcome')()).popup.title).toBe('Welcome');
    expect(api.callsTo('GET /api/cms/pages/popup/welcome')[0]?.url).toContain('l=it');
    expect(await thrown(load('terms'))).toEqual({ status: 404, location: null });
    expect(await thrown(load('missing'))).toEqual({ status: 404, location: null });
  });
});

describe('the crypto page and the error page', () => {
  it('the crypto page renders the currencies and the operator’s text, and stands without the text', async () => {
    const currencies = [{ code: 'BTC', symbol: '₿', fiat: false, enabled: true }];
    const withText = contextOf({
      'GET /api/info/currencies': () => ({ body: currencies }),
      'GET /api/cms/pages/benefits-of-crypto': () => ({
        body: { title: 'Benefits of crypto', content: '<p>x</p>' },
      }),
    });
    const loaded = await cryptoLoader({
      context: withText.context,
      request: request('/no/benefits-of-crypto'),
    } as CryptoRoute.LoaderArgs);
    expect(loaded.page).toEqual({ title: 'Benefits of crypto', content: '<p>x</p>' });
    expect(JSON.stringify(loaded.dehydratedState)).toContain('"BTC"');
    expect(withText.api.callsTo('GET /api/cms/pages/benefits-of-crypto')[0]?.url).toContain('l=no');
    const without = contextOf({ 'GET /api/info/currencies': () => ({ body: currencies }) });
    expect(
      (
        await cryptoLoader({
          context: without.context,
          request: request('/benefits-of-crypto'),
        } as CryptoRoute.LoaderArgs)
      ).page,
    ).toBeNull();
  });

  it('the error page tells maintenance from an error', () => {
    expect(oopsLoader({ request: request('/oops?reason=maintenance') } as OopsRoute.LoaderArgs)).toEqual({
      maintenance: true,
    });
    expect(oopsLoader({ request: request('/oops') } as OopsRoute.LoaderArgs)).toEqual({ maintenance: false });
  });
});
