import { type ApiClient, ApiError, type RequestOptions } from './client.ts';

/** What `requestOr` needs of a contract schema (zod's `safeParse`). */
export interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** `LOAD_<PATH>_ERROR`, the label spec 1 §8 logs failed loads under. */
export const loadErrorLabel = (path: string) =>
  `LOAD_${path
    .replace(/\?.*$/, '')
    .replace(/^\/+/, '')
    .replace(/[^a-z0-9]+/gi, '_')
    .toUpperCase()}_ERROR`;

/**
 * Calls whose failure the spec swallows (config, info, content lists): a failed request or an
 * answer that does not match the contract becomes `fallback`. A 404 is an expected absence and
 * is not logged.
 */
export async function requestOr<T>(
  api: ApiClient,
  path: string,
  schema: Parser<T>,
  fallback: T,
  options?: RequestOptions,
): Promise<T> {
  try {
    const parsed = schema.safeParse(await api.request(path, options));
    if (parsed.success) return parsed.data;
    console.warn(loadErrorLabel(path), 'unexpected shape');
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404))
      console.warn(loadErrorLabel(path), String(error));
  }
  return fallback;
}
