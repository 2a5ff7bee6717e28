/**
 * The entry of the ahead-of-time build (`dist/main.js`). A bundle runs the imports of its packages
 * before any of its own code, so `react-router` (and React) would load before NODE_ENV is settled
 * and pick their development build. Settling it here first and loading the server after keeps
 * what `main.ts` does when run from source.
 */
import './react-production-build.ts';

await import('./main.ts');
