import { describe, expect, it } from 'vitest';
import { sportPathOfHash, sportTarget } from './sport.ts';

describe('the sport pages', () => {
  it('lead to the betting host when the mirror has one, the same page there', () => {
    const host = 'https://sport.orbit.test/';
    expect(sportTarget(undefined, host)).toEqual({ kind: 'betting', url: 'https://sport.orbit.test' });
    expect(sportTarget('registration', host)).toEqual({
      kind: 'betting',
      url: 'https://sport.orbit.test/registration',
    });
    expect(sportTarget('live', host)).toEqual({ kind: 'betting', url: 'https://sport.orbit.test/live' });
    // Nothing but a plain path part is carried over.
    expect(sportTarget('..%2F@evil.test', host)).toEqual({
      kind: 'betting',
      url: 'https://sport.orbit.test',
    });
  });

  it('without one, open the sign-up and sign-in modals, and say so for any other page', () => {
    expect(sportTarget('registration', null)).toEqual({ kind: 'modal', modal: 'registration' });
    expect(sportTarget('login', null)).toEqual({ kind: 'modal', modal: 'login' });
    expect(sportTarget('live', null)).toEqual({ kind: 'none' });
    expect(sportTarget(undefined, null)).toEqual({ kind: 'none' });
  });

  it('read the hash links #sport and #sport_{x}, nothing else', () => {
    expect(sportPathOfHash('#sport')).toBe('/sport');
    expect(sportPathOfHash('#sport_live')).toBe('/sport/live');
    expect(sportPathOfHash('#sport_tennis-atp')).toBe('/sport/tennis-atp');
    expect(sportPathOfHash('#sport_')).toBeNull();
    expect(sportPathOfHash('#sport_a/b')).toBeNull();
    expect(sportPathOfHash('#chat')).toBeNull();
    expect(sportPathOfHash('')).toBeNull();
  });
});
