import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { guestSeed, playerSeed } from '../fixtures.ts';
import { renderShell, type Seed } from '../testing.tsx';
import { Shell } from './shell.tsx';

afterEach(cleanup);

const page = (
  <Shell cookieNoticeDismissed>
    <main id="main">page</main>
  </Shell>
);

/** Opens the sidebar (its code loads when it first opens). */
async function openMenu() {
  const button = screen.getByRole('button', { name: 'Menu' });
  button.focus();
  fireEvent.click(button);
  return { button, dialog: await screen.findByRole('dialog', { name: 'Main menu' }) };
}

describe('Sidebar', () => {
  it('opens as a modal dialog with focus inside', async () => {
    renderShell(page, { seed: guestSeed() });
    expect(screen.queryByRole('dialog')).toBeNull();
    const { dialog } = await openMenu();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows a signed-in player’s comp coins under the balance when the shop is on (phones have no balance menu)', async () => {
    const seed: Seed = [
      ...playerSeed(),
      [['fe-config', 'manage-promotion-pages'], { 'rocket-mart': true }],
      [['player', 'comp-points'], { chargeable: { points: 1_250 }, persistent: { points: 3_000 } }],
      [['lotteries', 'statuses'], []],
    ];
    renderShell(page, { seed });
    const { dialog } = await openMenu();
    const coins = await within(dialog).findByTestId('header-comp-coins-value');
    expect(coins.textContent).toBe('1,250');
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    renderShell(page, { seed: guestSeed() });
    const { button } = await openMenu();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click outside, not on a click inside', async () => {
    renderShell(page, { seed: guestSeed() });
    const { dialog } = await openMenu();
    fireEvent.pointerDown(dialog);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a swipe of more than 60 px towards the edge', async () => {
    renderShell(page, { seed: guestSeed() });
    const { dialog } = await openMenu();
    fireEvent.touchStart(dialog, { touches: [{ clientX: 250, clientY: 300 }] });
    fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: 220, clientY: 300 }] });
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.touchStart(dialog, { touches: [{ clientX: 250, clientY: 300 }] });
    fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: 150, clientY: 310 }] });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog, wrapping at both ends', async () => {
    renderShell(page, { seed: guestSeed() });
    const { dialog } = await openMenu();
    const focusable = [...dialog.querySelectorAll<HTMLElement>('a[href], button, input')];
    const first = focusable[0]!;
    const last = focusable.at(-1)!;
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes when a link inside is followed', async () => {
    const { router } = renderShell(page, { seed: guestSeed() });
    await openMenu();
    await act(() => router.navigate('/live/all'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows balance, profile and support to a player', async () => {
    renderShell(page, { seed: playerSeed() });
    const { dialog } = await openMenu();
    expect(dialog.textContent).toContain('€1,234.50');
    expect(screen.getByRole('link', { name: 'My profile' }).getAttribute('href')).toBe('/profile');
  });
});

describe('Bottom bar', () => {
  it('has lobby, pokies, live and the menu; deposit only for players', () => {
    renderShell(page, { seed: guestSeed() });
    const bar = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(bar.textContent).toContain('Lobby');
    expect(bar.textContent).not.toContain('Deposit');
    cleanup();
    renderShell(page, { seed: playerSeed() });
    expect(screen.getByRole('navigation', { name: 'Quick navigation' }).textContent).toContain('Deposit');
  });
});

describe('Skip link', () => {
  it('jumps to the main content', () => {
    renderShell(page, { seed: guestSeed() });
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
  });
});
