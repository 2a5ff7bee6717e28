import { describe, expect, it } from 'vitest';
import { classifyEmail } from './check-email.ts';

describe('check-email verdicts', () => {
  it('accepts a well-formed address', () => {
    expect(classifyEmail('Player.One@Example.com')).toBe('IBIZA::VALID::ACCEPTED_EMAIL');
    expect(classifyEmail(' player@mail.example.co.uk ')).toBe('IBIZA::VALID::ACCEPTED_EMAIL');
  });

  it('calls a malformed address or a domain without a dot an invalid domain', () => {
    for (const bad of [
      '',
      'player',
      'player@',
      '@example.com',
      'player@localhost',
      'pl ayer@example.com',
      'a@b@c.com',
    ]) {
      expect(classifyEmail(bad), bad).toBe('IBIZA::INVALID::INVALID_DOMAIN');
    }
  });

  it('flags disposable inboxes, subdomains included', () => {
    expect(classifyEmail('x@mailinator.com')).toBe('IBIZA::RISKY::TEMPORARY');
    expect(classifyEmail('x@eu.yopmail.com')).toBe('IBIZA::RISKY::TEMPORARY');
    expect(classifyEmail('x@notmailinator.com')).toBe('IBIZA::VALID::ACCEPTED_EMAIL');
  });
});
