/**
 * The one fetch layer of the web client: every API call goes through
 * `ApiClient.request`, which applies the timeout, the browser-only retries and the
 * 401 → auth-error rule once for all.
 */

export const BROWSER_TIMEOUT_MS = 30_000;
export const SERVER_TIMEOUT_MS = 8_000;
export const MAX_RETRIES = 6;

/** A non-2xx answer; `body` is the parsed JSON (or text) the server sent. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly path: string,
  ) {
    super(`${status} from ${path}`);
  }

  /** `{errors: {field: [key]}}` of a 422, as a plain map (first entries first). */
  get fieldErrors(): Record<string, string[]> {
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    if (!errors || typeof errors !== 'object') return {};
    const out: Record<string, string[]> = {};
    for (const [field, value] of Object.entries(errors)) {
      out[field] = Array.isArray(value) ? value.map(String) : [String(value)];
    }
    return out;
  }

  /** The stable code of a refusal (`{error: code}`), if any. */
  get code(): string | undefined {
    const error = (this.body as { error?: unknown } | null)?.error;
    return typeof error === 'string' ? error : undefined;
  }
}

/** Network failure or timeout: the only failures that are retried. */
export class NetworkError extends Error {}

export type FetchLike = (path: string, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  fetch: FetchLike;
  timeoutMs: number;
  /** Retries for network errors and timeouts; 0 on the server. */
  retries: number;
  /** Called on any 401: the browser logs out and opens the login modal. */
  onUnauthorized?: () => void;
  /** Base of the retry delay, 2^n × this + jitter (tests make it tiny). */
  retryBaseMs?: number;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ApiClient {
  constructor(private readonly options: ApiClientOptions) {}

  async request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
    const url = withQuery(path, options.query);
    const { retries, retryBaseMs = 1000 } = this.options;
    for (let attempt = 0; ; attempt++) {
      try {
        return (await this.once(url, options)) as T;
      } catch (error) {
        if (!(error instanceof NetworkError) || attempt >= retries || options.signal?.aborted) throw error;
        await sleep(2 ** attempt * retryBaseMs + Math.random() * retryBaseMs);
      }
    }
  }

  private async once(url: string, options: RequestOptions): Promise<unknown> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs);
    const onAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onAbort);
    let response: Response;
    try {
      response = await this.options.fetch(url, {
        method: options.method ?? 'GET',
        credentials: 'same-origin',
        signal: controller.signal,
        headers: {
          Accept: 'application/json, text/plain, */*',
          'X-Requested-With': 'XMLHttpRequest',
          ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new NetworkError(`${url}: ${String(error)}`);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
    const body = await readBody(response);
    if (response.status === 401) this.options.onUnauthorized?.();
    if (!response.ok) throw new ApiError(response.status, body, url);
    return body;
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}
