import type { CountryInfo } from '@orbit/contract';

/**
 * Guest mode is restricted in some countries: there the registration
 * and login modals show a notice instead of their forms. The flag comes with the country list
 * (`GET /api/info/countries` → `guest_restricted`); the server also refuses with a 403 code.
 */
export interface CountryRestrictions {
  registration: boolean;
  login: boolean;
}

export const NO_RESTRICTIONS: CountryRestrictions = { registration: false, login: false };

/** The 403 codes that mean "not from your country" (registration answers the first). */
export const RESTRICTION_CODES = {
  registration: ['registration_restricted'],
  login: ['login_restricted'],
} as const;

export function countryRestrictions(
  countries: readonly Pick<CountryInfo, 'code' | 'guest_restricted'>[] | undefined,
  visitorCountry: string | null | undefined,
): CountryRestrictions {
  if (!countries || !visitorCountry) return NO_RESTRICTIONS;
  const country = countries.find((c) => c.code.toUpperCase() === visitorCountry.toUpperCase());
  const restricted = country?.guest_restricted === true;
  return { registration: restricted, login: restricted };
}

/** Whether a refusal code from the server means the form is closed in the visitor's country. */
export const isRestrictionCode = (
  form: keyof CountryRestrictions,
  code: string | null | undefined,
): boolean => !!code && (RESTRICTION_CODES[form] as readonly string[]).includes(code);
