// `npm run build -w apps/server`: the server ahead of time, so production runs plain JavaScript
// (no TypeScript compiler loaded at start). Packages stay in node_modules; Orbit's own workspace
// packages (`@orbit/*`, TypeScript sources) are bundled in.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;

/** Every bare import but Orbit's own packages is left for Node to load from node_modules. */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@orbit/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(`${root}dist`, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/start.ts', 'operator-create': 'src/cli/operator-create.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // Chunks beside the entry, not in a subfolder: src/paths.ts counts on being one level deep.
  chunkNames: '[name]-[hash]',
  plugins: [packagesStayExternal],
  logLevel: 'warning',
  metafile: true,
});
// V8 keeps each module's source text in memory, one byte a character, or two for the whole file if
// it holds a single character beyond Latin-1. esbuild already escapes those in code (its `charset`
// is ASCII) but leaves comments as written, and one `…` in a kept comment doubled the bundle's
// source in the heap (1.3 MB more). An escape in a comment changes nothing.
for (const file of Object.keys(result.metafile.outputs).filter((name) => name.endsWith('.js'))) {
  const path = `${root}${file}`;
  const text = await readFile(path, 'utf8');
  const latin1 = text.replace(/[^\0-\xff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (latin1 !== text) await writeFile(path, latin1);
}
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`server built into dist/ (${Math.round(bytes / 1024)} KB with source maps)`);
