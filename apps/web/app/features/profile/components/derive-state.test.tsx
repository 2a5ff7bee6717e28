import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { DeriveStateFromPostalCode } from './derive-state.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DeriveStateFromPostalCode', () => {
  it('saves the derived state once through the edition context', async () => {
    let state: string | null = null;
    const api = fakeApi({
      'GET /api/player': () => ({ body: makePlayer({ country: 'AU', postal_code: '4000', state }) }),
      'PATCH /api/player': ({ body }) => {
        state = (body as { player: { state: string } }).player.state;
        return { body: makePlayer({ country: 'AU', postal_code: '4000', state }) };
      },
    });
    renderApp(<DeriveStateFromPostalCode />, { fetch: api.fetch });
    await waitFor(() => expect(api.callsTo('PATCH /api/player')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/player')[0]?.body).toEqual({
      context: 'edition',
      player: { state: 'QLD' },
    });
    // The profile is read again afterwards and the state is now set: no second save.
    await waitFor(() => expect(api.callsTo('GET /api/player').length).toBeGreaterThan(1));
    expect(api.callsTo('PATCH /api/player')).toHaveLength(1);
  });

  it('does not retry a refused save for the same postal code', async () => {
    const api = fakeApi({
      'GET /api/player': () => ({ body: makePlayer({ country: 'CA', postal_code: 'H2X 1Y4', state: null }) }),
      'PATCH /api/player': () => ({ status: 422, body: { errors: { state: ['validation.not_allowed'] } } }),
    });
    renderApp(<DeriveStateFromPostalCode />, { fetch: api.fetch });
    await waitFor(() => expect(api.callsTo('PATCH /api/player')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/player')[0]?.body).toEqual({
      context: 'edition',
      player: { state: 'QC' },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('PATCH /api/player')).toHaveLength(1);
  });
});
