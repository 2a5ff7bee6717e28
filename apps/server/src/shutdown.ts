import type { FastifyBaseLogger } from 'fastify';

/** How long a stop may take before the process gives up waiting and exits with an error. */
export const SHUTDOWN_GRACE_MS = 25_000;

export interface Stoppable {
  /** Stops listening, answers 503 to anything new, waits for in-flight requests (and, through its
   * preClose hooks, the job passes running and the sockets), then resolves. */
  close(): Promise<unknown>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

/**
 * The stop signals' handler (SIGTERM from a process manager, SIGINT from a terminal): the app
 * closes first — no new connections, readiness 503, in-flight requests (money actions among them)
 * finished, job passes finished, sockets closed — then the database. A second signal changes
 * nothing; a stop still hanging after `graceMs` exits with 1, so a deployment is never stuck.
 */
export function gracefulShutdown(
  app: Stoppable,
  database: { close(): Promise<unknown> },
  {
    graceMs = SHUTDOWN_GRACE_MS,
    exit = (code: number): void => process.exit(code),
  }: { graceMs?: number; exit?: (code: number) => void } = {},
) {
  let stopping: Promise<void> | undefined;
  return (signal: string): Promise<void> => {
    stopping ??= (async () => {
      app.log.info({ signal }, 'stopping: finishing in-flight requests and job passes');
      const deadline = setTimeout(() => {
        app.log.error({ graceMs }, 'stop took too long: exiting with requests still open');
        exit(1);
      }, graceMs);
      deadline.unref();
      try {
        await app.close();
        await database.close();
        app.log.info('stopped');
        exit(0);
      } catch (error) {
        app.log.error({ err: error }, 'stop failed');
        exit(1);
      } finally {
        clearTimeout(deadline);
      }
    })();
    return stopping;
  };
}
