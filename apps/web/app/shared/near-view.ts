/**
 * Resolves once the first element matching `selector` comes within `margin` of the viewport. At
 * once where there is nothing to wait for: on the server, without IntersectionObserver (tests), or
 * when no element matches (a part the server did not render, or a page rendered in the browser).
 *
 * A `lazy()` loader waits for it before importing a server-rendered part's code: until then React
 * keeps the part's server HTML in place, readable and linkable, and the page loads none of its
 * code (below the fold, nothing on screen needs it). Imported dynamically from start-up code, so
 * that it weighs on no page's start-up.
 */
export function nearView(selector: string, margin = '300px'): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined')
    return Promise.resolve();
  const element = document.querySelector(selector);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      near.disconnect();
      removed.disconnect();
      resolve();
    };
    const near = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: margin },
    );
    // An update around a part not hydrated yet (a navigation) makes React drop its server HTML and
    // render it anew: then it needs its code now.
    const removed = new MutationObserver(() => {
      if (!element.isConnected) done();
    });
    near.observe(element);
    removed.observe(document.body, { childList: true, subtree: true });
  });
}

/** `load()` once `selector`'s element nears the viewport (`nearView`): a server-rendered part's `lazy()` loader. */
export const whenNear = <T>(selector: string, load: () => Promise<T>): Promise<T> =>
  nearView(selector).then(load);
