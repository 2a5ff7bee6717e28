import { CHANNEL } from '@orbit/contract';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import type { MethodDef } from './catalogue.ts';
import { type ProfileRow, removeProfile } from './repository.ts';

/** Whether a saved card or IBAN can pay with a method: a card of the method's brand, an IBAN for a bank method. */
export function profileMatches(profile: ProfileRow, method: MethodDef) {
  return method.fields === 'card'
    ? profile.kind === 'card' && profile.brand === method.brand
    : method.fields === 'iban' && profile.kind === 'iban';
}

/**
 * `DELETE /api/payments/profiles/{id}`: forgets a saved card or IBAN (the payments made with it
 * keep their details). The player's other open cashboxes hear it on `payment_methods_updated`.
 */
export async function removeSavedProfile(deps: Deps, user: UserRow, id: number) {
  if (!(await removeProfile(deps.db, user.id, id)))
    throw new HttpError(404, 'not_found', 'No such saved profile');
  deps.realtime.publishToPlayer(user.id, CHANNEL.payment_methods_updated, { removed_profile_id: String(id) });
}
