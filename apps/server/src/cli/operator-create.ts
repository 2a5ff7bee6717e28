/**
 * `npm run operator:create -- --email owner@casino.example --name "Ada Owner" [--role owner] [--url https://casino.example]`
 *
 * Creates a back-office operator (the first owner, or anyone when no owner can sign in) and prints a
 * one-time setup link where they choose their password and connect an authenticator app. Nobody
 * else ever knows the password: there is no default one.
 */
import { parseArgs } from 'node:util';
import { OPERATOR_ROLES, OperatorCreateBody } from '@orbit/contract';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { FieldErrors } from '../http/errors.ts';
import { createMailer } from '../modules/mail/mailer.ts';
import { inviteOperator } from '../modules/operators/service.ts';

const USAGE = `Usage: npm run operator:create -- --email <address> --name <name> [--role ${OPERATOR_ROLES.join('|')}] [--url <site origin>]`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string', default: 'owner' },
        url: { type: 'string' },
      },
      strict: true,
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`);
  }
})();
const body = OperatorCreateBody.safeParse({ email: values.email, name: values.name, role: values.role });
if (!body.success) {
  const said: Record<string, string> = {
    'validation.required': 'is required',
    'validation.invalid_format': 'is not a valid e-mail address',
    'validation.invalid_value': `must be one of ${OPERATOR_ROLES.join(', ')}`,
    'validation.too_long': 'is too long',
  };
  const fields = body.error.issues.map(
    (issue) => `--${issue.path.join('.')} ${said[issue.message] ?? issue.message}`,
  );
  fail(`${fields.join('\n')}\n${USAGE}`);
}

const config = loadConfig();
const origin = (values.url ?? process.env.PUBLIC_URL ?? `http://localhost:${config.port}`).replace(
  /\/+$/,
  '',
);
if (!/^https?:\/\/[^/\s]+$/.test(origin))
  fail(`--url must be the site's origin, like https://casino.example (got ${origin})`);

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
  (error: unknown) => {
    if (!(error instanceof DataDirLockedError)) throw error;
    return fail(
      `${error.message}\nThe embedded database opens in one process at a time: stop Orbit, run this command, start Orbit again (with DATABASE_URL it runs beside Orbit).`,
    );
  },
);
try {
  const deps = {
    db: database.db,
    now: () => new Date(),
    mailer: createMailer(database.db, { from: config.mailFrom }),
  };
  const invite = await inviteOperator(deps, body.data, origin, { mail: false });
  console.log(`Operator ${invite.row.email} (${invite.row.role}) created.`);
  console.log(
    `Open this link to choose a password and connect an authenticator app (works once, until ${invite.expiresAt.toISOString()}):`,
  );
  console.log(invite.setupUrl);
} catch (error) {
  if (error instanceof FieldErrors && error.errors.email)
    fail(`An operator with the e-mail ${body.data.email} exists already.`);
  throw error;
} finally {
  await database.close();
}
