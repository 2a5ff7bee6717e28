import type { ClientLogEntry } from '@orbit/contract';

/** The most errors one page reports in its life, and how long a message and a stack may be. */
export const MAX_ERRORS_PER_PAGE = 10;
const MAX_MESSAGE = 1_000;
const MAX_STACK = 4_000;

type Source = 'error' | 'unhandledrejection';

/** The log entry of an uncaught error or an unhandled rejection's reason. */
export function errorEntry(
  source: Source,
  error: unknown,
  fallbackMessage: string,
  page: string,
): ClientLogEntry {
  const message =
    error instanceof Error ? error.message : error === undefined ? fallbackMessage : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  return {
    level: 'error',
    source,
    message: (message || fallbackMessage || 'unknown error').slice(0, MAX_MESSAGE),
    ...(stack ? { stack: stack.slice(0, MAX_STACK) } : {}),
    page,
  };
}

/**
 * Passes each distinct message once, and at most ten per page: a loop that throws on every
 * frame sends one report, not thousands.
 */
export function createErrorGate() {
  const seen = new Set<string>();
  return (entry: ClientLogEntry): boolean => {
    if (seen.size >= MAX_ERRORS_PER_PAGE || seen.has(entry.message)) return false;
    seen.add(entry.message);
    return true;
  };
}
