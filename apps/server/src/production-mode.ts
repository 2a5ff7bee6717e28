/**
 * Loaded first by main.ts. The web client is always a production build, so its server rendering
 * runs React's production build too (React picks its build from NODE_ENV when it is first loaded):
 * about half the lobby's render time. A NODE_ENV set outside (development, for React's warnings)
 * is kept.
 */
process.env.NODE_ENV ??= 'production';
