import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configEntries } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { PLAYER_FIELDS } from './defaults.ts';
import { FIELD_MAX_LENGTH, loadPlayerFieldsInfo, validatePlayerFields } from './service.ts';

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

describe('length rules carry both bounds (the newer client reads minimum and maximum together)', () => {
  it('serves minimum 0 where the shipped fields name only a maximum, and keeps both where set', async () => {
    const res = await t.request({ method: 'GET', url: '/api/info/player_fields' });
    const fields: { field: string; length?: { minimum?: number; maximum?: number } }[] = res.json().fields;
    const lengthOf = (name: string) => fields.find((f) => f.field === name)?.length;
    expect(lengthOf('city')).toEqual({ minimum: 0, maximum: 50 });
    expect(lengthOf('email')).toEqual({ minimum: 0, maximum: 254 });
    expect(lengthOf('nickname')).toEqual({ minimum: 3, maximum: 15 });
    expect(lengthOf('country')).toBeUndefined();
    for (const f of fields.filter((f) => f.length)) {
      expect(typeof f.length?.minimum, f.field).toBe('number');
      expect(typeof f.length?.maximum, f.field).toBe('number');
    }
  });

  it("fills an operator's one-sided rules, and enforces what it serves", async () => {
    const [row] = await t.deps.db.select().from(configEntries).where(eq(configEntries.name, 'player_fields'));
    const fields = PLAYER_FIELDS.fields.map((f) =>
      f.field === 'city'
        ? { ...f, length: { minimum: 2 } }
        : f.field === 'address'
          ? { ...f, length: {} }
          : f,
    );
    await t.deps.db
      .update(configEntries)
      .set({ value: { ...PLAYER_FIELDS, fields } })
      .where(eq(configEntries.name, 'player_fields'));
    try {
      const info = await loadPlayerFieldsInfo(t.deps);
      const lengthOf = (name: string) => info.fields.find((f) => f.field === name)?.length;
      expect(lengthOf('city')).toEqual({ minimum: 2, maximum: FIELD_MAX_LENGTH });
      expect(lengthOf('address')).toEqual({ minimum: 0, maximum: FIELD_MAX_LENGTH });
      const check = (city: string) => validatePlayerFields(t.deps, 'edition', { city }, { country: 'CA' });
      expect((await check('x')).city).toEqual(['validation.too_short']);
      expect((await check('x'.repeat(FIELD_MAX_LENGTH + 1))).city).toEqual(['validation.too_long']);
      expect((await check('Tallinn')).city).toBeUndefined();
    } finally {
      await t.deps.db
        .update(configEntries)
        .set({ value: row!.value })
        .where(eq(configEntries.name, 'player_fields'));
    }
  });
});
