import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TIMER_KEY } from '../model/session-timer.ts';
import { renderShell } from '../testing.tsx';
import { SessionTimer } from './session-timer.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('SessionTimer', () => {
  it('counts hh:mm:ss from the start kept in sessionStorage', () => {
    sessionStorage.setItem(SESSION_TIMER_KEY, String(Date.now() - 3_723_000));
    renderShell(<SessionTimer signedIn />);
    expect(screen.getByRole('timer').textContent).toBe('01:02:03');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('timer').textContent).toBe('01:02:05');
  });

  it('starts at sign-in and forgets the start at logout', () => {
    renderShell(<SessionTimer signedIn />);
    expect(sessionStorage.getItem(SESSION_TIMER_KEY)).toBe(String(Date.now()));
    expect(screen.getByRole('timer').textContent).toBe('00:00:00');
    cleanup();
    renderShell(<SessionTimer signedIn={false} />);
    expect(sessionStorage.getItem(SESSION_TIMER_KEY)).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
