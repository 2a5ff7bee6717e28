import { describe, expect, it } from 'vitest';
import { Email, Password, RegistrationRequest, SignInRequest } from './auth.ts';
import { isTwoFactorRequired } from './player-helpers.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('auth schemas', () => {
  it('trims and lower-cases e-mail addresses and applies the e-mail rule', () => {
    expect(Email.parse('  Player@Example.COM ')).toBe('player@example.com');
    expect(firstMessage(Email.safeParse('player@localhost'))).toBe('validation.email');
    expect(firstMessage(Email.safeParse(undefined))).toBe('validation.required');
    expect(firstMessage(Email.safeParse(3))).toBe('validation.invalid_type');
  });

  it('applies the password rule of rules/text.ts', () => {
    expect(Password.safeParse('Orbit-pass-1').success).toBe(true);
    expect(firstMessage(Password.safeParse('short'))).toBe('validation.too_short');
    expect(firstMessage(Password.safeParse('with space 123'))).toBe('validation.password_characters');
  });

  it('asks for e-mail and password on step 1 only', () => {
    expect(SignInRequest.safeParse({ user: { otp_attempt: ' 123456 ' } }).data?.user.otp_attempt).toBe(
      '123456',
    );
    const step1 = SignInRequest.safeParse({ user: {} });
    expect(step1.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['user.email', 'validation.required'],
      ['user.password', 'validation.required'],
    ]);
    expect(firstMessage(SignInRequest.safeParse({ user: { otp_attempt: '12345' } }))).toBe(
      'auth.invalid_otp',
    );
  });

  it('checks that a sent password confirmation matches', () => {
    const base = { email: 'a@example.com', password: 'Orbit-pass-1' };
    expect(RegistrationRequest.safeParse({ user: base }).success).toBe(true);
    const mismatch = RegistrationRequest.safeParse({
      user: { ...base, password_confirmation: 'Orbit-pass-2' },
    });
    expect(mismatch.error?.issues[0]).toMatchObject({
      path: ['user', 'password_confirmation'],
      message: 'validation.confirmation_mismatch',
    });
  });

  it('recognises the 2FA answer of step 1', () => {
    expect(isTwoFactorRequired({ two_factor_required: true })).toBe(true);
    expect(isTwoFactorRequired({ id: 1, email: 'a@example.com' })).toBe(false);
    expect(isTwoFactorRequired(null)).toBe(false);
  });
});
