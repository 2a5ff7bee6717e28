import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** Wrappers the player API puts around a form: `{user: {...}}`, `{player: {...}}` … Field errors drop them. */
const FORM_WRAPPERS = new Set(['user', 'player', 'two_factor', 'contact', 'exchange']);

type Issue = {
  code?: string;
  message: string;
  path?: ReadonlyArray<PropertyKey>;
  keys?: string[];
  input?: unknown;
};

/** Turns a schema issue into a translation key; contract schemas already carry `validation.*` (or `auth.*`) keys. */
export function issueMessageKey(issue: Issue): string {
  if (/^(validation|auth)\./.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      // zod 4 leaves `input` out of issues unless asked; its message says "received undefined".
      return ('input' in issue ? issue.input === undefined : /received undefined/.test(issue.message))
        ? 'validation.required'
        : 'validation.invalid_type';
    case 'too_small':
      return 'validation.too_short';
    case 'too_big':
      return 'validation.too_long';
    case 'invalid_format':
    case 'invalid_string':
      return 'validation.invalid_format';
    case 'invalid_value':
    case 'invalid_enum_value':
      return 'validation.invalid_value';
    case 'unrecognized_keys':
      return 'validation.unknown_field';
    default:
      return 'validation.invalid';
  }
}

/** `{errors: {field: [key, …]}}`, the 422 body of the player API. */
export function issuesToFieldErrors(issues: readonly Issue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (path: ReadonlyArray<PropertyKey>, key: string) => {
    const parts = path.map(String);
    if (parts.length > 1 && FORM_WRAPPERS.has(parts[0]!)) parts.shift();
    const field = parts.join('.') || 'base';
    const list = errors[field] ?? [];
    errors[field] = list;
    if (!list.includes(key)) list.push(key);
  };
  for (const issue of issues) {
    const path = issue.path ?? [];
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) add([...path, key], 'validation.unknown_field');
    } else {
      add(path, issueMessageKey(issue));
    }
  }
  return errors;
}

/**
 * The zod issue behind one validation entry of fastify-type-provider-zod 7, which spreads the
 * issue's other properties into `params` and keeps its path as `/a/b`.
 */
function issueOf(entry: { keyword: string; instancePath: string; message?: string; params: unknown }): Issue {
  const params = (entry.params ?? {}) as Record<string, unknown>;
  if (params.issue && typeof params.issue === 'object') return params.issue as Issue;
  const path = entry.instancePath.split('/').filter((part) => part !== '');
  return { ...params, code: entry.keyword, message: entry.message ?? '', path };
}

/** Every failure answers JSON; nothing but a real fault is a 5xx. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | FieldErrors | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map(issueOf);
      const where = error.validationContext ?? 'body';
      if (where === 'body') return reply.status(422).send({ errors: issuesToFieldErrors(issues) });
      return reply.status(400).send({ error: 'bad_request', errors: issuesToFieldErrors(issues) });
    }
    if (error instanceof FieldErrors) return reply.status(422).send({ ...error.extra, errors: error.errors });
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.code, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ error: 'internal_error' });
    }
    const code =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'invalid_json'
        : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'body_too_large'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'unsupported_media_type'
            : status === 429
              ? 'too_many_requests'
              : 'bad_request';
    return reply.status(status).send({ error: code, message: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ error: 'not_found', message: `${request.method} ${request.url} is not a route` });
  });
}

/** A rule broken outside the schema (e.g. "e-mail taken"): 422 with field errors, like a schema failure. */
export class FieldErrors extends Error {
  readonly statusCode = 422;
  constructor(
    readonly errors: Record<string, string[]>,
    /** Fields the answer carries beside `errors` (a coupon's `status`). */
    readonly extra: Record<string, string> = {},
  ) {
    super('validation failed');
  }
}

/** A refusal with a status and a stable code, e.g. `new HttpError(403, 'country_restricted')`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message?: string,
  ) {
    super(message ?? code);
  }
}
