import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `true` for signed server-to-server calls (the seamless-wallet protocol): no browser, so
     * no site or session to resolve and no page headers (CSP nonce, helmet), nothing compressed.
     */
    serverToServer?: boolean;
  }
}

/** Whether the request's route is a signed server-to-server call (its hooks skip browser work). */
export const isServerToServer = (request: FastifyRequest): boolean =>
  request.routeOptions.config?.serverToServer === true;
