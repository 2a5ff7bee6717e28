import { dirname, resolve } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

const route = (path: string) => new RegExp(`[\\\\/]app[\\\\/]${path}\\.tsx(\\?|$)`);
const SHELL_ROUTES = [route('root'), route('routes[\\\\/]layout')];
const LOBBY_ROUTE = route('routes[\\\\/]home');
const GAMES_ROUTE = route('routes[\\\\/]games[\\\\/][^\\\\/]+');
const ROUTE_MODULES = /[\\/]app[\\/](root\.tsx|routes[\\/])/;
const CONTRACT = /[\\/]packages[\\/]contract[\\/]/;
const LAZY_PARTS =
  /[\\/]app[\\/](shared[\\/]near-view\.ts|features[\\/](shell[\\/]components[\\/]([a-z-]+-on-use|cookie-notice)|lobby[\\/]components[\\/]jackpot-slider|late-listeners[\\/]late-listeners|realtime[\\/]components[\\/]live-connection)\.tsx|features[\\/]realtime[\\/]channels\.ts)$/;

/** Every module reachable from `ids` through `links` (e.g. static imports). */
function reach(ids: string[], ctx: ChunkingContext, links: (info: Rolldown.ModuleInfo) => readonly string[]) {
  const seen = new Set<string>(ids);
  const queue = [...ids];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const info = ctx.getModuleInfo(id);
    for (const next of info ? links(info) : []) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

/** A feature's public face: other features and routes import a feature through it alone. */
const FEATURE_INDEX = /[\\/]app[\\/]features[\\/]([^\\/]+)[\\/]index\.ts$/;
const NAMED_IMPORTS = /\b(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** `[name, specifier]` of each `import { … } from` and `export { … } from` in `code`; `as` gives the local name. */
function namedImports(code: string, side: 'imported' | 'exported') {
  return [...code.matchAll(NAMED_IMPORTS)].flatMap(([, names = '', specifier = '']) =>
    names
      .split(',')
      .map((part) => part.trim().replace(/^type\s+/, ''))
      .filter(Boolean)
      .map((part) => {
        const [imported = part, exported = imported] = part.split(/\s+as\s+/);
        return [side === 'imported' ? imported : exported, specifier] as const;
      }),
  );
}

/**
 * The modules `info` statically imports, looking through a feature's index: only the modules
 * that define the names taken from it. The index re-exports the whole feature (lazy pages
 * included); following all of it would put the feature into a start-up chunk for one component.
 * Whatever is not understood (a namespace import, a name the index does not re-export) follows
 * the whole index, as before.
 */
function staticImports(info: Rolldown.ModuleInfo, ctx: ChunkingContext): readonly string[] {
  return info.importedIds.flatMap((id) => {
    const feature = FEATURE_INDEX.exec(id)?.[1];
    const index = feature ? ctx.getModuleInfo(id) : null;
    if (!feature || !index) return [id];
    const fromIndex = (specifier: string) =>
      specifier.replace(/(\/index)?\.ts$/, '').endsWith(`features/${feature}`);
    const taken = namedImports(info.code ?? '', 'imported').filter(([, specifier]) => fromIndex(specifier));
    const definedIn = new Map(
      namedImports(index.code ?? '', 'exported').map(([name, specifier]) => [
        name,
        resolve(dirname(id), specifier),
      ]),
    );
    const sources = taken
      .map(([name]) => definedIn.get(name))
      .filter((source): source is string => source !== undefined && index.importedIds.includes(source));
    const whole = taken.length === 0 || sources.length < taken.length;
    return whole ? [id, ...index.importedIds] : [id, ...sources];
  });
}

/**
 * Names the app's start-up chunks from the module graph, instead of a dozen small shared chunks
 * (one request each, each gzipped alone):
 * - `shell`: what the root and the shell layout import statically — every page runs it at start
 *   (through a feature's index, only what they take from it);
 * - `games`: what the lobby and the game list pages all import statically (tiles, rows, their data).
 * Route modules stay their own chunks; code that only lazy imports reach stays out of both.
 */
function startUpChunks() {
  let chunkOf: Map<string, string> | null = null;
  return (id: string, ctx: ChunkingContext) => {
    if (!chunkOf) {
      const graph = [
        ...reach([id], ctx, (m) => [
          ...m.importedIds,
          ...m.dynamicallyImportedIds,
          ...m.importers,
          ...m.dynamicImporters,
        ]),
      ];
      const staticReach = (test: (m: string) => boolean) =>
        reach(graph.filter(test), ctx, (m) => (FEATURE_INDEX.test(m.id) ? [] : staticImports(m, ctx)));
      const shell = staticReach((m) => SHELL_ROUTES.some((r) => r.test(m)));
      const lobby = staticReach((m) => LOBBY_ROUTE.test(m));
      const games = staticReach((m) => GAMES_ROUTE.test(m));
      chunkOf = new Map();
      for (const m of graph) {
        // The contract is one barrel: its modules go where their exports are used, or a lazy
        // page's zod schemas (limits, payments) would ride into the start-up chunk with it.
        if (m.includes('node_modules') || ROUTE_MODULES.test(m) || CONTRACT.test(m)) continue;
        if (shell.has(m)) chunkOf.set(m, 'shell');
        else if (lobby.has(m) && games.has(m)) chunkOf.set(m, 'games');
      }
    }
    // Vite's preload helper, which start-up code uses: the lazy parts' group would take it along.
    if (id.includes('vite/preload-helper')) return 'games';
    return chunkOf.get(id) ?? null;
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      output: {
        // Hex file hashes: the start-up chunks list dozens of lazy chunks' names, and hex compresses better.
        hashCharacters: 'hex',
        // Fewer, larger start-up chunks: every page needs the framework, so one request fetches it.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // Only TanStack Query: the back office's table and virtualiser stay in its own chunks.
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core)|cookie|set-cookie-parser)[\\/]/,
            },
            { name: startUpChunks(), minSize: 0 },
            {
              // What every page loads right after hydration, small each: the loaders that hold a
              // server-rendered part's code until it nears the viewport or is used, the late
              // listeners' host, the realtime guard and its channels. One file rather than one each.
              name: 'lazy-parts',
              test: LAZY_PARTS,
              minSize: 0,
            },
          ],
          minSize: 8000,
        },
      },
    },
  },
});
