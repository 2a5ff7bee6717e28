import { FeatureFlagName, MAX_FLAG_SWITCHES } from '@orbit/contract';

/** A browser's own flag switches: name → on/off. */
export type FlagSwitches = Record<string, boolean>;

/**
 * The switches a cookie carries (`ffc:1|rocket-chance:0`). The cookie is the browser's to forge:
 * malformed pairs are dropped, and no more than the limit are read.
 */
export function decodeSwitches(raw: string | undefined): FlagSwitches {
  const switches: FlagSwitches = {};
  if (!raw || raw.length > 2000) return switches;
  for (const pair of raw.split('|').slice(0, MAX_FLAG_SWITCHES)) {
    const [name, value, ...rest] = pair.split(':');
    if (rest.length > 0 || (value !== '1' && value !== '0')) continue;
    if (!FeatureFlagName.safeParse(name).success) continue;
    switches[name as string] = value === '1';
  }
  return switches;
}

export const encodeSwitches = (switches: FlagSwitches): string =>
  Object.entries(switches)
    .map(([name, on]) => `${name}:${on ? 1 : 0}`)
    .join('|');

/** The operator's flags as this browser sees them: its switches win. */
export function applySwitches(flags: unknown, switches: FlagSwitches): unknown {
  if (Object.keys(switches).length === 0) return flags;
  const base = flags && typeof flags === 'object' && !Array.isArray(flags) ? flags : {};
  return { ...base, ...switches };
}
