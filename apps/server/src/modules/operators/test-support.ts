import type { OperatorRole } from '@orbit/contract';
import type { TestApp } from '../../test/harness.ts';
import { insertOperator } from './repository.ts';
import { OPERATOR_COOKIE, openOperatorSession, operatorOfSession } from './service.ts';

interface Signed {
  operatorId: number;
  token: string;
}
const signedIn = new WeakMap<TestApp, Map<OperatorRole, Signed>>();

async function newOperator(t: TestApp, role: OperatorRole): Promise<number> {
  const at = t.deps.now();
  const operator = await insertOperator(t.deps.db, {
    email: `${role}.${at.getTime()}.${Math.random().toString(36).slice(2)}@operators.test`,
    name: `Test ${role}`,
    role,
    // Never checked here: the session is opened directly (sign-in has its own tests).
    passwordHash: 'not-a-real-hash',
    otpSecret: 'JBSWY3DPEHPK3PXP',
    createdAt: at,
  });
  if (!operator) throw new Error('test operator not stored');
  return operator.id;
}

/**
 * The `cookie` header of a signed-in back-office operator of `role` (owner by default) on this
 * test app: one operator per role, made on first use; a new session when a test moved the clock
 * past the last one's end.
 */
export async function operatorCookie(t: TestApp, role: OperatorRole = 'owner'): Promise<string> {
  let byRole = signedIn.get(t);
  if (!byRole) {
    byRole = new Map();
    signedIn.set(t, byRole);
  }
  let signed = byRole.get(role);
  if (!signed || !(await operatorOfSession(t.deps, signed.token))) {
    const operatorId = signed?.operatorId ?? (await newOperator(t, role));
    const { token } = await openOperatorSession(t.deps, operatorId, { ip: '127.0.0.1', userAgent: 'vitest' });
    signed = { operatorId, token };
    byRole.set(role, signed);
  }
  return `${OPERATOR_COOKIE}=${signed.token}`;
}
