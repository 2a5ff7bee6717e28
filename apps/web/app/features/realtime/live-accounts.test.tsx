import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, makeAccount, renderApp } from '~/shared/ui/testing.tsx';
import { dispatch } from './channels.ts';
import { useLiveAccounts } from './live-accounts.ts';

afterEach(cleanup);

function LiveAccounts() {
  useLiveAccounts();
  return null;
}

/** The player's wallets as the header reads them (`['player', 'accounts']`), kept live by the socket. */
function renderLiveAccounts() {
  const view = renderApp(<LiveAccounts />, { fetch: fakeApi({}).fetch });
  view.queryClient.setQueryData(
    ['player', 'accounts'],
    [makeAccount('EUR', 123_450, true), makeAccount('BTC', 12_345)],
  );
  return view.queryClient;
}

describe('live accounts', () => {
  it('a `balance` event replaces the account of its currency', () => {
    const client = renderLiveAccounts();
    act(() => dispatch('balance', makeAccount('EUR', 98_765, true)));
    expect(client.getQueryData(['player', 'accounts'])).toEqual([
      makeAccount('EUR', 98_765, true),
      makeAccount('BTC', 12_345),
    ]);
  });

  it('ignores a malformed balance event', () => {
    const client = renderLiveAccounts();
    act(() => dispatch('balance', { currency: 'EUR', amount_cents: 'a lot' }));
    expect(client.getQueryData(['player', 'accounts'])).toEqual([
      makeAccount('EUR', 123_450, true),
      makeAccount('BTC', 12_345),
    ]);
  });
});
