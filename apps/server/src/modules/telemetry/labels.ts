import {
  CONNECTION_TYPES,
  CRYPTO_CURRENCIES,
  FIAT_CURRENCIES,
  OTHER_LABEL,
  PAYMENT_BRANDS,
  TELEMETRY_PAGES,
  VALIDATION_FIELDS,
} from '@orbit/contract';

/**
 * Label values come from known lists only: a value a client made up counts as `other`, so no
 * body, however hostile, adds a series to the metrics.
 */

/** The value itself when it is in `known`, else `other`. */
export const knownLabel = (known: Iterable<string>) => {
  const set = new Set(known);
  return (value: string | null | undefined): string =>
    value != null && set.has(value) ? value : OTHER_LABEL;
};

export const pageLabel = knownLabel(TELEMETRY_PAGES);
export const fieldLabel = knownLabel(VALIDATION_FIELDS);
export const paymentSystemLabel = knownLabel(PAYMENT_BRANDS);
export const currencyLabel = knownLabel([...FIAT_CURRENCIES, ...CRYPTO_CURRENCIES]);
export const connectionTypeLabel = knownLabel(CONNECTION_TYPES);

const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
export const methodLabel = (method: string): string => (HTTP_METHODS.has(method) ? method : OTHER_LABEL);

/** `2xx` … `5xx`. */
export const statusClass = (status: number): string => `${Math.trunc(status / 100)}xx`;

/** A route without parameters whose last segment is a file name: one of the built client's files. */
const STATIC_FILE = /^[^:*]*\/[^/]+\.[A-Za-z0-9]+$/;

/**
 * The route pattern a request matched (`/api/notifications/:id`), never its URL: registered
 * routes are a fixed set. The static files (one route per file of the build) count as one,
 * and a request no route matched as `unmatched`.
 */
export function routeLabel(pattern: string | undefined): string {
  if (pattern === undefined) return 'unmatched';
  return STATIC_FILE.test(pattern) ? 'static' : pattern;
}
