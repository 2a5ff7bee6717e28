import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '~/shared/ui/testing.tsx';
import { CashboxPopup } from './cashbox-popup.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const currentTab = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

const tabHref = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
const location = () => screen.getByTestId('location').textContent;

describe('cashbox popup', () => {
  it.each([
    ['deposit', 'Deposit'],
    ['deposit-fast', 'Deposit'],
    ['deposit-bonus', 'Deposit'],
    ['withdraw', 'Withdraw'],
    ['dashboard', 'History'],
  ] as const)('marks the tab of the %s section', (section, tab) => {
    renderApp(<CashboxPopup section={section}>section</CashboxPopup>, { url: '/', fetch: fakeApi({}).fetch });
    expect(currentTab()).toEqual([tab]);
  });

  it("on a cashbox page of its own, the tabs are the sections' paths and closing goes to the lobby", async () => {
    renderApp(<CashboxPopup section="deposit">section</CashboxPopup>, {
      url: '/de/deposit',
      fetch: fakeApi({}).fetch,
    });
    expect(tabHref('Withdraw')).toBe('/de/withdraw');
    expect(tabHref('History')).toBe('/de/cashbox');
    fireEvent.click(screen.getByRole('button', { name: 'Close the cashbox' }));
    // The modal closes after its 100 ms animation.
    await waitFor(() => expect(location()).toBe('/de'));
  });

  it('over a game, the tabs stay on the game and closing goes back to it', async () => {
    const game = '/play/orbit-originals/hex-dice?mode=real';
    renderApp(<CashboxPopup section="deposit">section</CashboxPopup>, {
      url: `${game}&cashbox=deposit`,
      fetch: fakeApi({}).fetch,
    });
    expect(tabHref('Withdraw')).toBe(`${game}&cashbox=withdraw`);
    fireEvent.click(screen.getByRole('button', { name: 'Close the cashbox' }));
    await waitFor(() => expect(location()).toBe(game));
  });
});
