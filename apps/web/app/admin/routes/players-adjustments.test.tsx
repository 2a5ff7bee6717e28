import type { AdjustmentsPage, CurrencyInfo } from '@orbit/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen } from '../testing.tsx';
import AdminAdjustments from './players-adjustments.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const currency = (code: string, subunits: number): CurrencyInfo => ({
  code,
  symbol: code,
  subunits_to_unit: subunits,
  fiat: code !== 'BTC',
  default: code === 'EUR',
  enabled: true,
  subcurrencies: [],
});

const page: AdjustmentsPage = {
  data: [],
  pagination: { page: 1, per_page: 50, total_count: 0 },
  four_eyes_cents: 50_000,
};

describe('the pending adjustments page', () => {
  it('states the four-eyes limit in each currency’s own minor units, not as two decimals of any', async () => {
    renderAdminScreen(
      <AdminAdjustments />,
      {
        'GET /api/operator/adjustments': () => ({ body: page }),
        'GET /api/info/currencies': () => ({
          body: [currency('EUR', 100), currency('BTC', 100_000_000), currency('JPY', 1)],
        }),
      },
      { url: '/admin/players/adjustments', role: 'owner' },
    );
    const rule = await screen.findByText(/above 500\.00 EUR, 0\.00050000 BTC, 50000 JPY wait/);
    expect(rule.textContent).toContain('wait here until an operator other than the one who asked');
  });
});
