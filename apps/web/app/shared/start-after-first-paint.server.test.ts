import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { holdScriptsUntilFirstPaint } from './start-after-first-paint.server.ts';

const page = [
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n0=="/>',
  '<link rel="modulepreload" href="/assets/framework-2.js" nonce="n0=="/>',
  '<link rel="preload" as="fetch" href="/messages/en.json?ns=shell&amp;v=1" crossorigin="anonymous"/></head><body><main>Ünïcødé €</main><pre>a\n  b</pre>',
  '<script nonce="n0==" type="module" async="">import * as route0 from "/assets/root-3.js";\n  window.m = {\n  "a": [\n    "/x y.js"\n  ]\n};\nimport("/assets/entry.client-1.js");</script>',
  '<script nonce="n0==">window.x = 1 < 2;</script></body></html>',
].join('');

const ENTRY = '/assets/entry.client-1.js';

const held = page
  .replace(
    '<link rel="modulepreload" href="/assets/framework-2.js"',
    '<link rel="orbit-modulepreload" href="/assets/framework-2.js"',
  )
  .replace('type="module" async=""', 'type="orbit/module"')
  .replace('<link rel="preload" as="fetch"', '<link rel="orbit-preload" as="fetch"')
  .replace('\n  window.m = {\n  "a": [\n    "/x y.js"\n  ]\n};', '\nwindow.m = {\n"a": [\n"/x y.js"\n]\n};');

async function throughHold(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(holdScriptsUntilFirstPaint(ENTRY)));
}

describe('holdScriptsUntilFirstPaint', () => {
  it("renames React Router's module preloads but the entry's, its module script and the fetch preloads, nothing else", async () => {
    const out = await throughHold([Buffer.from(page)]);
    expect(out).toBe(held);
    expect(out.match(/rel="modulepreload"[^>]*/g)).toEqual([
      `rel="modulepreload" href="${ENTRY}" nonce="n0=="/`,
    ]);
    expect(out).not.toContain('type="module"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(out, 'indentation elsewhere kept').toContain('<pre>a\n  b</pre>');
  });

  it('gives the same page whichever byte a chunk ends at (a tag or a character split in two)', async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      const out = await throughHold([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(out, `cut at byte ${cut}`).toBe(held);
    }
  });

  it('passes the page through in many small chunks unchanged apart from the renames', async () => {
    const bytes = Buffer.from(page);
    const chunks: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += 7) chunks.push(bytes.subarray(i, i + 7));
    expect(await throughHold(chunks)).toBe(held);
  });
});
