import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/rows.ts';
import { HttpError } from './errors.ts';

/** The signed-in player, or a 401 (which the client turns into logout + the login modal). */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, 'unauthorized', 'Sign in first');
  return request.user;
}

/** A route's `preValidation` for signed-in players only: a guest gets the 401 before the body is read. */
export async function signedIn(request: FastifyRequest) {
  requireUser(request);
}

/** Whether `given` equals the secret `expected`, in time that does not tell how much matched. */
export function secretMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
