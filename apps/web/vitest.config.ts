import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: component tests (`*.test.tsx`, and the few `*.test.ts` that drive browser APIs)
 * in jsdom, the plain logic in Node, which starts each file about a second sooner than a jsdom
 * window would.
 */
const BROWSER_LOGIC = ['app/**/*.dom.test.ts'];

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    // The files of a worker share its modules instead of importing React, the testing library and
    // the app again for each (the suite ran 5.5x longer isolated). A module that keeps state between
    // calls is reset before each test in vitest.setup.ts; `--sequence.shuffle.files` finds a test
    // that leans on another file's leftovers.
    isolate: false,
    // A test that types long values (seeds, card numbers) takes more than 5 s on a busy two-core machine.
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'components',
          include: ['app/**/*.test.tsx', ...BROWSER_LOGIC],
          environment: 'jsdom',
          setupFiles: ['./vitest.catalogues.ts', './vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          include: ['app/**/*.test.ts'],
          exclude: BROWSER_LOGIC,
          environment: 'node',
          setupFiles: ['./vitest.catalogues.ts'],
        },
      },
    ],
  },
});
