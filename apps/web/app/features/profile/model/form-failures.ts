import type { FailureMessages } from '~/shared/ui/form-errors.ts';

/** What the profile forms say above the form when the server gives no field errors. */
export const PROFILE_FAILURES: FailureMessages = { generic: 'profile.errors.generic' };
