import {
  type Operator,
  type OperatorCreateBody,
  type OperatorMe,
  type OperatorRole,
  type OperatorSetup,
  type OperatorsQuery,
  type OperatorUpdateBody,
  ROLE_PERMISSIONS,
} from '@orbit/contract';
import type { Deps } from '../../deps.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { matchOtp, newOtpSecret, otpQrCode } from '../../lib/totp.ts';
import { linkMail } from '../mail/templates.ts';
import {
  acceptOtpStep,
  completeSetupOnce,
  countFailedSignIn,
  findLiveOperatorSession,
  findOperator,
  findOperatorByEmail,
  findOperatorBySetupToken,
  insertOperator,
  insertOperatorSession,
  listOperators,
  type OperatorRow,
  type OperatorSessionRow,
  revokeOperatorSession,
  revokeOperatorSessions,
  touchOperatorSession,
  updateOperator,
} from './repository.ts';

export const OPERATOR_COOKIE = 'orbit_operator';
/** A setup link works this long. */
export const SETUP_LINK_TTL_MS = 72 * 3_600_000;
/** Wrong passwords or codes in a row before the account locks … */
export const MAX_FAILED_SIGN_INS = 5;
/** … for this long. */
export const OPERATOR_LOCK_MS = 15 * 60_000;
/** last_seen_at is written at most this often. */
const TOUCH_EVERY_MS = 60_000;

type OperatorDeps = Pick<Deps, 'db' | 'now' | 'config'>;

export function operatorView(row: OperatorRow, at: Date): Operator {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as OperatorRole,
    status: row.disabledAt ? 'disabled' : row.passwordHash ? 'active' : 'invited',
    created_at: row.createdAt.toISOString(),
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    locked_until: row.lockedUntil && row.lockedUntil > at ? row.lockedUntil.toISOString() : null,
  };
}

export function meOf(deps: OperatorDeps, operator: OperatorRow, session: OperatorSessionRow): OperatorMe {
  const role = operator.role as OperatorRole;
  return {
    id: operator.id,
    email: operator.email,
    name: operator.name,
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    expires_at: session.expiresAt.toISOString(),
    idle_minutes: deps.config.operatorIdleMinutes,
  };
}

/** A fresh setup token: its hash stored, the token itself only in the link. */
function newSetup(at: Date) {
  const token = randomToken();
  return {
    token,
    values: {
      setupTokenHash: hashToken(token),
      setupExpiresAt: new Date(at.getTime() + SETUP_LINK_TTL_MS),
      // The secret the setup page shows; it counts only once a code from it is proved there.
      otpSecret: newOtpSecret(),
      otpLastStep: null,
      passwordHash: null,
    },
  };
}

/** The token travels in the fragment: it never reaches a server log or another site's Referer. */
export const setupUrlOf = (origin: string, token: string) => `${origin}/admin/setup#${token}`;

function setupMail(origin: string, to: string, token: string) {
  return linkMail({
    to,
    subject: 'Orbit back office: set up your operator account',
    lines: [
      'An owner of the back office created an operator account for you.',
      'Choose a password and connect an authenticator app. The link works once, for 72 hours.',
    ],
    action: 'Set up my account',
    link: setupUrlOf(origin, token),
    after: 'If you did not expect this, ignore this message.',
  });
}

/**
 * A new operator (the CLI's first owner, or one an owner adds): no password anyone else knows, only
 * a setup link, mailed when `mail` is given. An address already taken is a field error.
 */
export async function inviteOperator(
  deps: Pick<Deps, 'db' | 'now' | 'mailer'>,
  body: OperatorCreateBody,
  origin: string,
  options: { mail: boolean },
) {
  const at = deps.now();
  const { token, values } = newSetup(at);
  const row = await insertOperator(deps.db, {
    email: body.email.toLowerCase(),
    name: body.name,
    role: body.role,
    createdAt: at,
    ...values,
  });
  if (!row) throw new FieldErrors({ email: ['validation.email_taken'] });
  if (options.mail) await deps.mailer.send(setupMail(origin, row.email, token));
  return { row, token, setupUrl: setupUrlOf(origin, token), expiresAt: values.setupExpiresAt };
}

/**
 * A new setup link for an operator who lost their password or authenticator: the old password,
 * secret and sessions stop working at once.
 */
export async function reinviteOperator(
  deps: Pick<Deps, 'db' | 'now' | 'mailer'>,
  id: number,
  origin: string,
) {
  const at = deps.now();
  const { token, values } = newSetup(at);
  const row = await updateOperator(deps.db, id, { ...values, failedSignIns: 0, lockedUntil: null });
  if (!row) throw new HttpError(404, 'not_found');
  await revokeOperatorSessions(deps.db, id, at);
  await deps.mailer.send(setupMail(origin, row.email, token));
  return { row, token, setupUrl: setupUrlOf(origin, token), expiresAt: values.setupExpiresAt };
}

async function operatorOfSetupToken(deps: OperatorDeps, token: string) {
  const row = await findOperatorBySetupToken(deps.db, hashToken(token));
  if (!row || row.disabledAt || !row.setupExpiresAt || row.setupExpiresAt < deps.now() || !row.otpSecret) {
    throw new HttpError(404, 'setup_link_invalid', 'This setup link is used, expired or unknown');
  }
  return { row, secret: row.otpSecret };
}

/** What the setup page shows: who it is for and the TOTP secret to enrol. */
export async function setupOf(deps: OperatorDeps, token: string): Promise<OperatorSetup> {
  const { row, secret } = await operatorOfSetupToken(deps, token);
  const qr = await otpQrCode('Orbit back office', row.email, secret);
  return { email: row.email, name: row.name, otp_secret: secret, qr };
}

/** The password chosen and a code from the authenticator: the account is active, once. */
export async function completeSetup(
  deps: OperatorDeps,
  input: { token: string; password: string; otp: string },
): Promise<OperatorRow> {
  const { row, secret } = await operatorOfSetupToken(deps, input.token);
  const at = deps.now();
  const step = await matchOtp(secret, input.otp, at, null);
  if (step === null) throw new FieldErrors({ otp: ['auth.invalid_otp'] });
  const done = await completeSetupOnce(deps.db, row.id, hashToken(input.token), at, {
    passwordHash: await hashPassword(input.password),
    otpSecret: secret,
    otpLastStep: step,
  });
  if (!done) throw new HttpError(404, 'setup_link_invalid', 'This setup link is used, expired or unknown');
  return done;
}

/** A hash to verify against when the address is unknown, so the answer takes as long either way. */
let dummyHash: Promise<string> | undefined;

const wrongCredentials = () => new FieldErrors({ base: ['auth.operator_invalid_credentials'] });

/**
 * E-mail, password and code in one step. Any wrong part answers the same; MAX_FAILED_SIGN_INS in a
 * row lock the account for OPERATOR_LOCK_MS, which only someone who knows the password is told.
 */
export async function signInOperator(
  deps: OperatorDeps,
  input: { email: string; password: string; otp: string },
): Promise<OperatorRow> {
  const at = deps.now();
  const row = await findOperatorByEmail(deps.db, input.email.trim());
  if (!row?.passwordHash || !row.otpSecret || row.disabledAt) {
    dummyHash ??= hashPassword(randomToken());
    await verifyPassword(await dummyHash, input.password);
    throw wrongCredentials();
  }
  const locked = row.lockedUntil !== null && row.lockedUntil > at;
  const passwordOk = await verifyPassword(row.passwordHash, input.password);
  if (passwordOk && locked)
    throw new HttpError(429, 'operator_locked', 'Too many wrong attempts: try again later');
  const step =
    passwordOk && !locked ? await matchOtp(row.otpSecret, input.otp.trim(), at, row.otpLastStep) : null;
  if (step === null || !(await acceptOtpStep(deps.db, row.id, step, at))) {
    await countFailedSignIn(deps.db, row.id, MAX_FAILED_SIGN_INS, new Date(at.getTime() + OPERATOR_LOCK_MS));
    throw wrongCredentials();
  }
  return row;
}

/** A session for a signed-in operator and its token (the cookie); only the token's hash is stored. */
export async function openOperatorSession(
  deps: OperatorDeps,
  operatorId: number,
  client: { ip: string | null; userAgent: string | null },
) {
  const at = deps.now();
  const token = randomToken();
  const session = await insertOperatorSession(deps.db, {
    operatorId,
    tokenHash: hashToken(token),
    ip: client.ip,
    userAgent: client.userAgent,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(at.getTime() + deps.config.operatorSessionHours * 3_600_000),
  });
  return { session, token };
}

/**
 * The operator of a session token: none when the session expired (absolute), went idle, was
 * revoked, or its operator is disabled or locked.
 */
export async function operatorOfSession(deps: OperatorDeps, token: string) {
  const found = await findLiveOperatorSession(deps.db, hashToken(token));
  if (!found) return null;
  const { session, operator } = found;
  const at = deps.now();
  const idle = at.getTime() - session.lastSeenAt.getTime() > deps.config.operatorIdleMinutes * 60_000;
  const locked = operator.lockedUntil !== null && operator.lockedUntil > at;
  if (session.expiresAt <= at || idle || operator.disabledAt || locked || !operator.passwordHash) {
    await revokeOperatorSession(deps.db, session.id, at);
    return null;
  }
  if (at.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS)
    await touchOperatorSession(deps.db, session.id, at);
  return { session, operator };
}

export const closeOperatorSession = (deps: OperatorDeps, sessionId: number) =>
  revokeOperatorSession(deps.db, sessionId, deps.now());

export async function operatorsList(deps: OperatorDeps, query: OperatorsQuery): Promise<Operator[]> {
  const at = deps.now();
  return (await listOperators(deps.db, query.sort)).map((row) => operatorView(row, at));
}

export async function operatorById(deps: OperatorDeps, id: number): Promise<OperatorRow> {
  const row = await findOperator(deps.db, id);
  if (!row) throw new HttpError(404, 'not_found');
  return row;
}

/**
 * Renames, changes the role of, disables or re-enables an operator. Nobody changes their own role or
 * disables themself, so the back office always keeps an owner who can act.
 */
export async function changeOperator(
  deps: OperatorDeps,
  actorId: number,
  id: number,
  body: OperatorUpdateBody,
): Promise<OperatorRow> {
  const row = await operatorById(deps, id);
  const errors: Record<string, string[]> = {};
  if (id === actorId && body.role !== undefined && body.role !== row.role)
    errors.role = ['operators.own_role'];
  if (id === actorId && body.disabled === true) errors.disabled = ['operators.own_account'];
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  const at = deps.now();
  const updated = await updateOperator(deps.db, id, {
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.role === undefined ? {} : { role: body.role }),
    ...(body.disabled === undefined ? {} : { disabledAt: body.disabled ? (row.disabledAt ?? at) : null }),
  });
  if (!updated) throw new HttpError(404, 'not_found');
  if (body.disabled === true) await revokeOperatorSessions(deps.db, id, at);
  return updated;
}
