import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '~/shared/ui/testing.tsx';
import { HousePage } from '../../components/house-page.tsx';
import { makeRound, makeSession } from '../../fixtures.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PLAY = 'POST /api/house/sessions/tok/rounds';

function renderDice(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  renderApp(<HousePage token="tok" session={makeSession()} locale="en" />, { fetch: api.fetch });
  return api;
}

describe('dice frame', { timeout: 20_000 }, () => {
  it('shows the chrome: title, demo badge, balance and the seed commitment', async () => {
    renderDice({});
    expect(screen.getByRole('heading', { name: 'Orbit dice' })).toBeTruthy();
    expect(screen.getByText('Demo')).toBeTruthy();
    expect(screen.getByTestId('house-balance').textContent).toMatch(/1,000\.00/);
    expect(screen.getByTestId('fair-server-seed-hash').textContent).toBe('a'.repeat(64));
    expect(screen.getByTestId('fair-nonce').textContent).toBe('4');
    expect(await screen.findByRole('button', { name: 'Roll' }, { timeout: 8000 })).toBeTruthy();
  });

  it('rolls with the stake, target and side, then shows the roll and the new balance', async () => {
    const user = userEvent.setup();
    const api = renderDice({
      [PLAY]: () => ({
        body: {
          round: makeRound({ stake_cents: 100, payout_cents: 198, view: { roll: 4217 }, nonce: 4 }),
          balance_cents: 100_098,
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Roll over' }, { timeout: 8000 }));
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    await waitFor(() => expect(screen.getByTestId('dice-roll').textContent).toBe('42.17'));
    expect(api.callsTo(PLAY)[0]?.body).toEqual({ bet: { stake: 100, target: 4999, over: true } });
    expect(screen.getByTestId('house-balance').textContent).toMatch(/1,000\.98/);
    expect(screen.getByTestId('fair-nonce').textContent).toBe('5');
    await waitFor(() =>
      expect(screen.getByTestId('house-announcer').textContent).toMatch(
        /^Rolled 42\.17\. You win FUN\s1\.98\.$/,
      ),
    );
  });

  it('raises the stake one step and says why a bet was refused', async () => {
    const user = userEvent.setup();
    const api = renderDice({
      [PLAY]: () => ({ status: 422, body: { errors: { bet: ['house.errors.insufficient_funds'] } } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Raise the stake' }, { timeout: 8000 }));
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your balance is too low for this stake.');
    expect(api.callsTo(PLAY)[0]?.body).toMatchObject({ bet: { stake: 200 } });
    expect(screen.getByTestId('house-balance').textContent).toMatch(/1,000\.00/);
  });
});
