import type { Deps } from '../../deps.ts';

/** The payments module's own settings, from the environment (documented in docs/payments.md). */
export interface PaymentSettings {
  /** `OPERATOR_KEY`: the key of the operator calls (`X-Operator-Key`); unset: those calls are refused. */
  operatorKey: string | undefined;
  /** `PAYMENTS_REVIEW_DELAY_MINUTES` (default 10): a withdrawal is approved automatically after this long. */
  reviewDelayMs: number;
  /** A deposit left on the provider's page is canceled after this long. */
  abandonAfterMs: number;
}

export function loadPaymentSettings(env: NodeJS.ProcessEnv = process.env): PaymentSettings {
  const minutes = Number(env.PAYMENTS_REVIEW_DELAY_MINUTES ?? 10);
  return {
    operatorKey: env.OPERATOR_KEY || undefined,
    reviewDelayMs: (Number.isFinite(minutes) && minutes >= 0 ? minutes : 10) * 60_000,
    abandonAfterMs: 30 * 60_000,
  };
}

const settings = new WeakMap<Deps, PaymentSettings>();

/** The settings of an app: read once from the environment, or what a test installed. */
export function paymentSettingsOf(deps: Deps): PaymentSettings {
  let value = settings.get(deps);
  if (!value) {
    value = loadPaymentSettings();
    settings.set(deps, value);
  }
  return value;
}

export function setPaymentSettings(deps: Deps, value: Partial<PaymentSettings>) {
  settings.set(deps, { ...paymentSettingsOf(deps), ...value });
}
