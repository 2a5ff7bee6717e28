import { describe, expect, it } from 'vitest';
import { moneyCard, spinsCard, tagged, wheelCard } from '../testing.ts';
import {
  cardsOfTab,
  clampCount,
  exchangeCurrency,
  exchangeRequest,
  exchangeStep,
  gamePath,
  isAffordable,
  isWheelCard,
  MAX_EXCHANGE_COUNT,
  maxCount,
  moneyRate,
  shopTabOf,
  shortfall,
} from './shop.ts';

const cash = tagged('money', moneyCard());
const spins = tagged('freespins', spinsCard());
const wheel = tagged('lootboxes', wheelCard());
const mystery = tagged(
  'lootboxes',
  wheelCard({ group: 'comp_mystery_box', bonus_title: 'shop_mystery_box' }),
);
const lottery = tagged(
  'lotteries',
  spinsCard({ group: 'lotto', games: [], lottery_ids: [42], rate: { points: 10 } }),
);

describe('shop tabs', () => {
  it('reads the tab from the path: none is All, the three named tabs, anything else is no page', () => {
    expect(shopTabOf(undefined)).toBe('all');
    expect(shopTabOf('freespins')).toBe('freespins');
    expect(shopTabOf('money')).toBe('money');
    expect(shopTabOf('special')).toBe('special');
    expect(shopTabOf('all')).toBeNull();
    expect(shopTabOf('lootboxes')).toBeNull();
  });

  it('shows every card on All, one kind on Free spins and Money, the special cards on Special', () => {
    const cards = [cash, spins, wheel, mystery];
    expect(cardsOfTab(cards, 'all')).toEqual(cards);
    expect(cardsOfTab(cards, 'freespins')).toEqual([spins]);
    expect(cardsOfTab(cards, 'money')).toEqual([cash]);
    expect(cardsOfTab(cards, 'special')).toEqual([wheel, mystery]);
    expect(cardsOfTab([], 'special')).toEqual([]);
  });
});

describe('money in the player currency', () => {
  it("uses the player's currency, falls back to EUR, else has none", () => {
    expect(moneyRate(cash, 'CAD')).toEqual({ currency: 'CAD', amount_cents: 750 });
    expect(moneyRate(cash, 'NOK')).toEqual({ currency: 'EUR', amount_cents: 500 });
    expect(
      moneyRate(moneyCard({ rates: [{ points: 500, currency: 'USD', amount_cents: 5 }] }), 'NOK'),
    ).toBeNull();
    expect(moneyRate(spins, 'EUR')).toBeNull();
  });

  it('pays a money card in the currency it shows; other cards in the player currency', () => {
    expect(exchangeCurrency(cash, 'CAD')).toBe('CAD');
    expect(exchangeCurrency(cash, 'NOK')).toBe('EUR');
    expect(exchangeCurrency(spins, 'NOK')).toBe('NOK');
  });
});

describe('how many the coins buy', () => {
  it('is floor(balance ÷ cost), none below the cost, at most what one exchange sells', () => {
    expect(maxCount(800, 150)).toBe(5);
    expect(maxCount(150, 150)).toBe(1);
    expect(maxCount(149, 150)).toBe(0);
    expect(maxCount(0, 150)).toBe(0);
    expect(maxCount(1_000_000, 1)).toBe(MAX_EXCHANGE_COUNT);
    expect(maxCount(800, 0)).toBe(0);
  });

  it('keeps the count a whole number between 1 and that maximum', () => {
    expect(clampCount(3, 800, 150)).toBe(3);
    expect(clampCount(9, 800, 150)).toBe(5);
    expect(clampCount(0, 800, 150)).toBe(1);
    expect(clampCount(-4, 800, 150)).toBe(1);
    expect(clampCount(2.7, 800, 150)).toBe(2);
    expect(clampCount(Number.NaN, 800, 150)).toBe(1);
    // Unaffordable: the minimum stays 1.
    expect(clampCount(3, 100, 150)).toBe(1);
  });

  it('is affordable from one card’s cost; else the shortfall is what is missing', () => {
    expect(isAffordable(150, 150)).toBe(true);
    expect(isAffordable(149, 150)).toBe(false);
    expect(shortfall(149, 150)).toBe(1);
    expect(shortfall(0, 500)).toBe(500);
    expect(shortfall(800, 150)).toBe(0);
    expect(shortfall(800, 150, 6)).toBe(100);
  });
});

describe('the exchange flow', () => {
  const player = { can_issue_bonuses: true };
  it('sends a guest to registration', () => {
    expect(exchangeStep(null, [])).toBe('register');
  });
  it('warns a multi-account player (group 100) before anything else', () => {
    expect(exchangeStep(player, [131811, 100])).toBe('multi_account');
    expect(exchangeStep({ can_issue_bonuses: false }, [100])).toBe('multi_account');
  });
  it('asks a player who turned bonuses off to turn them on', () => {
    expect(exchangeStep({ can_issue_bonuses: false }, [21])).toBe('enable_bonuses');
  });
  it('exchanges at once otherwise', () => {
    expect(exchangeStep(player, [21, 257])).toBe('exchange');
  });

  it('asks for count × the price in coins, with the currency; a lottery for tickets of its lottery', () => {
    expect(exchangeRequest(spins, 3, 'CAD')).toEqual({
      exchange: { group: 'comp_spins_10', points: 450, currency: 'CAD' },
    });
    expect(exchangeRequest(lottery, 4, 'EUR')).toEqual({
      exchange: { group: 'lotto', tickets_count: 4, lottery_id: 42, currency: 'EUR' },
    });
  });
});

describe('where a reward is used', () => {
  it("turns a card's provider:game into the game's page", () => {
    expect(gamePath('orchard-reels:copper-fountain')).toBe('/play/orchard-reels/copper-fountain');
    expect(gamePath(undefined)).toBeNull();
    expect(gamePath('../admin')).toBeNull();
  });

  it('knows a wheel spin by its lootbox naming manual_wheel', () => {
    expect(isWheelCard(wheel)).toBe(true);
    expect(isWheelCard(mystery)).toBe(false);
    expect(isWheelCard(spins)).toBe(false);
  });
});
