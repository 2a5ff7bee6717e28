import { cleanup, screen } from '@testing-library/react';
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

describe('cashbox popup tabs', () => {
  it.each([
    ['/deposit', 'Deposit'],
    ['/deposit-fast', 'Deposit'],
    ['/deposit-bonus', 'Deposit'],
    ['/accounts/3/deposit', 'Deposit'],
    ['/withdraw', 'Withdraw'],
    ['/cashbox', 'History'],
    ['/dashboard', 'History'],
  ])('on %s marks the %s tab', (url, tab) => {
    renderApp(<CashboxPopup>section</CashboxPopup>, { url, fetch: fakeApi({}).fetch });
    expect(currentTab()).toEqual([tab]);
  });
});
