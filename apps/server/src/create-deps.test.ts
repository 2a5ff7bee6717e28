import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createDeps, type DepsParts } from './create-deps.ts';
import type { Db } from './db/client.ts';
import { silentPublisher } from './realtime/publisher.ts';

const parts = (): DepsParts => ({
  // Never queried here: createDeps only wires what follows from the parts.
  db: {} as Db,
  config: loadConfig({ DATA_DIR: 'memory://' }),
  mailer: { send: async () => {} },
  realtime: silentPublisher,
  now: () => new Date(),
});

describe('createDeps', () => {
  it('reads the payment settings from the config and the environment it is given', () => {
    expect(createDeps(parts(), {}).payments.reviewDelayMs).toBe(10 * 60_000);
    expect(createDeps(parts(), { PAYMENTS_REVIEW_DELAY_MINUTES: '5' }).payments.reviewDelayMs).toBe(
      5 * 60_000,
    );
  });

  it("keeps each app's bet guard and payment settings its own: no registry shared by two apps", async () => {
    const a = createDeps(parts(), {});
    const b = createDeps(parts(), {});
    expect(a.betGuard).not.toBe(b.betGuard);
    a.betGuard = async () => ({ allowed: false, reason: 'loss_limit' });
    a.payments = { ...a.payments, reviewDelayMs: 1 };
    expect(b.betGuard).not.toBe(a.betGuard);
    expect(b.payments.reviewDelayMs).not.toBe(1);
  });
});
