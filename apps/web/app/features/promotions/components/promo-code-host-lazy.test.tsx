import { cleanup, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, guest, renderApp } from '~/shared/ui/testing.tsx';
import { PROMO_STORAGE_KEYS } from '../model/promo-codes.ts';
import { LazyPromoCodeHost } from './promo-code-host-lazy.tsx';

/** The host itself stands in as a marker: what is tested here is whether its code is loaded. */
vi.mock('./promo-code-host.tsx', () => ({
  PromoCodeHost: () => <p>host loaded</p>,
}));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const render = (url: string, extra: React.ReactNode = null) =>
  renderApp(
    <>
      <LazyPromoCodeHost />
      {extra}
    </>,
    { url, fetch: fakeApi({ 'GET /api/player': () => ({ body: guest }) }).fetch },
  );

/** Follows a link with a code a moment after the page has settled. */
function GoLater() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/?deposit_promocode=SPRING'), 10);
    return () => clearTimeout(timer);
  }, [navigate]);
  return null;
}

/** Lets effects and a lazy import settle before asserting that something did not happen. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the promo-code host is loaded only when it has something to act on', () => {
  it('not on a first-time guest’s page: no query, no code kept', async () => {
    render('/');
    await settle();
    expect(screen.queryByText('host loaded')).toBeNull();
  });

  it('on an address with a query, where a code may be', async () => {
    render('/?promocode=FREESPINS');
    expect(await screen.findByText('host loaded')).toBeTruthy();
  });

  it('when the session keeps a code (a guest on the main page must drop it)', async () => {
    sessionStorage.setItem(PROMO_STORAGE_KEYS.gift, 'FREESPINS');
    render('/');
    expect(await screen.findByText('host loaded')).toBeTruthy();
  });

  it('when a later navigation brings a query', async () => {
    render('/', <GoLater />);
    await waitFor(() => expect(screen.getByText('host loaded')).toBeTruthy());
  });
});
