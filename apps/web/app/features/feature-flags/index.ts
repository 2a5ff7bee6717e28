// The feature-flag page (`/ffc`, dev tools only); its loader is feature-flags/loaders.server.ts.
export { FeatureFlagsPage } from './components/feature-flags-page.tsx';
