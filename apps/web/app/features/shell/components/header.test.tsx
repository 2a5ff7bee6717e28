import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
});
