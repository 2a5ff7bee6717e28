import type { Config } from '../../config.ts';

/**
 * The payments module's own settings, from the environment (documented in docs/payments.md). Read
 * once per app into `deps.payments`; a test changes its own app's by assigning to it.
 */
export interface PaymentSettings {
  /**
   * `PAYMENTS_REVIEW_DELAY_MINUTES`: a withdrawal of a player with a confirmed e-mail is approved
   * automatically after this long. Default: 10 in the demo; in production none (the operator reviews
   * every one) unless the operator sets it.
   */
  reviewDelayMs: number | null;
  /** A deposit left on the provider's page is canceled after this long. */
  abandonAfterMs: number;
}

export function loadPaymentSettings(config: Config, env: NodeJS.ProcessEnv = process.env): PaymentSettings {
  const given = env.PAYMENTS_REVIEW_DELAY_MINUTES?.trim();
  const minutes = given ? Number(given) : config.mode === 'demo' ? 10 : Number.NaN;
  return {
    reviewDelayMs: Number.isFinite(minutes) && minutes >= 0 ? minutes * 60_000 : null,
    abandonAfterMs: 30 * 60_000,
  };
}
