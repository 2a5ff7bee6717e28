import { type ApiClient, ApiError, type RequestOptions } from './client.ts';

/** `LOAD_<PATH>_ERROR`, the label failed loads are logged under. */
export const loadErrorLabel = (path: string) =>
  `LOAD_${path
    .replace(/\?.*$/, '')
    .replace(/^\/+/, '')
    .replace(/[^a-z0-9]+/gi, '_')
    .toUpperCase()}_ERROR`;

/**
 * Calls whose failure the spec swallows (config, info, content lists): a failed request
 * becomes `fallback`. A 404 is an expected absence and is not logged. Shapes are not
 * re-checked here: the server validates every response against the contract, and zod
 * stays out of the browser bundle.
 */
export async function requestOr<T>(
  api: ApiClient,
  path: string,
  fallback: T,
  options?: RequestOptions,
): Promise<T> {
  try {
    const body = await api.request<T | null>(path, options);
    return body ?? fallback;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404))
      console.warn(loadErrorLabel(path), String(error));
  }
  return fallback;
}
