import type { UpdateDetailsRequest } from '@orbit/contract';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/context.ts';
import { FieldErrors } from '../../http/errors.ts';
import { validatePlayerFields } from '../player-fields/service.ts';
import { existingPlayerFields, playerFieldPatch } from './fields.ts';
import { updateUser } from './repository.ts';

/**
 * POST /api/auth_providers/update_details: fills the fields a player is missing (checked with
 * the player_fields rules of `context`, default registration) and records terms acceptance.
 */
export async function updateDetails(
  deps: Deps,
  ctx: Pick<RequestContext, 'country'>,
  user: UserRow,
  body: UpdateDetailsRequest,
): Promise<UserRow> {
  const input = body.user;
  const country = input.country ?? user.country ?? ctx.country;
  const errors = await validatePlayerFields(deps, body.context ?? 'registration', input, {
    country,
    existing: existingPlayerFields(user),
  });
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  const at = deps.now();
  return updateUser(deps.db, user.id, {
    ...playerFieldPatch(input),
    ...(input.terms_acceptance === true && !user.termsAcceptedAt ? { termsAcceptedAt: at } : {}),
    updatedAt: at,
  });
}
