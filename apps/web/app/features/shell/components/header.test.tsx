import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeFreeSpins, makeGift } from '~/features/gifts/testing.ts';
import { makeAccount } from '~/shared/ui/testing.tsx';
import { guestSeed, playerSeed } from '../fixtures.ts';
import { renderShell } from '../testing.tsx';
import { Header } from './header.tsx';

afterEach(cleanup);
const header = () => <Header onOpenMenu={() => {}} menuOpen={false} />;

describe('Header, logged out', () => {
  it('offers sign-in and registration as modals over the current page', () => {
    renderShell(header(), { path: '/about?x=1', seed: guestSeed() });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveProperty('search', '?x=1&modal=login');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      '/about?x=1&modal=registration',
    );
    expect(screen.queryByRole('link', { name: /deposit/i })).toBeNull();
  });

  it('has the labelled game search (a combobox of the games feature)', async () => {
    const { container } = renderShell(header(), { seed: guestSeed() });
    const combobox = await screen.findByRole('combobox', { name: 'Search games' });
    const search = container.querySelector('search');
    expect(search).not.toBeNull();
    expect(search?.contains(combobox)).toBe(true);
  });

  it("lists the host's locales as links to the current path in each", async () => {
    renderShell(header(), { path: '/about', seed: guestSeed() });
    fireEvent.click(await screen.findByRole('button', { name: /Language/ }));
    expect((await screen.findByRole('link', { name: /Deutsch/ })).getAttribute('href')).toBe('/de/about');
    expect(screen.getByRole('link', { name: /English/ }).getAttribute('aria-current')).toBe('true');
  });
});

describe('Header, logged in', () => {
  it('shows deposit, balance, level, nickname with the VIP badge, gifts and support', async () => {
    renderShell(header(), { seed: playerSeed() });
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.getAllByRole('link', { name: /deposit/i }).length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: /Balance.*€1,234\.50/ })).toBeTruthy();
    const profile = screen.getByRole('link', { name: 'Profile of Ace' });
    expect(profile.getAttribute('href')).toBe('/profile');
    expect(within(profile).getByText('4')).toBeTruthy();
    expect(within(profile).getByText('Gold')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gifts: 0' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Support' })).toBeTruthy();
  });

  it('lists every wallet in the balance dropdown, crypto in its display unit', async () => {
    renderShell(header(), { seed: playerSeed() });
    fireEvent.click(await screen.findByRole('button', { name: /Balance/ }));
    expect(await screen.findByText('123.45 µBTC')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to profile' }).getAttribute('href')).toBe('/profile');
  });

  it('shows no VIP badge to a regular player', () => {
    renderShell(header(), { seed: playerSeed({ statuses: [{ id: 'level_2', name: 'Level 2' }] }) });
    expect(screen.queryByText('Gold')).toBeNull();
  });

  it("counts the player's active bonuses and free spins on the gifts button", () => {
    renderShell(header(), {
      seed: [
        ...playerSeed(),
        [
          ['player', 'bonuses'],
          [makeGift({ stage: 'issued' }), makeGift({ stage: 'handle_bets' }), makeGift({ stage: 'expired' })],
        ],
        [
          ['player', 'freespins'],
          [makeFreeSpins({ stage: 'wait' }), makeFreeSpins({ stage: 'finished' })],
        ],
      ],
    });
    const gifts = screen.getByRole('link', { name: 'Gifts: 3' });
    expect(gifts.getAttribute('href')).toBe('/profile/gifts');
    expect(gifts.textContent).toBe('3');
  });
});

describe('Balance dropdown', () => {
  const open = async () => fireEvent.click(await screen.findByRole('button', { name: /Balance/ }));

  it('shows real and bonus money of the active account', async () => {
    const seed = playerSeed();
    renderShell(header(), {
      seed: [
        ...seed.filter(([key]) => key[1] !== 'accounts'),
        [
          ['player', 'accounts'],
          [{ ...makeAccount('EUR', 15_000, true), available_to_cashout_cents: 5_000 }],
        ],
      ],
    });
    await open();
    const menu = await screen.findByText('Real money');
    const list = menu.closest('dl') as HTMLElement;
    expect(within(list).getByText('€50.00')).toBeTruthy();
    expect(within(list).getByText('€100.00')).toBeTruthy();
    expect(screen.queryByTestId('balance-wagering')).toBeNull();
  });

  it("shows the wagering of the player's currency, floored, with its tooltip", async () => {
    renderShell(header(), {
      seed: [
        ...playerSeed(),
        [
          ['player', 'bonuses'],
          [
            makeGift({ amount_wager_cents: 1_999, amount_wager_requirement_cents: 3_000 }),
            makeGift({ id: 2, amount_wager_cents: 0, amount_wager_requirement_cents: 1_000 }),
            // Not counted: another currency, and a bonus that does not wager yet.
            makeGift({
              id: 3,
              currency: 'USD',
              amount_wager_cents: 0,
              amount_wager_requirement_cents: 9_000,
            }),
            makeGift({
              id: 4,
              stage: 'issued',
              amount_wager_cents: 0,
              amount_wager_requirement_cents: 9_000,
            }),
          ],
        ],
      ],
    });
    await open();
    const wagering = await screen.findByTestId('balance-wagering');
    // 1 999 of 4 000 = 49.975 % → 49.
    expect(within(wagering).getByTestId('balance-wagering-percent').textContent).toBe('49%');
    expect(within(wagering).getByRole('progressbar', { name: 'Wagering progress' })).toHaveProperty(
      'value',
      49,
    );
    expect(wagering.textContent).toContain('€19.99 of €40.00');
    const about = within(wagering).getByRole('button', { name: 'What is wagering?' });
    const tooltip = document.getElementById(about.getAttribute('aria-describedby') ?? '') as HTMLElement;
    expect(tooltip.getAttribute('role')).toBe('tooltip');
    expect(tooltip.style.width).toBe('225px');
    expect(tooltip.textContent).toContain('divided by the total wagering');
  });
});
