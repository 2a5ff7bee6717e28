import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { useSyncPlayerLocale } from './update-locale.ts';

function Probe() {
  useSyncPlayerLocale();
  return null;
}

afterEach(() => vi.unstubAllGlobals());

describe('the player language follows the locale they browse in', () => {
  it('saves the page locale once when the profile language differs', async () => {
    const api = fakeApi({
      'GET /api/player': () => ({ body: makePlayer({ language: 'en' }) }),
      'PATCH /api/player/update_locale': () => ({ status: 204 }),
    });
    renderApp(<Probe />, { url: '/de/profile', fetch: api.fetch });
    await waitFor(() => expect(api.callsTo('PATCH /api/player/update_locale')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/player/update_locale')[0]?.body).toEqual({ locale: 'de' });
  });

  it('sends nothing when they match, and does not retry a failed save in a loop', async () => {
    const same = fakeApi({ 'GET /api/player': () => ({ body: makePlayer({ language: 'de' }) }) });
    renderApp(<Probe />, { url: '/de', fetch: same.fetch });
    await waitFor(() => expect(same.callsTo('GET /api/player')).toHaveLength(1));
    expect(same.callsTo('PATCH /api/player/update_locale')).toHaveLength(0);
    vi.unstubAllGlobals();

    const failing = fakeApi({
      'GET /api/player': () => ({ body: makePlayer({ language: 'en' }) }),
      'PATCH /api/player/update_locale': () => ({ status: 500, body: { error: 'internal_error' } }),
    });
    renderApp(<Probe />, { url: '/it', fetch: failing.fetch });
    await waitFor(() => expect(failing.callsTo('PATCH /api/player/update_locale')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failing.callsTo('PATCH /api/player/update_locale')).toHaveLength(1);
  });
});
