import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { guestSeed, playerSeed } from '../fixtures.ts';
import { renderShell } from '../testing.tsx';
import { TopNav } from './top-nav.tsx';

afterEach(cleanup);

describe('TopNav', () => {
  it('marks the current section and appends top-menu pages', () => {
    renderShell(<TopNav />, { path: '/categories/new', seed: guestSeed() });
    expect(screen.getByRole('link', { name: 'Lobby' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Slots' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'About Orbit' }).getAttribute('href')).toBe('/about');
    expect(screen.queryByRole('link', { name: 'Sports' })).toBeNull();
  });

  it('swaps the lobby for the external sports link on a mirror with a betting link', () => {
    renderShell(<TopNav />, { seed: guestSeed({ betting: true }) });
    expect(screen.queryByRole('link', { name: 'Lobby' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sports' }).getAttribute('href')).toBe(
      'https://sport.orbit.test',
    );
  });

  it('builds links in the page locale', () => {
    renderShell(<TopNav />, { path: '/de/live/all', seed: [...guestSeed(), [['cms', 'pages', 'de'], []]] });
    expect(screen.getByRole('link', { name: 'Live casino' }).getAttribute('href')).toBe('/de/live/all');
    expect(screen.getByRole('link', { name: 'Live casino' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows managed promotion pages to testers', () => {
    renderShell(<TopNav />, { seed: playerSeed({ statuses: [{ id: 21, name: 'Tester' }] }) });
    expect(screen.getByRole('link', { name: 'Coin shop' }).getAttribute('href')).toBe('/rocket-mart');
  });
});
