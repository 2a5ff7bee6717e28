import type { Deps } from '../../deps.ts';

export type PlayerFieldsContext = 'registration' | 'deposit' | 'cashout' | 'edition' | (string & {});

/**
 * Checks the player fields of one context (spec 2 §5 rules; which fields are required comes
 * from the operator's player_fields config). Returns `{field: [validation key]}`, empty when valid.
 */
export async function validatePlayerFields(
  _deps: Deps,
  _context: PlayerFieldsContext,
  _input: Record<string, unknown>,
  _options: { country: string },
): Promise<Record<string, string[]>> {
  return {};
}
