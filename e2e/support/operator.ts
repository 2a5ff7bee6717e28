import { type APIRequestContext, expect } from '@playwright/test';

const XHR = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };

export type OperatorRole = 'owner' | 'support' | 'payments' | 'marketing' | 'compliance' | 'read_only';

/**
 * Headers of an operator API call beside a journey: a fresh back-office session of `role` (owner by
 * default) from the dev tools (`POST /api/dev/operator_session`, absent in production). Fresh each
 * time, so a journey that moves the server's clock never holds an expired one.
 */
export async function operatorHeaders(request: APIRequestContext, role: OperatorRole = 'owner') {
  const response = await request.post('/api/dev/operator_session', { headers: XHR, data: { role } });
  expect(response.status(), `operator session: ${await response.text()}`).toBe(200);
  const { cookie } = (await response.json()) as { cookie: string };
  return { ...XHR, Cookie: cookie };
}
