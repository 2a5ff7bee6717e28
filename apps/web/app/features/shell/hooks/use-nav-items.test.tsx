import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TopNav } from '../components/top-nav.tsx';
import { guestSeed, playerSeed } from '../fixtures.ts';
import { renderShell, type Seed } from '../testing.tsx';

afterEach(cleanup);

const withPages = (seed: Seed, pages: Record<string, boolean>): Seed => [
  ...seed.filter(([key]) => key[1] !== 'manage-promotion-pages'),
  [['fe-config', 'manage-promotion-pages'], pages],
];

describe('useNavItems: the mystic jackpots entry', () => {
  it("follows the page's flag in manage-promotion-pages", () => {
    renderShell(<TopNav />, { seed: withPages(guestSeed(), { 'mystic-jackpots': true }) });
    expect(screen.getByRole('link', { name: 'Mystic jackpots' }).getAttribute('href')).toBe(
      '/mystic-jackpots',
    );
    cleanup();
    renderShell(<TopNav />, { seed: withPages(guestSeed(), { 'mystic-jackpots': false }) });
    expect(screen.queryByRole('link', { name: 'Mystic jackpots' })).toBeNull();
  });

  it('is always there for testers', () => {
    renderShell(<TopNav />, { seed: withPages(playerSeed({ statuses: [{ id: 21, name: 'Tester' }] }), {}) });
    expect(screen.getByRole('link', { name: 'Mystic jackpots' })).toBeTruthy();
  });
});
