import type { FailureMessages } from '~/shared/ui/form-errors.ts';

/** What the auth forms say above the form when the server gives no field errors. */
export const AUTH_FAILURES: FailureMessages = {
  generic: 'auth.errors.generic',
  network: 'auth.errors.network',
  tooManyRequests: 'auth.errors.too_many_requests',
};
