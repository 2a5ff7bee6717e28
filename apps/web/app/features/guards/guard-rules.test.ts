import { describe, expect, it } from 'vitest';
import { countryRestrictions, isRestrictionCode } from './country-restrictions.ts';
import {
  guestOnlyModal,
  guestOnlyRedirect,
  mainHref,
  onlyModalChanged,
  registrationRedirectHref,
  requireUserRedirect,
} from './guard-rules.ts';

const at = (href: string) => {
  const url = new URL(href, 'https://orbit.test');
  return { pathname: url.pathname, search: url.search };
};

describe('requireUser', () => {
  it('sends a guest to registration with the wanted path, locale prefix kept', () => {
    expect(requireUserRedirect(at('/profile/security'), false)).toBe(
      '/registration?redirect=%2Fprofile%2Fsecurity',
    );
    expect(requireUserRedirect(at('/de/profile?tab=1'), false)).toBe(
      '/de/registration?redirect=%2Fde%2Fprofile%3Ftab%3D1',
    );
    expect(registrationRedirectHref(at('/fr-CA/profile'))).toBe(
      '/fr-CA/registration?redirect=%2Ffr-CA%2Fprofile',
    );
  });

  it('lets a signed-in player through', () => {
    expect(requireUserRedirect(at('/profile'), true)).toBeNull();
  });
});

describe('guestOnly', () => {
  it('sends a signed-in player from every guest-only page or modal to main', () => {
    for (const path of [
      '/login',
      '/registration',
      '/remind',
      '/new-password',
      '/email-verify',
      '/email-confirmation',
    ])
      expect(guestOnlyRedirect(at(path), true)).toBe('/');
    expect(guestOnlyRedirect(at('/de/login'), true)).toBe('/de');
    expect(guestOnlyRedirect(at('/games?modal=registration'), true)).toBe('/');
  });

  it('lets guests in, and leaves other pages alone', () => {
    expect(guestOnlyRedirect(at('/login'), false)).toBeNull();
    expect(guestOnlyRedirect(at('/profile'), true)).toBeNull();
    expect(guestOnlyRedirect(at('/games?modal=cashbox'), true)).toBeNull();
  });

  it('lets a signed-in player follow an e-mail confirmation link', () => {
    expect(guestOnlyModal(at('/email-confirmation?confirmation_token=abc'))).toBeNull();
    expect(guestOnlyModal(at('/email-verify'))).toBe('email-verify');
  });

  it('main is in the page locale', () => {
    expect(mainHref(at('/it/profile'))).toBe('/it');
    expect(mainHref(at('/profile'))).toBe('/');
  });
});

describe('onlyModalChanged', () => {
  const u = (href: string) => new URL(href, 'https://orbit.test');
  it('is true when only modal parameters differ', () => {
    expect(onlyModalChanged(u('/profile?x=1'), u('/profile?x=1&modal=login'))).toBe(true);
    expect(onlyModalChanged(u('/profile?modal=login&redirect=%2Fa'), u('/profile'))).toBe(true);
  });
  it('keeps a game page as it is when the cashbox opens or closes over it', () => {
    const game = '/play/orbit-originals/hex-dice?mode=real';
    expect(onlyModalChanged(u(game), u(`${game}&cashbox=deposit`))).toBe(true);
    expect(onlyModalChanged(u(`${game}&cashbox=deposit`), u(`${game}&cashbox=withdraw`))).toBe(true);
    expect(onlyModalChanged(u(`${game}&cashbox=withdraw`), u(game))).toBe(true);
  });
  it('is false for another path or another page parameter', () => {
    expect(onlyModalChanged(u('/profile'), u('/profile/security'))).toBe(false);
    expect(onlyModalChanged(u('/profile?x=1'), u('/profile?x=2'))).toBe(false);
  });
});

describe('guest-mode country restrictions', () => {
  const countries = [
    { code: 'DE', guest_restricted: false },
    { code: 'US', guest_restricted: true },
  ];
  it('closes registration and login to visitors from a restricted country', () => {
    expect(countryRestrictions(countries, 'US')).toEqual({ registration: true, login: true });
    expect(countryRestrictions(countries, 'us')).toEqual({ registration: true, login: true });
  });
  it('keeps them open elsewhere, and when the country or list is unknown', () => {
    expect(countryRestrictions(countries, 'DE')).toEqual({ registration: false, login: false });
    expect(countryRestrictions(countries, 'FR')).toEqual({ registration: false, login: false });
    expect(countryRestrictions(undefined, 'US')).toEqual({ registration: false, login: false });
    expect(countryRestrictions(countries, null)).toEqual({ registration: false, login: false });
  });
  it('recognises the server refusals', () => {
    expect(isRestrictionCode('registration', 'registration_restricted')).toBe(true);
    expect(isRestrictionCode('login', 'registration_restricted')).toBe(false);
    expect(isRestrictionCode('login', 'login_restricted')).toBe(true);
    expect(isRestrictionCode('login', undefined)).toBe(false);
  });
});
