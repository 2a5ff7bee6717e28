import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, guest, renderApp } from '~/shared/ui/testing.tsx';
import LateListeners from './late-listeners.tsx';

afterEach(cleanup);

const api = () => fakeApi({ 'GET /api/player': () => ({ body: guest }) }).fetch;
/** The support chat's hash target: drawn by the page's listeners (page-listeners.tsx). */
const pageListeners = () => document.getElementById('chat');

describe("the page's late listeners", () => {
  it("a guest's page loads them once in use (the first interaction), not before", async () => {
    renderApp(<LateListeners />, { fetch: api() });
    // Let the player and any chunk that would load settle: still none of them.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(pageListeners()).toBeNull();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await expect.poll(pageListeners).not.toBeNull();
  });

  it('an address that asks for one of them (`#chat`) loads them at once', async () => {
    renderApp(<LateListeners />, { url: '/#chat', fetch: api() });
    await expect.poll(pageListeners).not.toBeNull();
  });

  it('a page hidden loads them (the idle title)', async () => {
    renderApp(<LateListeners />, { fetch: api() });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(pageListeners()).toBeNull();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      fireEvent(document, new Event('visibilitychange', { bubbles: true }));
      await expect.poll(pageListeners).not.toBeNull();
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });
});
