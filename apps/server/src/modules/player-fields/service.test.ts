import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { loadPlayerFieldsInfo, validatePlayerFields } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  t.clock.now = new Date('2025-06-15T12:00:00Z');
});
afterAll(() => t.close());

const registration = {
  email: 'new@orbit.test',
  password: 'Orbit-demo-1',
  currency: 'CAD',
  country: 'CA',
  receive_promos: false,
  terms_acceptance: true,
};

describe('validatePlayerFields with the seeded player_fields', () => {
  it('accepts a complete registration and names every missing field', async () => {
    expect(await validatePlayerFields(t.deps, 'registration', registration, { country: 'CA' })).toEqual({});
    expect(
      Object.keys(await validatePlayerFields(t.deps, 'registration', {}, { country: 'CA' })).sort(),
    ).toEqual(['country', 'currency', 'email', 'password', 'receive_promos', 'terms_acceptance']);
  });

  it('takes allowed currencies and countries from their tables', async () => {
    const errors = await validatePlayerFields(
      t.deps,
      'registration',
      { ...registration, currency: 'GBP', country: 'XX' },
      { country: 'CA' },
    );
    expect(errors).toEqual({ currency: ['validation.invalid_value'], country: ['validation.invalid_value'] });
  });

  it("applies the rules with the player's country: age 21 and postal codes in Estonia", async () => {
    const input = { first_name: 'Mari', last_name: 'Tamm', date_of_birth: '2005-01-01' };
    expect(await validatePlayerFields(t.deps, 'evolution', input, { country: 'EE' })).toEqual({
      date_of_birth: ['validation.age_21'],
    });
    expect(await validatePlayerFields(t.deps, 'evolution', input, { country: 'CA' })).toEqual({});
    expect(
      await validatePlayerFields(t.deps, 'edition', { postal_code: 'M5V 3K2' }, { country: 'EE' }),
    ).toEqual({ postal_code: ['validation.postal_code'] });
  });

  it('refuses an unknown context', async () => {
    expect(await validatePlayerFields(t.deps, 'nope', {}, { country: 'CA' })).toEqual({
      context: ['validation.invalid_value'],
    });
  });
});

describe('the demo provider context', () => {
  it('iron-lotus (a studio of the demo catalogue) asks for names and date of birth before real play', async () => {
    const info = await loadPlayerFieldsInfo(t.deps);
    expect(info.contexts['iron-lotus']).toEqual(['first_name', 'last_name', 'date_of_birth']);
    expect(
      Object.keys(await validatePlayerFields(t.deps, 'iron-lotus', {}, { country: 'CA' })).sort(),
    ).toEqual(['date_of_birth', 'first_name', 'last_name']);
    const complete = { first_name: 'Ada', last_name: 'Lovelace', date_of_birth: '1990-12-10' };
    expect(await validatePlayerFields(t.deps, 'iron-lotus', complete, { country: 'CA' })).toEqual({});
  });
});
