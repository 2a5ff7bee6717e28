import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportValidationErrors, sendReport, validationReport } from './report.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A navigator whose sendBeacon records its calls. */
function stubBeacon(answer: boolean | (() => boolean) = true) {
  const calls: Array<[string, string]> = [];
  vi.stubGlobal('navigator', {
    sendBeacon: (url: string, body: string) => {
      calls.push([url, body]);
      return typeof answer === 'function' ? answer() : answer;
    },
  });
  return calls;
}

describe('sendReport', () => {
  it('sends the report with sendBeacon to the newer client’s path, as a JSON string', () => {
    const calls = stubBeacon();
    sendReport('performance', { page: 'home', metrics: [{ name: 'LCP', value: 1200 }] });
    expect(calls).toEqual([
      ['/api-fe/performance', JSON.stringify({ page: 'home', metrics: [{ name: 'LCP', value: 1200 }] })],
    ]);
  });

  it('falls back to a keepalive fetch where there is no sendBeacon', () => {
    vi.stubGlobal('navigator', {});
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    sendReport('log', { level: 'error', message: 'x', page: 'home' });
    expect(fetch).toHaveBeenCalledWith('/api-fe/log', {
      method: 'POST',
      body: JSON.stringify({ level: 'error', message: 'x', page: 'home' }),
      keepalive: true,
      headers: { 'content-type': 'text/plain' },
    });
  });

  it('never throws: not when the beacon throws, not when the fetch fails', async () => {
    stubBeacon(() => {
      throw new TypeError('beacon refused');
    });
    expect(() => sendReport('log', { level: 'error', message: 'x', page: 'home' })).not.toThrow();
    vi.stubGlobal('navigator', {});
    const failing = vi.fn(async () => {
      throw new TypeError('offline');
    });
    vi.stubGlobal('fetch', failing);
    expect(() => sendReport('log', { level: 'error', message: 'x', page: 'home' })).not.toThrow();
    await expect.poll(() => failing.mock.calls.length).toBe(1);
  });
});

describe('validation errors', () => {
  it('name each field that shows an error with its first message key', () => {
    expect(
      validationReport('RegistrationForm', 'backEnd', {
        email: ['auth.email_taken', 'validation.invalid_format'],
        password: ['validation.too_short'],
        nickname: [],
      }),
    ).toEqual({
      side: 'backEnd',
      component: 'RegistrationForm',
      errors: [
        { key: 'email', firstMessage: 'auth.email_taken' },
        { key: 'password', firstMessage: 'validation.too_short' },
      ],
    });
  });

  it('send nothing for a form without errors, and at most 50 fields', () => {
    const calls = stubBeacon();
    reportValidationErrors('LoginForm', 'frontEnd', {});
    reportValidationErrors('LoginForm', 'frontEnd', { email: [] });
    expect(calls).toEqual([]);
    const many = Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [`field${i}`, ['validation.required']]),
    );
    reportValidationErrors('ProfileEdit', 'frontEnd', many);
    expect(calls.map(([url]) => url)).toEqual(['/api-fe/metrics-errors-validation']);
    expect(JSON.parse(calls[0]![1]).errors).toHaveLength(50);
  });
});
