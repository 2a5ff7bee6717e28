import type { Lootbox } from '@orbit/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, guest, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { segmentAtPointer } from '../model/wheel.ts';
import { makeLootbox } from '../testing.ts';
import { SpinWheelPage } from './spin-wheel-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** prefers-reduced-motion as the browser answers it. */
function reduceMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

/** The box the server answers the spin with: its second segment (the C$7.50 bonus) drawn. */
const opened = (box: Lootbox): Lootbox => ({
  ...box,
  stage: 'activated',
  items: box.items.map((item, i) => ({ ...item, prize: i === 1 })),
  gift_id: 77,
  draw: { server_seed_hash: 'a'.repeat(64), server_seed: null, client_seed: 'mine', nonce: 5, roll: 4321 },
});

function setUp(
  boxes: Lootbox[],
  answer: (box: Lootbox) => { status?: number; body: unknown } = (box) => ({ body: opened(box) }),
) {
  let list = boxes;
  const api = fakeApi({
    'GET /api/player': () => ({ body: makePlayer({ currency: 'CAD' }) }),
    'GET /api/player/lootboxes': () => ({ body: list }),
    'GET /api/fe/config/wheel-config': () => ({ body: [] }),
    'GET /api/fe/config/wheel-config-segments': () => ({ body: {} }),
    [`POST /api/player/lootboxes/${boxes[0]?.id ?? 0}/activation`]: () => {
      const reply = answer(boxes[0]!);
      if (!reply.status) list = [reply.body as Lootbox];
      return reply;
    },
  });
  renderApp(<SpinWheelPage base="rocketplay-wheel" />, { url: '/rocketplay-wheel/spin', fetch: api.fetch });
  return api;
}

describe('spinning the wheel', () => {
  it('with reduced motion, shows the drawn segment and the prize at once, with the draw to verify', async () => {
    reduceMotion(true);
    const user = userEvent.setup();
    const api = setUp([makeLootbox({ id: 12 })]);
    expect(await screen.findByText('You have 1 spin')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    const result = await screen.findByTestId('spin-result');
    expect(within(result).getByTestId('spin-prize').textContent).toBe('CA$7.50 bonus');
    expect(api.callsTo('POST /api/player/lootboxes/12/activation')).toHaveLength(1);
    const wheel = screen.getByTestId('wheel').firstElementChild as HTMLElement;
    // No turning: the wheel stands on the drawn segment.
    expect(wheel.style.transition).toBe('none');
    expect(segmentAtPointer(Number(wheel.dataset.rotation), 3)).toBe(1);
    const verify = within(result).getByTestId('verify-draw').getAttribute('href') ?? '';
    const params = new URL(verify, 'http://x').searchParams;
    expect(params.get('verify')).toBe('lootbox');
    expect(params.get('box')).toBe('12');
    expect(params.get('nonce')).toBe('5');
    expect(params.get('weights')).toBe('4000,4000,2000');
    expect(within(result).getByRole('link', { name: 'Go to my gifts' })).toBeTruthy();
    expect(await screen.findByText('You have 0 spins')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Spin again' })).toBeNull();
  });

  it('turns the wheel onto the drawn segment and shows the prize once it stops', async () => {
    reduceMotion(false);
    const user = userEvent.setup();
    setUp([makeLootbox({ id: 12 }), makeLootbox({ id: 13 })]);
    await user.click(await screen.findByRole('button', { name: 'Spin' }));
    await screen.findByText('The wheel is turning…');
    const wheel = screen.getByTestId('wheel').firstElementChild as HTMLElement;
    expect(wheel.style.transition).toContain('transform');
    const rotation = Number(wheel.dataset.rotation);
    expect(rotation).toBeGreaterThanOrEqual(6 * 360);
    expect(segmentAtPointer(rotation, 3)).toBe(1);
    expect(screen.queryByTestId('spin-result')).toBeNull();
    act(() => {
      const end = new Event('transitionend', { bubbles: true });
      Object.assign(end, { propertyName: 'transform' });
      fireEvent(wheel, end);
    });
    expect((await screen.findByTestId('spin-prize')).textContent).toBe('CA$7.50 bonus');
    expect(screen.getByRole('button', { name: 'Spin again' })).toBeTruthy();
  });

  it('says when the spin cannot be opened any more (opened in another tab)', async () => {
    reduceMotion(true);
    const user = userEvent.setup();
    setUp([makeLootbox({ id: 12 })], () => ({ status: 409, body: { error: 'lootbox_opened' } }));
    await user.click(await screen.findByRole('button', { name: 'Spin' }));
    expect(await screen.findByText('This spin or box cannot be opened any more.')).toBeTruthy();
    expect(screen.queryByTestId('spin-result')).toBeNull();
  });

  it('without spins, leads to the comp shop; a guest sees the wheel and a call to sign up', async () => {
    setUp([makeLootbox({ id: 3, group_key: 'shop_mystery_box' })]);
    const none = await screen.findByTestId('no-spins');
    expect(within(none).getByRole('link', { name: 'Get a spin in the comp shop' }).getAttribute('href')).toBe(
      '/rocket-mart/special',
    );
    cleanup();
    const api = fakeApi({
      'GET /api/player': () => ({ body: guest }),
      'GET /api/fe/config/wheel-config': () => ({ body: makeLootbox().items }),
      'GET /api/fe/config/wheel-config-segments': () => ({ body: {} }),
    });
    renderApp(<SpinWheelPage base="rocketplay-wheel" />, { url: '/rocketplay-wheel/spin', fetch: api.fetch });
    const call = await screen.findByTestId('wheel-guest');
    const signUp = within(call).getByRole('link', { name: 'Sign up' }).getAttribute('href') ?? '';
    expect(new URL(signUp, 'http://x').searchParams.get('modal')).toBe('registration');
    await waitFor(() =>
      expect(screen.getByTestId('wheel').querySelectorAll('[data-segment]')).toHaveLength(3),
    );
    expect(api.callsTo('GET /api/player/lootboxes')).toHaveLength(0);
  });
});
