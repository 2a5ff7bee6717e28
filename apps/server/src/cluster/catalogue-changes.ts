import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { catalogueChangedElsewhere, onCatalogueChange } from '../lib/catalogue-version.ts';

const CHANNEL = 'orbit:catalogue-changed';

/**
 * With REDIS_URL: an operator's catalogue edit on one node drops every node's cached catalogue
 * reads at once. Redis away (at start or later) only delays that: the other nodes' copies still
 * run out after CATALOGUE_TTL_MS, and the clients reconnect by themselves.
 */
export async function shareCatalogueChanges(app: FastifyInstance, redisUrl: string) {
  // Loaded here, with REDIS_URL only: a node without Redis never holds the client's code.
  const { createClient } = await import('redis');
  const node = randomUUID();
  const publisher = createClient({ url: redisUrl, disableOfflineQueue: true });
  const subscriber = publisher.duplicate({ disableOfflineQueue: false });
  for (const client of [publisher, subscriber]) {
    client.on('error', (error) => app.log.warn({ err: error }, 'catalogue changes: redis unavailable'));
    client.connect().catch(() => {});
  }
  subscriber
    .subscribe(CHANNEL, (from) => {
      if (from !== node) catalogueChangedElsewhere(app.deps.db);
    })
    .catch(() => {});
  const stopHearing = onCatalogueChange(app.deps.db, () => {
    publisher.publish(CHANNEL, node).catch(() => {});
  });
  app.addHook('onClose', async () => {
    stopHearing();
    // Closing politely waits for Redis; while it is away there is nothing to wait for.
    await Promise.allSettled([publisher, subscriber].map((c) => (c.isReady ? c.close() : c.destroy())));
  });
}
