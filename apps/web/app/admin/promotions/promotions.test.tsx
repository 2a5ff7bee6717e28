import type { OperatorOffer, OperatorRole, OperatorTournament } from '@orbit/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeHandler } from '~/shared/ui/testing.tsx';
import { PromotionCodes } from '../routes/promotions-codes.tsx';
import AdminPromotionTournaments from '../routes/promotions-tournaments.tsx';
import AdminPromotionWheel from '../routes/promotions-wheel.tsx';
import { renderAdminScreen } from '../testing.tsx';
import { type AmountRow, AmountsField } from './amounts.tsx';
import { KeyPicker } from './pickers.tsx';
import { type TextRow, TextsField } from './texts.tsx';

/**
 * The promotions screens' shared pieces, through the screens that use them: the fieldsets of rows
 * (amounts, texts), the list-and-editor frame (tournaments), the config frame and its save (the
 * wheel), the keyed lists' picker, and the codes' generation with its idempotency key.
 */

const renderScreen = (
  screenElement: ReactNode,
  routes: Record<string, FakeHandler> = {},
  role: OperatorRole = 'marketing',
) => renderAdminScreen(screenElement, routes, { url: '/admin/promotions', role });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A field of rows kept in state here, its rows shown as JSON to read back. */
function Rows() {
  const [amounts, setAmounts] = useState<AmountRow[]>([]);
  const [texts, setTexts] = useState<TextRow[]>([{ locale: 'en', text: 'Hi' }]);
  return (
    <>
      <AmountsField legend="Bonus" rows={amounts} onChange={setAmounts} error="Too much." />
      <TextsField legend="Title" rows={texts} onChange={setTexts} />
      <output data-testid="rows">{JSON.stringify({ amounts, texts })}</output>
    </>
  );
}
const rowsNow = () => JSON.parse(screen.getByTestId('rows').textContent ?? '{}');

describe('rows of a form', () => {
  it('adds, edits and removes rows; the English text stays; the error describes the fieldset', async () => {
    const user = userEvent.setup();
    renderScreen(<Rows />);
    const bonus = screen.getByRole('group', { name: 'Bonus' });
    const described = bonus.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Too much.');
    await user.click(within(bonus).getByRole('button', { name: 'Add a currency' }));
    await user.type(within(bonus).getByLabelText('Bonus: currency of row 1'), 'cad');
    await user.type(within(bonus).getByLabelText('Bonus: amount of row 1 (minor units)'), '1500');
    expect(within(bonus).getByText('15.00 CAD')).toBeTruthy();
    expect(rowsNow().amounts).toEqual([{ currency: 'CAD', cents: '1500' }]);
    await user.click(within(bonus).getByRole('button', { name: 'Remove row 1' }));
    expect(rowsNow().amounts).toEqual([]);

    const title = screen.getByRole('group', { name: 'Title' });
    expect(within(title).queryByRole('button', { name: 'Remove row 1' })).toBeNull();
    await user.click(within(title).getByRole('button', { name: 'Add a language' }));
    await user.type(within(title).getByLabelText('Title: language of row 2'), 'de');
    await user.type(within(title).getByLabelText('Title in de'), 'Hallo');
    expect(rowsNow().texts).toEqual([
      { locale: 'en', text: 'Hi' },
      { locale: 'de', text: 'Hallo' },
    ]);
    await user.click(within(title).getByRole('button', { name: 'Remove row 2' }));
    expect(rowsNow().texts).toEqual([{ locale: 'en', text: 'Hi' }]);
  });

  it('the key picker adds a key only when it is valid and new', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderScreen(
      <KeyPicker
        label="Wheel"
        keys={['', '7']}
        current=""
        onPick={() => {}}
        may
        add={{ label: 'Player group', addLabel: 'Add', valid: (key) => /^\d+$/.test(key), onAdd }}
      />,
    );
    const add = screen.getByRole('button', { name: 'Add' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Player group'), '7');
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Player group'), '1');
    await user.click(add);
    expect(onAdd).toHaveBeenCalledWith('71');
    expect((screen.getByLabelText('Player group') as HTMLInputElement).value).toBe('');
  });
});

const tournament = (over: Partial<OperatorTournament> = {}): OperatorTournament =>
  ({
    id: 4,
    slug: 'spring-race',
    frontend_identifier: 'tournament',
    titles: { en: 'Spring race' },
    descriptions: { en: '' },
    strategy: 'bet',
    currency: 'CAD',
    start_at: '2026-11-01T00:00:00.000Z',
    end_at: '2026-12-01T00:00:00.000Z',
    finished_at: null,
    group_ids: [],
    games: [],
    producers: [],
    min_bet_cents: 0,
    confirmation_required: false,
    prizes: [
      {
        award_place: 1,
        kind: 'money',
        amount_cents: 5000,
        offer_id: null,
        wager_multiplier: 0,
        freespins_count: 0,
      },
    ],
    ...over,
  }) as OperatorTournament;

describe('a list with its editor (tournaments)', () => {
  it('lists a page, opens a record into its form, and saves it by PUT', async () => {
    const user = userEvent.setup();
    const api = renderScreen(<AdminPromotionTournaments />, {
      'GET /api/operator/tournaments': () => ({
        body: { tournaments: [tournament()], page: 1, per_page: 20, total_count: 1 },
      }),
      'PUT /api/operator/tournaments/4': ({ body }) => ({ body: { ...tournament(), ...(body as object) } }),
    });
    const table = await screen.findByRole('table', { name: 'Tournaments' });
    expect(await within(table).findByText('Spring race')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'spring-race' }));
    const form = screen.getByRole('region', { name: 'Tournament spring-race' });
    expect((within(form).getByLabelText('Address (slug)') as HTMLInputElement).value).toBe('spring-race');
    expect((within(form).getByLabelText('Amount (minor units) of row 1') as HTMLInputElement).value).toBe(
      '5000',
    );
    await user.clear(within(form).getByLabelText('Title per language in en'));
    await user.type(within(form).getByLabelText('Title per language in en'), 'Winter race');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Saved.')).toBeTruthy();
    expect(api.callsTo('PUT /api/operator/tournaments/4')[0]?.body).toMatchObject({
      slug: 'spring-race',
      titles: { en: 'Winter race' },
      prizes: [{ award_place: 1, kind: 'money', amount_cents: 5000 }],
    });
  });

  it("a new record sent empty: the contract's schema answers in the fields, nothing is sent", async () => {
    const user = userEvent.setup();
    const api = renderScreen(<AdminPromotionTournaments />, {
      'GET /api/operator/tournaments': () => ({
        body: { tournaments: [], page: 1, per_page: 20, total_count: 0 },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'New tournament' }));
    const form = screen.getByRole('region', { name: 'New tournament' });
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(within(form).getByLabelText('Address (slug)').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /api/operator/tournaments')).toHaveLength(0);
  });

  it('an operator who may only read sees the list but no new button', async () => {
    renderScreen(
      <AdminPromotionTournaments />,
      {
        'GET /api/operator/tournaments': () => ({
          body: { tournaments: [tournament()], page: 1, per_page: 20, total_count: 1 },
        }),
      },
      'read_only',
    );
    expect(await screen.findByRole('button', { name: 'spring-race' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New tournament' })).toBeNull();
  });
});

const segment = { id: 1, weight: 3, prize: false, bonuses: [] };

describe('a config screen (the wheel)', () => {
  it('reads both configs, and writes both only when both pass their schemas', async () => {
    const user = userEvent.setup();
    const api = renderScreen(<AdminPromotionWheel />, {
      'GET /api/operator/promotions/config/wheel-config': () => ({
        body: { name: 'wheel-config', value: [segment] },
      }),
      'GET /api/operator/promotions/config/wheel-config-segments': () => ({
        body: { name: 'wheel-config-segments', value: null },
      }),
      'PUT /api/operator/config/wheel-config': ({ body }) => ({ body: { value: body } }),
      'PUT /api/operator/config/wheel-config-segments': ({ body }) => ({ body: { value: body } }),
    });
    const weight = await screen.findByLabelText('Weight of segment 1');
    expect((weight as HTMLInputElement).value).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Add a segment' }));
    await user.clear(screen.getByLabelText('Weight of segment 2'));
    await user.type(screen.getByLabelText('Weight of segment 2'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save the wheels' }));
    expect((await screen.findByTestId('promotions-wheel-errors')).textContent).toContain('1.weight');
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Weight of segment 2'));
    await user.type(screen.getByLabelText('Weight of segment 2'), '1');
    await user.click(screen.getByRole('button', { name: 'Save the wheels' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/api/operator/config/wheel-config',
      '/api/operator/config/wheel-config-segments',
    ]);
    expect(api.callsTo('PUT /api/operator/config/wheel-config')[0]?.body).toMatchObject([
      { id: 1, weight: 3 },
      { id: 2, weight: 1 },
    ]);
  });

  it('an operator without the content permission reads it and is told why there is no save', async () => {
    renderScreen(
      <AdminPromotionWheel />,
      {
        'GET /api/operator/promotions/config/wheel-config': () => ({
          body: { name: 'wheel-config', value: [segment] },
        }),
        'GET /api/operator/promotions/config/wheel-config-segments': () => ({
          body: { name: 'wheel-config-segments', value: {} },
        }),
      },
      'read_only',
    );
    expect(await screen.findByText('Your role may view this configuration but not change it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save the wheels' })).toBeNull();
  });
});

const offer = { id: 9, trigger: 'promo', group_key: 'spring' } as OperatorOffer;

describe('generating codes', () => {
  it('a retry of one submission sends the same idempotency key; the next batch a new one', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = renderScreen(<PromotionCodes offer={offer} />, {
      'GET /api/operator/bonus_offers/9/code_batches': () => ({ body: [] }),
      'GET /api/operator/bonus_offers/9/codes': () => ({
        body: { codes: [], page: 1, per_page: 50, total_count: 0 },
      }),
      'POST /api/operator/bonus_offers/9/codes': () =>
        fail
          ? { status: 503, body: { error: 'unavailable' } }
          : { status: 201, body: { id: 1, offer_id: 9, count: 100, prefix: '', created_at: '', used: 0 } },
    });
    const generate = await screen.findByRole('button', { name: 'Generate codes' });
    await user.click(generate);
    await screen.findByText(/went wrong|failed|try again/i);
    fail = false;
    await user.click(generate);
    expect((await screen.findByTestId('promotions-codes-made')).textContent).toContain('100 codes generated');
    await user.click(generate);
    await vi.waitFor(() => expect(api.callsTo('POST /api/operator/bonus_offers/9/codes')).toHaveLength(3));
    const keys = api
      .callsTo('POST /api/operator/bonus_offers/9/codes')
      .map((call) => (call.body as { idempotency_key: string }).idempotency_key);
    expect(keys[0]).toMatch(/^codes-/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);

    // The codes' order is the server's: a header asks for it, and the pages start again.
    const table = screen.getByRole('table', { name: 'Codes' });
    await user.click(within(table).getByRole('button', { name: 'Used at' }));
    await vi.waitFor(() =>
      expect(api.callsTo('GET /api/operator/bonus_offers/9/codes').at(-1)?.url).toContain('sort=used_at'),
    );
  });
});

describe('every promotions screen on the shared pieces', () => {
  it('draws its data and its forms', async () => {
    const user = userEvent.setup();
    const config = (name: string, value: unknown) => () => ({ body: { name, value } });
    const routes: Record<string, FakeHandler> = {
      'GET /api/operator/promotions/config/vip-adventures': config('vip-adventures', {
        variables: { main: { BONUS: { EUR: '10' } } },
        prizes: {
          main: [
            {
              title: 'Day one',
              prize: { freespin: 5 },
              condition: { minDep: '{{BONUS}}', wager: 'x35', periodActivationDays: '7' },
            },
          ],
        },
      }),
      'GET /api/operator/promotions/config/banners-config': config('banners-config', {
        banners: [],
        translations: {},
      }),
      'GET /api/operator/comp_point_rates': () => ({
        body: [
          {
            game_family: 'slots',
            currency: 'CAD',
            stake_cents: 100,
            chargeable_points: 1,
            persistent_points: 1,
          },
        ],
      }),
      'GET /api/operator/comp_shop_cards': () => ({ body: [] }),
      'GET /api/operator/vip_thresholds': () => ({
        body: { thresholds: [], defaults: { deposit_cents: 100_000, bet_cents: 1_000_000 } },
      }),
      'GET /api/operator/lotteries': () => ({
        body: { lotteries: [], page: 1, per_page: 20, total_count: 0 },
      }),
    };
    const screens = await Promise.all([
      import('../routes/promotions-adventure.tsx'),
      import('../routes/promotions-banners.tsx'),
      import('../routes/promotions-loyalty.tsx'),
      import('../routes/promotions-offer.tsx'),
      import('../routes/promotions-lotteries.tsx'),
    ]);
    const [Adventure, Banners, Loyalty, Offer, Lotteries] = screens.map((module) => module.default);

    renderScreen(Adventure ? <Adventure /> : null, routes);
    expect(((await screen.findByLabelText('Title of day 1')) as HTMLInputElement).value).toBe('Day one');
    expect((screen.getByLabelText('Amount of amount 1') as HTMLInputElement).value).toBe('10');
    cleanup();

    renderScreen(Banners ? <Banners /> : null, routes);
    await user.click(await screen.findByRole('button', { name: 'Add a banner' }));
    expect(screen.getByTestId('promotions-banner-preview')).toBeTruthy();
    cleanup();

    renderScreen(Loyalty ? <Loyalty /> : null, routes);
    expect(((await screen.findByLabelText('Currency of rate 1')) as HTMLInputElement).value).toBe('CAD');
    await user.click(screen.getByRole('button', { name: 'New card' }));
    expect(screen.getByRole('heading', { level: 3, name: 'New card' })).toBeTruthy();
    cleanup();

    renderScreen(Offer ? <Offer /> : null, routes);
    expect(screen.getByTestId('promotions-offer-form')).toBeTruthy();
    expect(screen.getByRole('group', { name: /^Bonus per currency/ })).toBeTruthy();
    cleanup();

    renderScreen(Lotteries ? <Lotteries /> : null, routes);
    await user.click(await screen.findByRole('button', { name: 'New lottery' }));
    expect((screen.getByLabelText('Place of row 1') as HTMLInputElement).value).toBe('1');
  });
});
