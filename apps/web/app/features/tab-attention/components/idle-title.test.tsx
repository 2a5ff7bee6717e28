import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '~/shared/ui/testing.tsx';
import { IdleTitle } from './idle-title.tsx';

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setHidden(false);
});

describe('the idle title', () => {
  it('calls the player back every 2 s while the tab is hidden, and is the page’s again once shown', () => {
    vi.useFakeTimers();
    document.title = 'Pokies';
    renderApp(<IdleTitle />, { fetch: fakeApi({}).fetch });
    act(() => setHidden(true));
    expect(document.title).toBe('Pokies');
    act(() => vi.advanceTimersByTime(2_000));
    expect(document.title).toMatch(/^Come back to /);
    act(() => vi.advanceTimersByTime(2_000));
    expect(document.title).toBe('Pokies');
    act(() => vi.advanceTimersByTime(2_000));
    expect(document.title).toMatch(/^Come back to /);
    act(() => setHidden(false));
    expect(document.title).toBe('Pokies');
    act(() => vi.advanceTimersByTime(10_000));
    expect(document.title).toBe('Pokies');
  });
});
