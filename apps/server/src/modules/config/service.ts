import { type ConfigName, isConfigName, Manager } from '@orbit/contract';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { findConfigValue, INTERNAL_CONFIG } from './repository.ts';

/** A public front-end config as the operator wrote it; 404 for names spec 1 §7 does not list or rows not set. */
export async function frontendConfig(deps: Deps, name: string): Promise<unknown> {
  const value = isConfigName(name) ? await findConfigValue(deps.db, name satisfies ConfigName) : undefined;
  if (value === undefined) throw new HttpError(404, 'not_found', `No config named ${name}`);
  return value;
}

const ManagersConfig = z.object({ managers: z.array(Manager) });

/**
 * The personal manager for a player's groups: the first manager of the config (most exclusive
 * VIP group first) whose group the player is in; null when none is.
 */
export async function managerFor(deps: Deps, userGroups: Array<number | string>): Promise<Manager | null> {
  const parsed = ManagersConfig.safeParse(await findConfigValue(deps.db, INTERNAL_CONFIG.managers));
  if (!parsed.success) return null;
  const groups = new Set(userGroups.map((g) => String(g).trim()));
  return parsed.data.managers.find((m) => groups.has(String(m.groupId))) ?? null;
}
