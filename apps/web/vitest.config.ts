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
    projects: [
      {
        extends: true,
        test: {
          name: 'components',
          include: ['app/**/*.test.tsx', ...BROWSER_LOGIC],
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'logic', include: ['app/**/*.test.ts'], exclude: BROWSER_LOGIC, environment: 'node' },
      },
    ],
  },
});
