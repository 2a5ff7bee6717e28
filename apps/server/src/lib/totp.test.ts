import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { matchOtp, newOtpSecret, otpAuthUri } from './totp.ts';

const at = new Date('2026-05-01T12:00:00Z');
const codeAt = (secret: string, date: Date) => generate({ secret, epoch: Math.floor(date.getTime() / 1000) });

describe('TOTP codes', () => {
  it('accepts the current code and the neighbouring steps only', async () => {
    const secret = newOtpSecret();
    expect(await matchOtp(secret, await codeAt(secret, at), at, null)).toBeTypeOf('number');
    expect(
      await matchOtp(secret, await codeAt(secret, new Date(at.getTime() - 30_000)), at, null),
    ).not.toBeNull();
    expect(
      await matchOtp(secret, await codeAt(secret, new Date(at.getTime() - 120_000)), at, null),
    ).toBeNull();
  });

  it('refuses a code twice (replay) and malformed codes', async () => {
    const secret = newOtpSecret();
    const code = await codeAt(secret, at);
    const step = await matchOtp(secret, code, at, null);
    expect(step).not.toBeNull();
    expect(await matchOtp(secret, code, at, step)).toBeNull();
    expect(await matchOtp(secret, '12345', at, null)).toBeNull();
    expect(await matchOtp('not base32!', '123456', at, null)).toBeNull();
  });

  it('builds the otpauth URI with the issuer', () => {
    expect(otpAuthUri('Orbit', 'a@b.co', 'JBSWY3DPEHPK3PXP')).toBe(
      'otpauth://totp/Orbit:a%40b.co?secret=JBSWY3DPEHPK3PXP&issuer=Orbit',
    );
  });
});
