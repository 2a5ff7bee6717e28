import type { CachedAnswer } from './catalogue-cache.ts';

/**
 * Where the answer to a render's in-process call came from: the API itself (`api`), the node's
 * catalogue cache (`catalogue`), or what the page request had already resolved (`page`).
 */
export type AnswerSource = 'api' | 'catalogue' | 'page';

export interface RenderCall {
  method: string;
  /** Path and query. */
  url: string;
  body: string | undefined;
  /** The headers the caller set itself (the page's cookies, host and country are the same for all). */
  headers: Readonly<Record<string, string>>;
}

/** POSTs that only read: the game lists. */
const READ_POSTS = /^\/api\/games_filter(\/select)?(\?|$)/;

/** Calls that change nothing, so one answer serves every identical call of the same render. */
export const isReadCall = (call: Pick<RenderCall, 'method' | 'url'>) =>
  call.method === 'GET' || call.method === 'HEAD' || (call.method === 'POST' && READ_POSTS.test(call.url));

const keyOf = (call: RenderCall) =>
  JSON.stringify([
    call.method,
    call.url,
    call.body ?? '',
    Object.entries(call.headers)
      .map(([name, value]) => [name.toLowerCase(), value])
      .sort(([a = ''], [b = '']) => a.localeCompare(b)),
  ]);

export interface RenderCallSummary {
  /** Calls that went to the API or its catalogue cache. */
  calls: number;
  /** Of those, answered by the catalogue cache. */
  cached: number;
  /** Calls answered inside the render: from the page request, or by an identical earlier call. */
  reused: number;
  /** Wall time during which at least one call was waiting for its answer (calls overlap). */
  busyMs: number;
}

/**
 * The in-process calls of one page render: identical reads are answered once (concurrent ones
 * share the answer), and the calls are counted and timed for the Server-Timing header.
 * Made per render and dropped with it: nothing is shared across requests or visitors.
 */
export function renderCalls(clock: () => number = () => performance.now()) {
  const memo = new Map<string, Promise<CachedAnswer>>();
  const count: Record<AnswerSource | 'repeated', number> = { api: 0, catalogue: 0, page: 0, repeated: 0 };
  let waiting = 0;
  let busySince = 0;
  let busyMs = 0;

  const send = async (
    answer: () => Promise<{ answer: CachedAnswer; source: AnswerSource }>,
  ): Promise<CachedAnswer> => {
    if (waiting++ === 0) busySince = clock();
    try {
      const sent = await answer();
      count[sent.source] += 1;
      return sent.answer;
    } catch (error) {
      count.api += 1;
      throw error;
    } finally {
      if (--waiting === 0) busyMs += clock() - busySince;
    }
  };

  return {
    /** The answer to `call`: an identical earlier read's, else what `answer` gets (and says where from). */
    answer(
      call: RenderCall,
      answer: () => Promise<{ answer: CachedAnswer; source: AnswerSource }>,
    ): Promise<CachedAnswer> {
      if (!isReadCall(call)) return send(answer);
      const key = keyOf(call);
      const known = memo.get(key);
      if (known) {
        count.repeated += 1;
        return known;
      }
      const fresh = send(answer);
      memo.set(key, fresh);
      return fresh;
    },

    summary(): RenderCallSummary {
      return {
        calls: count.api + count.catalogue,
        cached: count.catalogue,
        reused: count.page + count.repeated,
        busyMs,
      };
    },
  };
}

export type RenderCalls = ReturnType<typeof renderCalls>;

/**
 * The Server-Timing header of a rendered page (shown by the browser's developer tools):
 * `render;dur=182.4, api;dur=31.0;desc="12 calls", api-cache;desc="10 hits", api-reuse;desc="6 answered in the render"`.
 */
export function serverTiming(renderMs: number, calls: RenderCallSummary): string {
  return [
    `render;dur=${renderMs.toFixed(1)}`,
    `api;dur=${calls.busyMs.toFixed(1)};desc="${calls.calls} calls"`,
    `api-cache;desc="${calls.cached} hits"`,
    `api-reuse;desc="${calls.reused} answered in the render"`,
  ].join(', ');
}
