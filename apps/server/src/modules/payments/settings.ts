import type { Config } from '../../config.ts';
import type { Deps } from '../../deps.ts';

/** The payments module's own settings, from the environment (documented in docs/payments.md). */
export interface PaymentSettings {
  /** `OPERATOR_KEY`: the key of the operator calls (`X-Operator-Key`); unset: those calls are refused. */
  operatorKey: string | undefined;
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
    operatorKey: config.operatorKey,
    reviewDelayMs: Number.isFinite(minutes) && minutes >= 0 ? minutes * 60_000 : null,
    abandonAfterMs: 30 * 60_000,
  };
}

const settings = new WeakMap<Deps, PaymentSettings>();

/** The settings of an app: read once from the environment, or what a test installed. */
export function paymentSettingsOf(deps: Deps): PaymentSettings {
  let value = settings.get(deps);
  if (!value) {
    value = loadPaymentSettings(deps.config);
    settings.set(deps, value);
  }
  return value;
}

export function setPaymentSettings(deps: Deps, value: Partial<PaymentSettings>) {
  settings.set(deps, { ...paymentSettingsOf(deps), ...value });
}
