import { describe, expect, it } from 'vitest';
import type { PlayerFieldsInfo } from '../info.ts';
import { checkField, checkPlayerFields, contextFields, minimumAge } from './player-fields.ts';

const info: PlayerFieldsInfo = {
  fields: [
    { field: 'email', type: 'email' },
    { field: 'password', type: 'password' },
    { field: 'nickname', type: 'string', length: { minimum: 3, maximum: 15 } },
    { field: 'first_name', type: 'string', length: { maximum: 50 } },
    { field: 'last_name', type: 'string', length: { maximum: 50 } },
    { field: 'date_of_birth', type: 'date', once_set: true, age: { min: { default: 18, EE: 21 } } },
    { field: 'country', type: 'select', once_set: true, inclusion: { in: ['CA', 'EE', 'AU'] } },
    { field: 'postal_code', type: 'string', length: { maximum: 10 } },
    { field: 'mobile_phone', type: 'phone' },
    { field: 'gender', type: 'select', inclusion: { in: ['m', 'f'] } },
    { field: 'receive_promos', type: 'boolean' },
    { field: 'terms_acceptance', type: 'boolean' },
    { field: 'personal_id_number', type: 'string' },
  ],
  contexts: {
    registration: ['email', 'password', 'country', 'receive_promos', 'terms_acceptance'],
    deposit: ['first_name', 'last_name', 'date_of_birth', 'postal_code', 'mobile_phone'],
    edition: [
      'nickname',
      'first_name',
      'last_name',
      'date_of_birth',
      'gender',
      'postal_code',
      'mobile_phone',
    ],
    evolution: ['first_name', 'last_name', 'date_of_birth'],
    payment_systems: { card: { base: { deposit: [], cashout: [] } } },
  },
};
const today = new Date('2025-06-15T12:00:00Z');
const opts = { country: 'CA', today };

describe('contexts and minimum age', () => {
  it('lists a context, null when it is unknown or not a list', () => {
    expect(contextFields(info, 'evolution')).toEqual(['first_name', 'last_name', 'date_of_birth']);
    expect(contextFields(info, 'nope')).toBeNull();
    expect(contextFields(info, 'payment_systems')).toBeNull();
  });

  it('minimum age: the country entry, else default, else 18', () => {
    const spec = info.fields.find((f) => f.field === 'date_of_birth');
    expect(minimumAge(spec, 'EE')).toBe(21);
    expect(minimumAge(spec, 'ee')).toBe(21);
    expect(minimumAge(spec, 'CA')).toBe(18);
    expect(minimumAge(undefined, 'EE')).toBe(18);
  });
});

describe('one field', () => {
  it('picks the rule by field name', () => {
    expect(checkField({ field: 'nickname', type: 'string' }, 'a_b', opts)).toBe(
      'validation.nickname_characters',
    );
    expect(checkField({ field: 'first_name', type: 'string' }, 'Zoë', opts)).toBe(
      'validation.english_letters',
    );
    expect(checkField({ field: 'postal_code', type: 'string' }, '90210', opts)).toBe(
      'validation.postal_code',
    );
    expect(checkField({ field: 'personal_id_number', type: 'string' }, '123', opts)).toBe(
      'validation.personal_id_length',
    );
    expect(checkField({ field: 'password', type: 'password' }, 'short', opts)).toBe('validation.too_short');
  });

  it('falls back to the type for unnamed fields', () => {
    expect(checkField({ field: 'backup_email', type: 'email' }, 'nope', opts)).toBe('validation.email');
    expect(checkField({ field: 'work_phone', type: 'phone' }, '12', opts)).toBe('validation.phone');
    expect(checkField({ field: 'city', type: 'string' }, 'Toronto', opts)).toBeNull();
  });

  it('applies length and inclusion from the spec', () => {
    expect(checkField({ field: 'city', type: 'string', length: { maximum: 3 } }, 'Oslo', opts)).toBe(
      'validation.too_long',
    );
    expect(checkField({ field: 'gender', type: 'select', inclusion: { in: ['m', 'f'] } }, 'x', opts)).toBe(
      'validation.invalid_value',
    );
  });

  it('checks value types', () => {
    expect(checkField({ field: 'receive_promos', type: 'boolean' }, 'yes', opts)).toBe(
      'validation.invalid_type',
    );
    expect(checkField({ field: 'city', type: 'string' }, 42, opts)).toBe('validation.invalid_type');
    expect(checkField({ field: 'terms_acceptance', type: 'boolean' }, false, opts)).toBe(
      'validation.must_accept',
    );
  });
});

describe('a context', () => {
  it('registration requires every listed field, booleans included', () => {
    expect(checkPlayerFields(info, 'registration', {}, opts)).toEqual({
      email: ['validation.required'],
      password: ['validation.required'],
      country: ['validation.required'],
      receive_promos: ['validation.required'],
      terms_acceptance: ['validation.required'],
    });
    expect(
      checkPlayerFields(
        info,
        'registration',
        {
          email: 'new@orbit.test',
          password: 'Orbit-demo-1',
          country: 'CA',
          receive_promos: false,
          terms_acceptance: true,
        },
        opts,
      ),
    ).toEqual({});
  });

  it('registration: terms must be ticked, the country must be known', () => {
    const errors = checkPlayerFields(
      info,
      'registration',
      {
        email: 'x@orbit.test',
        password: 'Orbit-demo-1',
        country: 'US',
        receive_promos: true,
        terms_acceptance: false,
      },
      opts,
    );
    expect(errors).toEqual({
      country: ['validation.invalid_value'],
      terms_acceptance: ['validation.must_accept'],
    });
  });

  it('ignores fields it does not know (the caller validates its own extras)', () => {
    const errors = checkPlayerFields(
      info,
      'evolution',
      { first_name: 'Ann', last_name: 'Lee', date_of_birth: '1990-01-01', dfpc: 'x' },
      opts,
    );
    expect(errors).toEqual({});
  });

  it('unknown context', () => {
    expect(checkPlayerFields(info, 'casino', {}, opts)).toEqual({ context: ['validation.invalid_value'] });
  });

  it('gates (deposit, provider contexts) count what is already stored', () => {
    const existing = { first_name: 'Ann', last_name: 'Lee', date_of_birth: '1990-01-01', postal_code: null };
    expect(
      checkPlayerFields(info, 'deposit', { mobile_phone: '+1 416 555 0199' }, { ...opts, existing }),
    ).toEqual({
      postal_code: ['validation.required'],
    });
    expect(checkPlayerFields(info, 'evolution', {}, { ...opts, existing })).toEqual({});
  });

  it('edition does not require the whole form, but a listed field may not be cleared', () => {
    const existing = { nickname: 'Annie', first_name: 'Ann' };
    expect(checkPlayerFields(info, 'edition', { gender: 'f' }, { ...opts, existing })).toEqual({});
    expect(checkPlayerFields(info, 'edition', { first_name: ' ' }, { ...opts, existing })).toEqual({
      first_name: ['validation.required'],
    });
  });

  it('refuses fields outside the context when asked to', () => {
    expect(
      checkPlayerFields(
        info,
        'edition',
        { personal_id_number: '12345678901' },
        { ...opts, onlyContextFields: true },
      ),
    ).toEqual({ personal_id_number: ['validation.not_allowed'] });
  });

  it('once-set fields cannot change once filled in; the same value is fine', () => {
    const existing = { date_of_birth: '1990-01-01', country: 'CA' };
    const o = { ...opts, existing };
    expect(checkPlayerFields(info, 'edition', { date_of_birth: '1991-01-01' }, o)).toEqual({
      date_of_birth: ['validation.once_set'],
    });
    expect(checkPlayerFields(info, 'edition', { date_of_birth: '1990-01-01' }, o)).toEqual({});
    expect(
      checkPlayerFields(info, 'edition', { date_of_birth: '1991-01-01' }, { ...opts, existing: {} }),
    ).toEqual({});
  });

  it('postal code and age follow the country of the input, then the stored one, then the visitor', () => {
    expect(
      checkPlayerFields(info, 'edition', { postal_code: '10111' }, { ...opts, existing: { country: 'EE' } }),
    ).toEqual({});
    expect(checkPlayerFields(info, 'edition', { postal_code: '10111' }, opts)).toEqual({
      postal_code: ['validation.postal_code'],
    });
    expect(
      checkPlayerFields(info, 'edition', { date_of_birth: '2005-01-01' }, { ...opts, country: 'EE' }),
    ).toEqual({ date_of_birth: ['validation.age_21'] });
    expect(checkPlayerFields(info, 'edition', { date_of_birth: '2005-01-01' }, opts)).toEqual({});
  });
});
