import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '~/shared/ui/testing.tsx';
import { lotteryLoader } from './loaders.server.ts';
import { makeLottery } from './testing.ts';

const context = () => {
  const api = fakeApi({ 'GET /api/lotteries/weekly-cad': () => ({ body: makeLottery() }) });
  return { api, context: { apiFetch: api.fetch, country: 'CA' } as unknown as AppLoadContext };
};

describe('lottery loader', () => {
  it('renders the lottery on the server in the page locale; an unknown one is a 404', async () => {
    const { api, context: ctx } = context();
    const loaded = await lotteryLoader({
      request: new Request('http://orbit.test/it/lottery/weekly-cad'),
      context: ctx,
      params: { slug: 'weekly-cad' },
    });
    expect(loaded.dehydratedState.queries.map((q) => q.queryKey)).toEqual([
      ['lotteries', 'one', 'weekly-cad', 'it'],
    ]);
    expect(api.callsTo('GET /api/lotteries/weekly-cad')[0]?.url).toContain('locale=it');
    const missing = await lotteryLoader({
      request: new Request('http://orbit.test/lottery/nope'),
      context: ctx,
      params: { slug: 'nope' },
    }).then(
      () => 200,
      (thrown: unknown) => (thrown as { init?: { status?: number } }).init?.status,
    );
    expect(missing).toBe(404);
  });
});
