import { describe, expect, it } from 'vitest';
import type { CachedAnswer } from './catalogue-cache.ts';
import { type AnswerSource, isReadCall, type RenderCall, renderCalls, serverTiming } from './render-calls.ts';

const call = (over: Partial<RenderCall> = {}): RenderCall => ({
  method: 'GET',
  url: '/api/fe/config/menu-categories-games',
  body: undefined,
  headers: {},
  ...over,
});

/** An answerer that counts how often it is asked, answering from `source`. */
function answerer(source: AnswerSource = 'api') {
  let sent = 0;
  return {
    sent: () => sent,
    answer: async (): Promise<{ answer: CachedAnswer; source: AnswerSource }> => {
      sent += 1;
      return { answer: { status: 200, headers: {}, body: Buffer.from(`answer ${sent}`) }, source };
    },
  };
}

describe('the in-process calls of one render', () => {
  it('answers identical reads once, concurrent ones included', async () => {
    const calls = renderCalls();
    const a = answerer();
    const [first, second] = await Promise.all([
      calls.answer(call(), a.answer),
      calls.answer(call(), a.answer),
    ]);
    const third = await calls.answer(call(), a.answer);
    expect(a.sent()).toBe(1);
    expect([first, second, third].map((x) => x.body.toString())).toEqual([
      'answer 1',
      'answer 1',
      'answer 1',
    ]);
    expect(calls.summary()).toMatchObject({ calls: 1, reused: 2 });
  });

  it('tells reads apart by URL, body and the caller’s own headers', async () => {
    const calls = renderCalls();
    const a = answerer();
    const filter = (body: string) => call({ method: 'POST', url: '/api/games_filter', body });
    await calls.answer(filter('{"page":1}'), a.answer);
    await calls.answer(filter('{"page":2}'), a.answer);
    await calls.answer(filter('{"page":1}'), a.answer);
    await calls.answer(call({ url: '/api/cms/pages?l=de' }), a.answer);
    await calls.answer(call({ url: '/api/cms/pages?l=en' }), a.answer);
    await calls.answer(call({ url: '/api/favorite_games', headers: { 'accept-client': 'ids' } }), a.answer);
    await calls.answer(call({ url: '/api/favorite_games', headers: { 'Accept-Client': 'ids' } }), a.answer);
    await calls.answer(call({ url: '/api/favorite_games', headers: { 'accept-client': 'games' } }), a.answer);
    expect(a.sent()).toBe(6);
  });

  it('never reuses a write, and nothing across renders', async () => {
    const a = answerer();
    const one = renderCalls();
    const write = call({ method: 'POST', url: '/api/user_limits/confirm', body: '{}' });
    await one.answer(write, a.answer);
    await one.answer(write, a.answer);
    await one.answer(call({ method: 'PATCH', url: '/api/player', body: '{}' }), a.answer);
    await one.answer(call({ method: 'PATCH', url: '/api/player', body: '{}' }), a.answer);
    expect(a.sent()).toBe(4);

    await one.answer(call(), a.answer);
    await renderCalls().answer(call(), a.answer);
    expect(a.sent()).toBe(6);
  });

  it('reads are GETs and the game lists’ POSTs', () => {
    expect(isReadCall({ method: 'GET', url: '/api/player' })).toBe(true);
    expect(isReadCall({ method: 'POST', url: '/api/games_filter' })).toBe(true);
    expect(isReadCall({ method: 'POST', url: '/api/games_filter/select' })).toBe(true);
    expect(isReadCall({ method: 'POST', url: '/api/games_filter_x' })).toBe(false);
    expect(isReadCall({ method: 'POST', url: '/api/player/accounts' })).toBe(false);
    expect(isReadCall({ method: 'DELETE', url: '/api/favorite_games/1' })).toBe(false);
  });

  it('counts where answers came from, a failure as a call, and the time calls were waited for', async () => {
    let now = 0;
    const calls = renderCalls(() => now);
    const slow = (source: AnswerSource, ms: number) => async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      now += ms;
      return { answer: { status: 200, headers: {}, body: Buffer.from('') }, source };
    };
    // Two overlapping calls: 10 + 5 ms of clock, waited for together.
    await Promise.all([
      calls.answer(call({ url: '/a' }), slow('api', 10)),
      calls.answer(call({ url: '/b' }), slow('catalogue', 5)),
    ]);
    await calls.answer(call({ url: '/api/player' }), slow('page', 2));
    await calls.answer(call({ url: '/api/player' }), slow('page', 2));
    await expect(
      calls.answer(call({ url: '/broken' }), async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect(calls.summary()).toEqual({ calls: 3, cached: 1, reused: 2, busyMs: 17 });
  });
});

describe('the Server-Timing header of a page', () => {
  it('gives the render time, and the API calls’ count and time', () => {
    expect(serverTiming(182.44, { calls: 12, cached: 10, reused: 6, busyMs: 31 })).toBe(
      'render;dur=182.4, api;dur=31.0;desc="12 calls", api-cache;desc="10 hits", api-reuse;desc="6 answered in the render"',
    );
  });
});
