import type { Config } from '@react-router/dev/config';

// The same framework settings as Orbit's web client, nothing else.
export default { ssr: true, routeDiscovery: { mode: 'lazy' } } satisfies Config;
