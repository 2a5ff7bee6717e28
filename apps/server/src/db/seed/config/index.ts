import { INTERNAL_CONFIG } from '../../../modules/config/service.ts';
import { PLAYER_FIELDS } from '../../../modules/player-fields/defaults.ts';
import type { Db } from '../../client.ts';
import { configEntries } from '../../schema/index.ts';
import { FRONTEND_CONFIG } from './frontend.ts';
import { cryptoExchangeRates, MANAGERS, PROJECT } from './project.ts';

/** Every config row the demo needs: the public `/api/fe/config/*` ones and the server's own settings. */
export function demoConfigEntries(): Array<{ name: string; value: unknown }> {
  return [
    ...Object.entries(FRONTEND_CONFIG).map(([name, value]) => ({ name, value })),
    { name: INTERNAL_CONFIG.playerFields, value: PLAYER_FIELDS },
    { name: INTERNAL_CONFIG.project, value: PROJECT },
    { name: INTERNAL_CONFIG.managers, value: MANAGERS },
    { name: INTERNAL_CONFIG.cryptoExchangeRates, value: cryptoExchangeRates() },
  ];
}

export async function seedConfig(db: Db) {
  await db.insert(configEntries).values(demoConfigEntries()).onConflictDoNothing();
}
