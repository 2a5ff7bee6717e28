import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/rows.ts';
import { HttpError } from './errors.ts';

/** The signed-in player, or a 401 (which the client turns into logout + the login modal). */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, 'unauthorized', 'Sign in first');
  return request.user;
}
