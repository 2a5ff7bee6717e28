import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch, listensTo } from '~/features/realtime/testing.ts';
import { fakeApi, guest, renderApp } from '~/shared/ui/testing.tsx';
import { makeJackpot, makeLevel } from '../testing.ts';
import { JackpotPage } from './jackpot-page.tsx';
import { JackpotSlider } from './jackpot-slider.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A stand-in IntersectionObserver the test drives: `show()` brings the observed elements on screen. */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FakeObserver {
    readonly targets: Element[] = [];
    constructor(readonly callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    show: () =>
      act(() => {
        for (const observer of observers) {
          const entries = observer.targets.map((target) => ({ target, isIntersecting: true }));
          observer.callback(entries as unknown as IntersectionObserverEntry[], observer as never);
        }
      }),
  };
}

const lobbyApi = (mystic: ReturnType<typeof makeJackpot>) =>
  fakeApi({
    'GET /api/player': () => ({ body: guest }),
    'GET /api/jackpots': () => ({ body: [mystic] }),
    'GET /api/jackpot_wins': () => ({ body: [] }),
    'GET /api/fe/config/manage-promotion-pages': () => ({ body: {} }),
  }).fetch;

describe('live jackpots', () => {
  it('a `jackpots_changes` event replaces the jackpot with the same id', async () => {
    const mystic = makeJackpot({ levels: [makeLevel({ id: 1, name: 'Grand', amount_cents: 12_890_412 })] });
    renderApp(<JackpotSlider />, { fetch: lobbyApi(mystic) });
    const card = await screen.findByRole('article', { name: 'Mystic jackpots' });
    expect(within(card).getByTestId('jackpot-level').textContent).toBe('Grand€128,904.12');
    await waitFor(() => expect(listensTo(['jackpots_changes'])).toBe(true));
    act(() =>
      dispatch('jackpots_changes', {
        ...mystic,
        levels: [makeLevel({ id: 1, name: 'Grand', amount_cents: 12_900_000 })],
      }),
    );
    await waitFor(() =>
      expect(within(card).getByTestId('jackpot-level').textContent).toBe('Grand€129,000.00'),
    );
  });

  it("the lobby's jackpots listen (and so open a guest's socket) only once on screen", async () => {
    const screenEdge = stubObserver();
    const mystic = makeJackpot({ levels: [makeLevel({ id: 1, name: 'Grand', amount_cents: 12_890_412 })] });
    renderApp(<JackpotSlider />, { fetch: lobbyApi(mystic) });
    await screen.findByRole('article', { name: 'Mystic jackpots' });
    expect(listensTo(['jackpots_changes'])).toBe(false);
    screenEdge.show();
    await waitFor(() => expect(listensTo(['jackpots_changes'])).toBe(true));
  });

  it('the mystic jackpots page follows the same events', async () => {
    const mystic = makeJackpot({ levels: [makeLevel({ id: 1, name: 'Grand', amount_cents: 12_890_412 })] });
    renderApp(<JackpotPage jackpot={mystic} />, {
      fetch: fakeApi({
        'GET /api/player': () => ({ body: guest }),
        'GET /api/jackpots': () => ({ body: [mystic] }),
        'GET /api/jackpot_wins': () => ({ body: [] }),
      }).fetch,
    });
    const hero = await screen.findByRole('region', { name: mystic.name });
    expect(within(hero).getByTestId('jackpot-level').textContent).toBe('Grand€128,904.12');
    act(() =>
      dispatch('jackpots_changes', {
        ...mystic,
        levels: [makeLevel({ id: 1, name: 'Grand', amount_cents: 13_000_000 })],
      }),
    );
    await waitFor(() =>
      expect(within(hero).getByTestId('jackpot-level').textContent).toBe('Grand€130,000.00'),
    );
  });
});
