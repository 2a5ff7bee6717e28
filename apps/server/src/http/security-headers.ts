import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isServerToServer } from './server-to-server.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's CSP nonce: every inline `<script>` of its page must carry it. */
    cspNonce: string;
  }
}

/** Per request, for helmet's directive functions (they see only the raw request). */
const perRequest = new WeakMap<IncomingMessage, { nonce: string; sockets: string }>();

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every response, set in `onRequest` before any
 * other hook can answer, so redirects, 404s, errors and static files carry them too.
 * Scripts: same origin plus the request's nonce (React Router's and React's inline scripts).
 * Styles: the altcha widget adds a `<style>` element and SSR markup has `style` attributes,
 * hence `'unsafe-inline'` for styles only.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    // A provider's signed call gets JSON, never a page: no nonce (its route turns helmet off too).
    if (isServerToServer(request)) return;
    request.cspNonce = randomBytes(16).toString('base64');
    perRequest.set(request.raw, { nonce: request.cspNonce, sockets: sameOriginSockets(request) });
    // Only over HTTPS (as the trusted proxy reports it): on plain http a browser ignores it anyway,
    // and a localhost answer must not pin the name to HTTPS.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", (req) => `'nonce-${perRequest.get(req)?.nonce ?? ''}'`],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        // QR codes (deposit address, 2FA) are data: URLs.
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        // Socket.IO: CSP 3 counts ws/wss of the same host as 'self'; older Safari needs them named.
        'connect-src': ["'self'", (req) => perRequest.get(req)?.sockets ?? ''],
        // The altcha proof of work runs in a worker made from a blob: URL.
        'worker-src': ["'self'", 'blob:'],
        // The game iframe (/house/play/…) is same-origin.
        'frame-src': ["'self'"],
        'frame-ancestors': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
      },
    },
    // Set per request above: only over HTTPS.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  });
}

/** `ws://host` or `wss://host` of the page's own origin; nothing for a host that is not a plain name. */
function sameOriginSockets(request: FastifyRequest): string {
  const host = request.host;
  if (!/^[a-z0-9.-]+(:\d{1,5})?$/i.test(host)) return '';
  return `${request.protocol === 'https' ? 'wss' : 'ws'}://${host}`;
}
