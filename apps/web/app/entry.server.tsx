import { PassThrough, pipeline } from 'node:stream';
import { splitLocalePath } from '@orbit/contract';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { adminLocaleOf, isAdminPath, loadAdminMessages } from '~/admin/i18n.server.ts';
import { frameLocale } from '~/features/house/index.ts';
import { PwaHead, pwaInlineScript } from '~/features/pwa/index.ts';
import { loadMessages } from '~/shared/i18n/catalogues.server.ts';
import { PageMessages } from '~/shared/i18n/page-messages.ts';
import { inlineScript as reloadOnStaleChunk } from './shared/reload-on-stale-chunk.ts';
import {
  holdScriptsUntilFirstPaint,
  inlineScript as startAfterFirstPaint,
} from './shared/start-after-first-paint.server.ts';

declare module 'react-router' {
  interface AppLoadContext {
    /** This response's CSP nonce (server: http/security-headers.ts); every inline script carries it. */
    cspNonce?: string;
  }
}

export const streamTimeout = 5_000;

/**
 * Loads the catalogues a request's loaders read (the server calls this before the render, see
 * apps/server/src/web/ssr.ts): its path's locale, the game frame's, and the back office's
 * language on its pages. Each locale is loaded once per process, on first use.
 */
export async function loadCatalogues(request: Request): Promise<void> {
  const url = new URL(request.url);
  const cookie = request.headers.get('cookie');
  if (isAdminPath(url.pathname)) return loadAdminMessages(adminLocaleOf(cookie));
  await loadMessages(splitLocalePath(url.pathname).locale);
  if (url.pathname.startsWith('/house/')) await loadMessages(frameLocale(url, cookie));
}

/**
 * React Router's default server entry, with one change: boundaries that are ready when the page
 * renders (the lazy footer, banners, jackpots …) go out in place. By default React sends any
 * such boundary bigger than 500 bytes after the first 12.8 kB as a hidden segment revealed by a
 * script on a later animation frame: the page would first paint without them, then shift.
 * And additions: an inline script that reloads the page once when a chunk of a previous
 * build is gone (see reload-on-stale-chunk.ts), and the installable app's head tags and inline
 * script (features/pwa: the manifest, the service worker), which only the server renders, so the
 * browser's start-up JavaScript carries none of them. The game frame (`/house/…`) has neither.
 * The page's Content-Security-Policy admits inline scripts by nonce only: React's (the stale-chunk
 * script, streamed boundaries) take it from `nonce` below, React Router's (`<Scripts>`,
 * `<ScrollRestoration>`, the streamed loader data) from `<ServerRouter nonce>`. The root renders
 * with the catalogue areas its loader handed over (`PageMessages`): the HTML links them.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const { pathname } = new URL(request.url);
  const installable = !pathname.startsWith('/house/');

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots and SPA mode wait for all content before the response starts.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort after `streamTimeout`, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <>
        <PageMessages value={loadContext.pageMessages ?? null}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </PageMessages>
        {installable && <PwaHead locale={splitLocalePath(pathname).locale} />}
      </>,
      {
        nonce,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        bootstrapScriptContent: [
          reloadOnStaleChunk,
          startAfterFirstPaint,
          ...(installable ? [pwaInlineScript] : []),
        ].join(';'),
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html');
          // The page's scripts wait for its first paint (see start-after-first-paint.server.ts).
          const held = holdScriptsUntilFirstPaint(routerContext.manifest.entry.module);
          pipeline(held, body, () => {});
          pipe(held);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the shell itself are logged by React Router; later ones here, unless the
          // browser left mid-stream (a reload, a click away): React then reports the closed stream.
          if (shellRendered && !request.signal.aborted) console.error(error);
        },
      },
    );
  });
}
