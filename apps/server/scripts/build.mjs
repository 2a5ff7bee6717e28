// `npm run build -w apps/server`: the server ahead of time, so production runs plain JavaScript
// (no TypeScript compiler loaded at start). Packages stay in node_modules; Orbit's own workspace
// packages (`@orbit/*`, TypeScript sources) are bundled in.
import { rm } from 'node:fs/promises';
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
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`server built into dist/ (${Math.round(bytes / 1024)} KB with source maps)`);
