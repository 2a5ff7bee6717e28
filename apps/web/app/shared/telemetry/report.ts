import type { ValidationComponent, ValidationErrorsReport, ValidationSide } from '@orbit/contract';

/** The telemetry calls the web client makes: the newer client's `POST /api-fe/<name>`. */
export type ReportName = 'performance' | 'network-performance' | 'log' | 'metrics-errors-validation';

/**
 * Sends one telemetry report and forgets it: `sendBeacon` queues it for the browser to deliver
 * (even while the page unloads) and never delays the page; its string body goes as `text/plain`,
 * which the server reads as JSON. Telemetry never throws and never retries.
 */
export function sendReport(name: ReportName, body: unknown): void {
  try {
    const url = `/api-fe/${name}`;
    const text = JSON.stringify(body);
    if (typeof navigator.sendBeacon === 'function') {
      navigator.sendBeacon(url, text);
      return;
    }
    void fetch(url, {
      method: 'POST',
      body: text,
      keepalive: true,
      headers: { 'content-type': 'text/plain' },
    }).catch(() => {});
  } catch {
    // Lost telemetry is fine; a broken page because of it is not.
  }
}

/** The most fields one report names (the server's limit). */
const MAX_FIELDS = 50;

/**
 * The field errors a form shows, for `metrics-errors-validation`: each field with its first
 * message key (a translation key, never what the player typed). Nothing is sent without errors.
 */
export function validationReport(
  component: ValidationComponent,
  side: ValidationSide,
  fields: Record<string, readonly string[]>,
): ValidationErrorsReport | null {
  const errors = Object.entries(fields)
    .filter(([, messages]) => messages.length > 0)
    .slice(0, MAX_FIELDS)
    .map(([key, messages]) => ({ key: key.slice(0, 100), firstMessage: (messages[0] ?? '').slice(0, 500) }));
  return errors.length > 0 ? { side, component, errors } : null;
}

export function reportValidationErrors(
  component: ValidationComponent,
  side: ValidationSide,
  fields: Record<string, readonly string[]>,
): void {
  const report = validationReport(component, side, fields);
  if (report) sendReport('metrics-errors-validation', report);
}
