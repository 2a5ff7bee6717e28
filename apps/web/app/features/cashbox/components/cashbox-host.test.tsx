import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, guest, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { CashboxHost } from './cashbox-host.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const location = () => screen.getByTestId('location').textContent;

describe('the cashbox over the current page', () => {
  it('opens at the section the URL asks for, with the page left as it is', async () => {
    const api = fakeApi({ 'GET /api/player': () => ({ body: makePlayer() }) });
    renderApp(<CashboxHost />, { url: '/pokies/all?cashbox=withdraw', fetch: api.fetch });
    // The cashbox is a lazy chunk: its first import in a test run compiles it (over 1 s on a busy machine).
    expect(await screen.findByRole('heading', { name: 'Cashbox' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Withdraw' }).getAttribute('aria-current')).toBe('page');
    expect(location()).toBe('/pokies/all?cashbox=withdraw');
  });

  it('opens nothing without the parameter or for an unknown section', async () => {
    const api = fakeApi({ 'GET /api/player': () => ({ body: makePlayer() }) });
    renderApp(<CashboxHost />, { url: '/pokies/all?cashbox=bank', fetch: api.fetch });
    await waitFor(() => expect(api.callsTo('GET /api/player')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Cashbox' })).toBeNull();
  });

  it('gives a guest registration over the same page, coming back to the cashbox', async () => {
    const api = fakeApi({ 'GET /api/player': () => ({ body: guest }) });
    renderApp(<CashboxHost />, { url: '/de/pokies/all?cashbox=deposit', fetch: api.fetch });
    const registration = `/de/pokies/all?modal=registration&redirect=${encodeURIComponent('/de/pokies/all?cashbox=deposit')}`;
    await waitFor(() => expect(location()).toBe(registration));
    // And stays there: the page behind no longer asks for the cashbox.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(location()).toBe(registration);
    expect(screen.queryByRole('heading', { name: 'Cashbox' })).toBeNull();
  });
});
