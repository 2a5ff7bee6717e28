import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // Only the routes a page can reach are sent to the browser, not the whole (localised) table.
  routeDiscovery: { mode: 'lazy' },
} satisfies Config;
