type StaleChunkWindow = Pick<Window, 'addEventListener' | 'sessionStorage'> & {
  location: Pick<Location, 'reload'>;
};

/**
 * After a deploy the previous build's chunks are gone: a lazy part of a page opened before it
 * (a modal, the footer) fails to load, and Vite reports that as `vite:preloadError`. The page
 * reloads once to get the new build, and not again within a minute (a chunk may be truly broken:
 * the error boundary shows then). Route modules are React Router's: it reloads on its own.
 *
 * Self-contained: the server inlines its source into every page (`inlineScript`), so it costs
 * the start-up JavaScript nothing.
 */
export function reloadOnStaleChunk(win: StaleChunkWindow = window) {
  const key = 'orbit.staleChunkReload';
  win.addEventListener('vite:preloadError', (event) => {
    const last = Number(win.sessionStorage.getItem(key));
    if (Date.now() - last < 60_000) return;
    win.sessionStorage.setItem(key, String(Date.now()));
    event.preventDefault();
    win.location.reload();
  });
}

/** The page's inline script: the function above, called. */
export const inlineScript = `(${reloadOnStaleChunk.toString()})()`;
