import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePlayer } from '~/shared/ui/testing.tsx';
import { renderShell } from '../testing.tsx';
import FooterNear from './footer-near.tsx';

/** The server's footer HTML, far below the viewport: an observer that never sees it come near. */
let serverFooter: HTMLElement;
beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  serverFooter = document.body.appendChild(document.createElement('footer'));
});
afterEach(() => {
  cleanup();
  serverFooter.remove();
  vi.unstubAllGlobals();
});

describe('the footer’s code', () => {
  it('loads with a signed-in player’s page, whose session may be reset before the footer is near', async () => {
    renderShell(<FooterNear />, { seed: [[['player'], makePlayer()]] });
    expect(await screen.findByRole('heading', { name: 'Information' })).toBeTruthy();
  });
});
