import { useEffect, useLayoutEffect } from 'react';
import { onFirstUse } from './first-use.ts';

/**
 * Resolves once `watch` calls its `done` for the first element matching `selector`, or its element
 * leaves the page. At once where there is nothing to wait for: on the server, or when no element
 * matches (a part the server did not render, or a page rendered in the browser).
 */
function whenElement(
  selector: string,
  watch: (element: Element, done: () => void) => () => void,
): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const element = document.querySelector(selector);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stop();
      removed.disconnect();
      resolve();
    };
    // An update around a part not hydrated yet (a navigation) makes React drop its server HTML and
    // render it anew: then it needs its code now.
    const removed = new MutationObserver(() => {
      if (!element.isConnected) done();
    });
    const stop = watch(element, done);
    removed.observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * Resolves once the first element matching `selector` comes within `margin` of the viewport (at
 * once without IntersectionObserver: tests).
 *
 * A `lazy()` loader waits for it before importing a server-rendered part's code: until then React
 * keeps the part's server HTML in place, readable and linkable, and the page loads none of its
 * code (below the fold, nothing on screen needs it). Imported dynamically from start-up code, so
 * that it weighs on no page's start-up.
 */
export function nearView(selector: string, margin = '300px'): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return whenElement(selector, (element, done) => {
    const near = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: margin },
    );
    near.observe(element);
    return () => near.disconnect();
  });
}

/** `load()` once `selector`'s element nears the viewport (`nearView`): a server-rendered part's `lazy()` loader. */
export const whenNear = <T>(selector: string, load: () => Promise<T>, margin?: string): Promise<T> =>
  nearView(selector, margin).then(load);

/** What shows a visitor reaching for a part: the pointer over it, a press, focus in it (a key's Tab). */
const REACHING = ['pointerover', 'pointerdown', 'focusin'] as const;
/** What a part's code replays once it has hydrated (`useFirstUseReplay`). */
const KEPT = ['click', 'focusin'] as const;
const LISTENING = { capture: true, passive: true } as const;

/**
 * Per part's selector, what the visitor did to its server HTML before its code came: the element
 * first clicked and the one focused last (a field's text is in it); and how to stop noting them.
 */
const kept = new Map<
  string,
  { root: Element; missed: HTMLElement | null; focused: HTMLElement | null; stop: () => void }
>();

/** Marks a part whose loader is listening for its first use (tests wait for it before acting). */
export const AWAITING_USE = 'data-awaiting-use';

/**
 * `load()` once the visitor reaches for `selector`'s element (`REACHING`), or uses the page: a
 * server-rendered control's `lazy()` loader. Its server HTML stays in place until then, and the page loads none of
 * its code unless used. React drops a click on a part it has not hydrated yet: the first one is
 * kept for the part's code to replay (`useFirstUseReplay`), with the focus and the text typed.
 * A visitor who reached for it before this listened (a busy phone: the loader comes after
 * hydration) and is still there, the pointer over it or the focus in it, gets its code at once.
 */
export function whenUsed<T>(selector: string, load: () => Promise<T>): Promise<T> {
  return whenElement(selector, (root, done) => {
    const part = { root, missed: null as HTMLElement | null, focused: null as HTMLElement | null, stop() {} };
    // On the window, capturing: React's own listener (on the document) stops the events aimed at a
    // part it has not hydrated, to replay some of them later.
    const on = (
      method: 'addEventListener' | 'removeEventListener',
      types: readonly string[],
      listener: (event: Event) => void,
    ) => {
      for (const type of types) window[method](type, listener, LISTENING);
    };
    const within = (event: Event) => event.target instanceof HTMLElement && root.contains(event.target);
    const keep = (event: Event) => {
      if (!within(event)) return;
      if (event.type === 'focusin') part.focused = event.target as HTMLElement;
      else part.missed ??= event.target as HTMLElement;
    };
    const reach = (event: Event) => {
      if (within(event)) done();
    };
    on('addEventListener', KEPT, keep);
    part.stop = () => on('removeEventListener', KEPT, keep);
    kept.set(selector, part);
    on('addEventListener', REACHING, reach);
    // Or at the page's first use: the catalogue areas a guest's page fetches then would make React
    // drop a part's server HTML that is still waiting (an update reaching it), hiding it until its
    // code is in; loaded with them, the code is in first.
    const stopFirstUse = onFirstUse(done);
    root.setAttribute(AWAITING_USE, '');
    if (root.matches(':hover, :focus-within')) queueMicrotask(done);
    return () => {
      on('removeEventListener', REACHING, reach);
      stopFirstUse();
      root.removeAttribute(AWAITING_USE);
    };
  }).then(load);
}

/**
 * `element` (inside `from`) or, if React has since rendered the part anew (an update reached it
 * before its code: React then drops the server HTML), the element in the same place under `to`.
 */
function counterpart(element: HTMLElement, from: Element, to: Element | null): HTMLElement | null {
  if (element.isConnected) return element;
  const path: number[] = [];
  for (let node: Element = element; node !== from; ) {
    const parent = node.parentElement;
    if (!parent) return null;
    path.unshift([...parent.children].indexOf(node));
    node = parent;
  }
  let twin = to;
  for (const index of path) twin = twin?.children[index] ?? null;
  return twin instanceof HTMLElement ? twin : null;
}

/** The value setter of an input beneath React's own (React reads a change from their difference). */
const setNativeValue = (input: HTMLInputElement, value: string) =>
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);

/**
 * Once `selector`'s part has hydrated (an effect of its code, loaded by `whenUsed`): gives its
 * handlers what the visitor did before: the focus it holds, the text typed into a field, the first
 * click. A tap that loaded the part opens it; a key works on first press.
 */
export function useFirstUseReplay(selector: string) {
  // Synchronously with the hydration's commit: a click from then on reaches React's own handlers.
  useLayoutEffect(() => kept.get(selector)?.stop(), [selector]);
  useEffect(() => {
    const part = kept.get(selector);
    kept.delete(selector);
    if (!part) return;
    const root = document.querySelector(selector);
    const focused = part.focused && part.focused === document.activeElement ? part.focused : null;
    const field = focused ?? (part.focused?.isConnected === false ? part.focused : null);
    const input = field && counterpart(field, part.root, root);
    if (input) {
      if (field instanceof HTMLInputElement && input instanceof HTMLInputElement && field.value) {
        const typed = field.value;
        input.value = '';
        setNativeValue(input, typed);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      if (input === document.activeElement) input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      else input.focus();
    }
    const missed = part.missed && counterpart(part.missed, part.root, root);
    missed?.click();
  }, [selector]);
}
