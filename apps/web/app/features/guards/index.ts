export {
  type CountryRestrictions,
  countryRestrictions,
  isRestrictionCode,
  NO_RESTRICTIONS,
} from './country-restrictions.ts';
export {
  GUEST_ONLY_MODALS,
  guestOnlyModal,
  guestOnlyRedirect,
  keepOnModalChange,
  mainHref,
  onlyModalChanged,
  registrationRedirectHref,
  requireUserRedirect,
} from './guard-rules.ts';
export { guestOnly, requireUser } from './loaders.ts';
