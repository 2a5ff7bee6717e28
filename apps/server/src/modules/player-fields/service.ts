import {
  checkPlayerFields,
  DEFAULT_MIN_AGE,
  type PlayerFieldSpec,
  type PlayerFieldsCheckOptions,
  PlayerFieldsInfo,
} from '@orbit/contract';
import type { Deps } from '../../deps.ts';
import { internalConfig } from '../config/service.ts';
import { PLAYER_FIELDS } from './defaults.ts';
import { listCountryRules, listEnabledCurrencyCodes } from './repository.ts';

/** The longest text a field takes when its length rule names only a minimum. */
export const FIELD_MAX_LENGTH = 255;

/**
 * A length rule with both bounds: the newer client reads `length.minimum` and `length.maximum`
 * together (its type has both), the spec's client reads `maximum` alone. No minimum is 0.
 */
function withBothBounds(spec: PlayerFieldSpec): PlayerFieldSpec {
  if (!spec.length) return spec;
  return {
    ...spec,
    length: { minimum: spec.length.minimum ?? 0, maximum: spec.length.maximum ?? FIELD_MAX_LENGTH },
  };
}

export type PlayerFieldsContext = 'registration' | 'deposit' | 'cashout' | 'edition' | (string & {});

/**
 * The player fields as served and enforced: the operator's config row (or the shipped
 * defaults), with the allowed countries and currencies and each country's minimum age taken
 * from their tables, so there is one place to change them.
 */
export async function loadPlayerFieldsInfo(deps: Pick<Deps, 'db'>): Promise<PlayerFieldsInfo> {
  const stored = PlayerFieldsInfo.safeParse(await internalConfig(deps, 'playerFields'));
  const base = stored.success ? stored.data : PLAYER_FIELDS;
  const [countryRules, currencyCodes] = await Promise.all([
    listCountryRules(deps.db),
    listEnabledCurrencyCodes(deps.db),
  ]);
  const fields = base.fields.map(withBothBounds).map((spec): PlayerFieldSpec => {
    switch (spec.field) {
      case 'country':
        return { ...spec, inclusion: { in: countryRules.map((c) => c.code) } };
      case 'currency':
        return { ...spec, inclusion: { in: currencyCodes } };
      case 'date_of_birth': {
        const min: Record<string, number> = { default: DEFAULT_MIN_AGE, ...spec.age?.min };
        for (const c of countryRules) if (c.minAge !== min.default) min[c.code] = c.minAge;
        return { ...spec, age: { min } };
      }
      default:
        return spec;
    }
  });
  return { fields, contexts: base.contexts };
}

/**
 * Checks the player fields of one context (which fields are required comes
 * from the operator's player_fields config). Returns `{field: [validation key]}`, empty when valid.
 * `existing` is the stored record when a player edits it (once-set fields, what is filled in);
 * `onlyContextFields` refuses fields the context's form does not show.
 */
export async function validatePlayerFields(
  deps: Deps,
  context: PlayerFieldsContext,
  input: Record<string, unknown>,
  options: { country: string } & Pick<PlayerFieldsCheckOptions, 'existing' | 'onlyContextFields'>,
): Promise<Record<string, string[]>> {
  const info = await loadPlayerFieldsInfo(deps);
  return checkPlayerFields(info, context, input, { ...options, today: deps.now() });
}
