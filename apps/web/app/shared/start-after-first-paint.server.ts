import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * A page's scripts are requested after its first paint, not before.
 *
 * React Router's `<Scripts>` puts a module preload for every start-up chunk in the head (~140 KB
 * gzip on the lobby) and an inline module script that imports them. The browser's preload scanner
 * starts all of them before the stylesheet has arrived, so on a slow phone they share the link with
 * what the first paint needs (the stylesheet, the first tiles' art). The server's HTML paints and
 * works without them (links are links); hydration follows the paint by one frame.
 *
 * The server renames both so the browser leaves them alone (`holdScriptsUntilFirstPaint`), and the
 * page's inline script (`inlineScript`) restores them once the first frame is on screen. So too
 * the preload of what hydration fetches (the page's words, shared/i18n/page-messages.ts).
 */

const HELD_PRELOAD = 'orbit-modulepreload';
const HELD_MODULE = 'orbit/module';
const HELD_FETCH = 'orbit-preload';

/**
 * The browser's side: the held module script, restored after the first paint. It imports every
 * held preload itself: a module's static imports are fetched in parallel, and cost far less than a
 * preload link each (~0.3 ms apiece on a desktop, a long task on a phone).
 */
export function startAfterFirstPaint(doc: Document = document, win: Window = window) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const link of doc.querySelectorAll('link[rel="orbit-preload"]')) link.setAttribute('rel', 'preload');
    const imports = [...doc.querySelectorAll('link[rel="orbit-modulepreload"]')].map(
      (link) => `import ${JSON.stringify(link.getAttribute('href'))};`,
    );
    for (const held of doc.querySelectorAll<HTMLScriptElement>('script[type="orbit/module"]')) {
      const script = doc.createElement('script');
      script.type = 'module';
      script.nonce = held.nonce;
      script.text = imports.join('') + held.text;
      held.replaceWith(script);
    }
  };
  // A hidden tab paints nothing until shown: it starts at once, as before.
  if (doc.visibilityState !== 'visible') return start();
  // A timer set in an animation frame runs after that frame's paint.
  win.requestAnimationFrame(() => win.setTimeout(start, 0));
  // A frame scrolled out of view gets no animation frames (browsers throttle them): a second at most.
  win.setTimeout(start, 1000);
}

/** The page's inline script: the function above, called. */
export const inlineScript = `(${startAfterFirstPaint.toString()})()`;

const PRELOAD = /<link rel="modulepreload" href="([^"]*)"/g;
const FETCH_PRELOAD = /<link rel="preload" as="fetch"/g;
const MODULE_SCRIPT = /(<script(?: nonce="[^"]*")?) type="module" async="">/g;

/**
 * The server's side: a stream of the page's HTML with React Router's module preloads and module
 * script, and the fetch preloads, held (renamed so the browser neither fetches nor runs them). The
 * entry's preload stays: the module script imports it last and dynamically (it hydrates once React
 * Router's globals are set), and it should not be fetched only then. The held script loses its
 * lines' indentation (React Router pretty-prints the route manifest in it: ~0.5 KB of a page). A
 * tag split between two chunks, or a run of white space, is held back until its end arrives.
 */
export function holdScriptsUntilFirstPaint(entry: string): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let inHeldScript = false;
  const opened = `type="${HELD_MODULE}">`;
  /** `html` with the held module script's lines unindented, wherever it begins or ends. */
  const unindent = (html: string) => {
    let out = '';
    let rest = html;
    while (rest) {
      if (!inHeldScript) {
        const start = rest.indexOf(opened);
        if (start < 0) return out + rest;
        out += rest.slice(0, start + opened.length);
        rest = rest.slice(start + opened.length);
        inHeldScript = true;
      } else {
        const end = rest.indexOf('</script>');
        out += (end < 0 ? rest : rest.slice(0, end)).replace(/\n[ \t]+/g, '\n');
        if (end < 0) return out;
        rest = rest.slice(end);
        inHeldScript = false;
      }
    }
    return out;
  };
  const rewrite = (html: string) =>
    unindent(
      html
        .replace(PRELOAD, (preload, href) =>
          href === entry ? preload : `<link rel="${HELD_PRELOAD}" href="${href}"`,
        )
        .replace(MODULE_SCRIPT, `$1 type="${HELD_MODULE}">`)
        .replace(FETCH_PRELOAD, `<link rel="${HELD_FETCH}" as="fetch"`),
    );
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = pending + decoder.write(chunk);
      const open = text.lastIndexOf('<');
      let cut = open > text.lastIndexOf('>') ? open : text.length;
      while (cut > 0 && /\s/.test(text.charAt(cut - 1))) cut--;
      pending = text.slice(cut);
      callback(null, rewrite(text.slice(0, cut)));
    },
    flush(callback) {
      callback(null, rewrite(pending + decoder.end()));
    },
  });
}
