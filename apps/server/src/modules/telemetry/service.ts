import type {
  ClientLogEntry,
  GameStartReport,
  NetworkPerformanceReport,
  PerformanceReport,
  TransactionMetric,
  ValidationErrorsReport,
} from '@orbit/contract';
import type { Deps } from '../../deps.ts';
import { ttlMemo } from '../../lib/ttl-memo.ts';
import { providers } from '../games/service.ts';
import {
  connectionTypeLabel,
  currencyLabel,
  fieldLabel,
  knownLabel,
  pageLabel,
  paymentSystemLabel,
} from './labels.ts';
import type { Metrics } from './metrics.ts';

/*
 * Each report is counted into the app's metrics and forgotten: nothing is stored per report,
 * and every label goes through labels.ts.
 */

const ms = (value: number) => value / 1000;

/** A page load's vitals; each vital once per report (the last one sent wins). */
export function recordPerformance(metrics: Metrics, report: PerformanceReport) {
  const page = pageLabel(report.page);
  const latest = new Map(report.metrics.map((vital) => [vital.name, vital.value]));
  for (const [name, value] of latest) {
    if (name === 'CLS') metrics.webVitalCls.observe({ page }, value);
    else metrics.webVitalSeconds.observe({ name, page }, ms(value));
  }
}

export function recordNetworkPerformance(metrics: Metrics, report: NetworkPerformanceReport) {
  for (const entry of report.entries)
    metrics.resourceDuration.observe({ kind: entry.kind }, ms(entry.duration));
}

export function recordClientLog(metrics: Metrics, entry: ClientLogEntry) {
  metrics.clientLogs.inc({ level: entry.level, source: entry.source, page: pageLabel(entry.page) });
}

/** Each field once per report: a form that repeats a field's errors counts the field once. */
export function recordValidationErrors(metrics: Metrics, report: ValidationErrorsReport) {
  const fields = new Set(report.errors.map((error) => fieldLabel(error.key)));
  for (const field of fields)
    metrics.validationErrors.inc({ side: report.side, component: report.component, field });
}

export function recordTransaction(metrics: Metrics, report: TransactionMetric) {
  metrics.clientTransactions.inc({
    type: report.type,
    outcome: report.isSuccessTransaction ? 'success' : 'failure',
    payment_system: paymentSystemLabel(report.paymentSystem),
    currency: currencyLabel(report.currency),
  });
}

/** The catalogue's providers change by operator edits: read once a minute per database. */
const providerSlugs = ttlMemo<object, (value: string) => string>(60_000);

export async function recordGameStart(deps: Deps, report: GameStartReport) {
  const providerLabel = await providerSlugs(deps.db, 'all', async () =>
    // No country is restricted from the empty one: every provider of the catalogue.
    knownLabel((await providers(deps.db, '')).map((provider) => provider.id)),
  );
  deps.metrics.gameStartSeconds.observe(
    { provider: providerLabel(report.provider), connection_type: connectionTypeLabel(report.connectionType) },
    ms(report.value),
  );
}
