import type { Banner } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { makeBanner } from '../testing.ts';
import { bannerTexts, bannerVariables, fillText, variablesFor } from './banner-text.ts';

const variables: Banner['variables'] = { bonus: { EUR: 150_000, CAD: 200_000, BTC: 2_500_000 } };

describe('bannerVariables', () => {
  it("formats the amount of the player's currency", () => {
    expect(bannerVariables(variables, { currency: 'CAD', locale: 'en' })).toEqual({ bonus: 'CA$2,000' });
    expect(bannerVariables(variables, { currency: 'EUR', locale: 'de' }).bonus).toBe('1.500\u00a0€');
  });

  it('keeps the cents of an amount that has them', () => {
    expect(bannerVariables({ x: { EUR: 1050 } }, { currency: 'EUR', locale: 'en' })).toEqual({ x: '€10.50' });
  });

  it('shows crypto in its display unit', () => {
    expect(bannerVariables(variables, { currency: 'BTC', locale: 'en' })).toEqual({
      bonus: '25,000.00 µBTC',
    });
  });

  it('falls back to EUR for a currency the banner does not price', () => {
    expect(bannerVariables(variables, { currency: 'NOK', locale: 'en' })).toEqual({ bonus: '€1,500' });
  });

  it('leaves out a variable with neither the currency nor EUR', () => {
    expect(bannerVariables({ x: { CAD: 1 } }, { currency: 'AUD', locale: 'en' })).toEqual({});
  });
});

describe('variablesFor', () => {
  it('keeps the amounts bannerVariables may pick for a currency, and they give the same texts', () => {
    const many = { bonus: { EUR: 150_000, CAD: 200_000, BTC: 2_500_000 }, pool: { CAD: 1, USD: 2 } };
    expect(variablesFor(many, 'CAD')).toEqual({ bonus: { EUR: 150_000, CAD: 200_000 }, pool: { CAD: 1 } });
    expect(variablesFor(many, 'NOK')).toEqual({ bonus: { EUR: 150_000 }, pool: {} });
    for (const currency of ['CAD', 'NOK', 'BTC', 'USD']) {
      const context = { currency, locale: 'en' };
      expect(bannerVariables(variablesFor(many, currency), context), currency).toEqual(
        bannerVariables(many, context),
      );
    }
    expect(variablesFor(undefined, 'EUR')).toBeUndefined();
  });
});

describe('fillText', () => {
  it('fills every known placeholder and keeps unknown ones', () => {
    expect(fillText('Up to {{bonus}} + {{ bonus }} and {{spins}}', { bonus: '€5' })).toBe(
      'Up to €5 + €5 and {{spins}}',
    );
  });
});

describe('bannerTexts', () => {
  it('fills title, description, labels and popup', () => {
    const banner = makeBanner({
      title: { text: 'Get {{bonus}}' },
      description: { text: 'Max {{bonus}}', size: 'medium' },
      labels: [{ title: '{{bonus}} pack' }],
      secondButton: {
        name: 'Terms',
        popup: { title: '{{bonus}}', secondTitle: 'Rules', desc: 'Up to {{bonus}}' },
      },
      variables,
    });
    expect(bannerTexts(banner, { currency: 'EUR', locale: 'en' })).toEqual({
      title: 'Get €1,500',
      description: 'Max €1,500',
      labels: ['€1,500 pack'],
      popup: { title: '€1,500', secondTitle: 'Rules', desc: 'Up to €1,500' },
    });
  });
});
