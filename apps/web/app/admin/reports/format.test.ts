import type { DashboardDay } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { chartSeries, dayOf, lastDays, moneyText, periodOf, periodProblem, withQuery } from './format.ts';

const day = (date: string, figures: Partial<DashboardDay> = {}): DashboardDay => ({
  date,
  deposits_count: 0,
  deposits_cents: 0,
  withdrawals_count: 0,
  withdrawals_cents: 0,
  bets_cents: 0,
  wins_cents: 0,
  ggr_cents: 0,
  bonus_cost_cents: 0,
  ngr_cents: 0,
  jackpot_wins_cents: 0,
  active_players: 0,
  new_players: 0,
  first_deposits_count: 0,
  first_deposits_cents: 0,
  ...figures,
});

describe('report periods', () => {
  const now = new Date('2026-03-01T23:30:00Z');

  it('the last days up to today in UTC, today included', () => {
    expect(dayOf(now)).toBe('2026-03-01');
    expect(lastDays(now, 30)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(lastDays(now, 1)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });

  it('reads the period from the address, the last 30 days when it names none or no days', () => {
    expect(periodOf(new URLSearchParams('from=2025-01-01&to=2025-01-31'), now)).toEqual({
      from: '2025-01-01',
      to: '2025-01-31',
    });
    expect(periodOf(new URLSearchParams('from=2025-01-01'), now)).toEqual(lastDays(now, 30));
    expect(periodOf(new URLSearchParams('from=yesterday&to=2025-01-31'), now)).toEqual(lastDays(now, 30));
  });

  it('names what the server would refuse: reversed, longer than 366 days, no day', () => {
    expect(periodProblem({ from: '2025-01-01', to: '2025-01-01' })).toBeNull();
    expect(periodProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(periodProblem({ from: '2024-01-01', to: '2025-01-01' })).toBe('reports.period.too_long');
    expect(periodProblem({ from: '2025-01-02', to: '2025-01-01' })).toBe('reports.period.reversed');
    expect(periodProblem({ from: 'x', to: '2025-01-01' })).toBe('reports.period.invalid');
  });
});

describe('chart series', () => {
  it('x in seconds of each UTC day, money in whole units, counts as they are', () => {
    const days = [
      day('2026-03-01', { ggr_cents: 12_345, active_players: 3 }),
      day('2026-03-02', { ggr_cents: -500, active_players: 0 }),
    ];
    expect(chartSeries(days, ['ggr_cents', 'active_players'], 100)).toEqual([
      [1_772_323_200, 1_772_409_600],
      [123.45, -5],
      [3, 0],
    ]);
    // A currency of 8 decimals.
    expect(
      chartSeries([day('2026-03-01', { deposits_cents: 150_000_000 })], ['deposits_cents'], 100_000_000),
    ).toEqual([[1_772_323_200], [1.5]]);
  });
});

describe('links and money', () => {
  it('builds a CSV link from the filters, leaving out empty values', () => {
    expect(
      withQuery('/api/operator/dashboard.csv', { from: '2026-03-01', to: '2026-03-02', currency: 'CAD' }),
    ).toBe('/api/operator/dashboard.csv?from=2026-03-01&to=2026-03-02&currency=CAD');
    expect(withQuery('/x.csv', { from: '', to: undefined })).toBe('/x.csv');
  });

  it('formats minor units in the currency (subunits from the list, else 2 decimals for fiat)', () => {
    expect(moneyText(123_456, 'CAD', undefined, 'en')).toBe('CA$1,234.56');
    expect(moneyText(-500, 'EUR', undefined, 'de')).toBe('-5,00\u00a0€');
    expect(moneyText(1_500, 'JPY', [{ code: 'JPY', subunits_to_unit: 1, fiat: true }], 'en')).toBe('¥1,500');
  });
});
