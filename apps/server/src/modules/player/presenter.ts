import type { Player } from '@orbit/contract';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../sessions/repository.ts';

/** The wire shape of a player (reference §1 "Player"), with statuses and auth_fields_missed. */
export async function presentPlayer(_db: Db, _user: UserRow): Promise<Player> {
  throw new Error('presentPlayer: implemented by the player module');
}
