/**
 * Guest mode is restricted in some countries (spec 1 §1, spec 2 §2): there the registration
 * and login modals show a notice instead of their forms. The flag comes with the country list
 * (`GET /api/info/countries`), or the server refuses with 403 and one of the codes below.
 */
export interface CountryRestrictionFlags {
  code: string;
  /** Orbit's flag on the country list; either name is accepted. */
  guest_restricted?: boolean;
  restricted?: boolean;
}

export interface CountryRestrictions {
  registration: boolean;
  login: boolean;
}

export const NO_RESTRICTIONS: CountryRestrictions = { registration: false, login: false };

/** The refusal codes that mean "not from your country". */
export const RESTRICTION_CODES = {
  registration: ['registration_restricted', 'country_restricted', 'guest_restricted'],
  login: ['login_restricted', 'country_restricted', 'guest_restricted'],
} as const;

export function countryRestrictions(
  countries: readonly CountryRestrictionFlags[] | undefined,
  visitorCountry: string | null | undefined,
): CountryRestrictions {
  if (!countries || !visitorCountry) return NO_RESTRICTIONS;
  const country = countries.find((c) => c.code.toUpperCase() === visitorCountry.toUpperCase());
  const restricted = country?.guest_restricted === true || country?.restricted === true;
  return { registration: restricted, login: restricted };
}

/** Whether a refusal code from the server means the form is closed in the visitor's country. */
export const isRestrictionCode = (
  form: keyof CountryRestrictions,
  code: string | null | undefined,
): boolean => !!code && (RESTRICTION_CODES[form] as readonly string[]).includes(code);
