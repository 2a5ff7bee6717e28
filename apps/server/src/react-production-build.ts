/**
 * Loaded first by main.ts. The web client is always a production build, so its server rendering
 * runs React's production build too (React picks its build from NODE_ENV when it is first loaded):
 * about half the lobby's render time. A NODE_ENV set outside (development, for React's warnings)
 * is kept.
 *
 * This is not Orbit's production mode (config.ts `mode`): that one follows the operator's own
 * NODE_ENV, kept here before the default is applied.
 */
export const operatorNodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV ??= 'production';
