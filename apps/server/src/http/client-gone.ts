import type { FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
type LogMethodHook = NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']>;

const ERROR_LEVEL = 50;

/** The error a response's pipe ends with when the browser has gone before the last byte. */
const isClientGone = (value: unknown) => value instanceof Error && value.message === 'premature close';

/**
 * A browser that leaves mid-response (a reload, a closed tab, a click away while a page streams)
 * is no fault of the server's, but @fastify/compress logs its pipe's end as an error: such a record
 * goes out at debug level, so an operator's error log holds only errors.
 */
export const clientGoneAtDebug: LogMethodHook = function (args, method, level) {
  const [first] = args as unknown[];
  const error = isClientGone(first) ? first : (first as { err?: unknown } | null)?.err;
  if (level >= ERROR_LEVEL && isClientGone(error))
    return this.debug(...(args as Parameters<typeof this.debug>));
  return method.apply(this, args);
};
