import { ApiError } from '~/shared/api/client.ts';

/** The exchange's refusals (`comp_points.<key>` in a 422's `errors`), each with its own text. */
export const EXCHANGE_ERRORS = [
  'card_unknown',
  'not_enough',
  'points_not_multiple',
  'too_many',
  'currency_unknown',
  'currency_not_offered',
  'multi_account',
  'bonuses_disabled',
  'lottery_unknown',
] as const;

const PREFIX = 'comp_points.';

/** The translation key of why an exchange failed: the server's refusal, else a general failure. */
export function exchangeErrorKey(error: unknown): string {
  if (error instanceof ApiError) {
    for (const messages of Object.values(error.fieldErrors)) {
      for (const message of messages) {
        const key = message.startsWith(PREFIX) ? message.slice(PREFIX.length) : '';
        if ((EXCHANGE_ERRORS as readonly string[]).includes(key)) return `comp.errors.${key}`;
      }
    }
  }
  return 'comp.errors.failed';
}
