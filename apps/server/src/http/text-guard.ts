import type { ValidationKey } from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import { issuesToFieldErrors } from './errors.ts';

/** The key of a string the API refuses to store: NUL or an unpaired UTF-16 surrogate. */
export const INVALID_CHARACTERS_KEY: ValidationKey = 'validation.invalid_characters';

/**
 * NUL, which PostgreSQL refuses in text (a 500 if it got that far), and an unpaired surrogate,
 * which is no character at all (JSON can spell it as `\ud800`; UTF-8 cannot store it).
 */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isValidText = (text: string): boolean =>
  !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);

/** One value met on the walk; its path is kept as a link to its parent, built only when needed. */
interface Step {
  value: unknown;
  key: PropertyKey | null;
  parent: Step | null;
}

const pathOf = (step: Step): PropertyKey[] => {
  const path: PropertyKey[] = [];
  for (let at: Step | null = step; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * Where `value` holds a string (a value or an object key) that is not valid text: the paths of
 * the values, or of the object owning a bad key. Walks with its own stack and no copied paths,
 * so a body nested thousands of levels deep costs no more than a flat one of the same size;
 * stops after `limit` findings.
 */
export function invalidTextPaths(value: unknown, limit = 20): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const stack: Step[] = [{ value, key: null, parent: null }];
  for (let step = stack.pop(); step && found.length < limit; step = stack.pop()) {
    const current = step.value;
    if (typeof current === 'string') {
      if (!isValidText(current)) found.push(pathOf(step));
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: step });
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      const entries = Object.entries(current);
      if (entries.some(([key]) => !isValidText(key))) found.push(pathOf(step));
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        stack.push({ value: child, key, parent: step });
      }
    }
  }
  return found;
}

const fieldErrorsAt = (paths: PropertyKey[][]) =>
  issuesToFieldErrors(paths.map((path) => ({ message: INVALID_CHARACTERS_KEY, path })));

/**
 * Refuses, for every route, a string with NUL or an unpaired surrogate in a header, the path
 * parameters, the query string (400, like a bad query) or the JSON body (422 field errors, like
 * a schema failure) before any handler or SQL sees it. Node's HTTP parser already refuses NUL
 * in a header; the check keeps the rule whatever the transport (e.g. the in-process calls of
 * server rendering). Raw bodies (the signed provider calls) are bytes here: their routes check
 * the parsed JSON with `invalidTextPaths` themselves.
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    const inUrl = [
      ...invalidTextPaths(request.headers),
      ...invalidTextPaths(request.params),
      ...invalidTextPaths(request.query),
    ];
    if (inUrl.length > 0) {
      return reply.status(400).send({ error: 'bad_request', errors: fieldErrorsAt(inUrl) });
    }
    const inBody = invalidTextPaths(request.body);
    if (inBody.length > 0) return reply.status(422).send({ errors: fieldErrorsAt(inBody) });
  });
}
