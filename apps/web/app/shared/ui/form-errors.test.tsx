import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/shared/api/client.ts';
import { createI18n } from '~/shared/i18n/instance.ts';
import { I18nProvider } from '~/shared/i18n/react.tsx';
import { TextField } from './field.tsx';
import { type FormErrors, submitFailure, useFormErrors } from './form-errors.ts';

const MESSAGES = { generic: 'x.generic', network: 'x.network', tooManyRequests: 'x.slow_down' };

describe('submitFailure', () => {
  it("reads a 422's field keys and its base key", () => {
    const error = new ApiError(422, { errors: { email: ['validation.email'], base: ['auth.locked'] } }, '/x');
    expect(submitFailure(error, MESSAGES)).toEqual({
      fields: { email: ['validation.email'] },
      base: 'auth.locked',
      code: null,
    });
  });

  it("gives the feature's messages for other failures, with the refusal code", () => {
    expect(submitFailure(new TypeError('offline'), MESSAGES).base).toBe('x.network');
    expect(submitFailure(new ApiError(429, {}, '/x'), MESSAGES).base).toBe('x.slow_down');
    expect(submitFailure(new ApiError(403, { error: 'login_restricted' }, '/x'), MESSAGES)).toEqual({
      fields: {},
      base: 'x.generic',
      code: 'login_restricted',
    });
    expect(submitFailure(new TypeError('offline'), { generic: 'y.generic' }).base).toBe('y.generic');
  });
});

const i18n = createI18n('en', {
  x: { generic: 'Something went wrong' },
  validation: { email: 'Bad e-mail' },
});

function Form({ grab }: { grab: (errors: FormErrors) => void }) {
  const errors = useFormErrors(MESSAGES);
  grab(errors);
  return (
    <form ref={errors.form}>
      <TextField label="Name" name="name" error={errors.fieldError('name')} />
      <TextField label="E-mail" name="email" error={errors.fieldError('email')} />
      {errors.baseError ? <p>{errors.baseError}</p> : null}
    </form>
  );
}

describe('useFormErrors', () => {
  it('checks, shows translated messages and focuses the first invalid field', async () => {
    let current: FormErrors | undefined;
    render(
      <I18nProvider translator={i18n}>
        <Form grab={(e) => (current = e)} />
      </I18nProvider>,
    );
    let ok = true;
    act(() => {
      ok = current!.check({ email: ['validation.email'] });
    });
    expect(ok).toBe(false);
    expect(screen.getByText('Bad e-mail')).toBeTruthy();
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));

    act(() => {
      ok = current!.check({});
    });
    expect(ok).toBe(true);
    expect(screen.queryByText('Bad e-mail')).toBeNull();

    act(() => {
      current!.fail(new ApiError(500, {}, '/x'));
    });
    expect(screen.getByText('Something went wrong')).toBeTruthy();
  });

  it('returns the failure so a form can react to a refusal code', () => {
    const { result } = renderHook(() => useFormErrors(MESSAGES), {
      wrapper: ({ children }) => <I18nProvider translator={i18n}>{children}</I18nProvider>,
    });
    let code: string | null = null;
    act(() => {
      code = result.current.fail(new ApiError(403, { error: 'registration_restricted' }, '/x')).code;
    });
    expect(code).toBe('registration_restricted');
  });
});

describe('useFormErrors of a named form', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The reports the form sent with sendBeacon: path and body. */
  function beacons() {
    const sent: Array<{ url: string; body: unknown }> = [];
    vi.stubGlobal('navigator', {
      sendBeacon: (url: string, body: string) => sent.push({ url, body: JSON.parse(body) }) > 0,
    });
    return sent;
  }
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <I18nProvider translator={i18n}>{children}</I18nProvider>
  );

  it('reports the errors it shows: its own checks as frontEnd, the server’s as backEnd', async () => {
    const sent = beacons();
    const { result } = renderHook(() => useFormErrors(MESSAGES, 'LoginForm'), { wrapper });
    act(() => {
      result.current.check({ email: ['validation.email'], password: [] });
    });
    act(() => {
      result.current.fail(new ApiError(422, { errors: { password: ['auth.invalid'] } }, '/x'));
    });
    act(() => {
      result.current.show({ otp_attempt: ['auth.otp_invalid'] }, null);
    });
    // The reporter is imported on the first report: the beacons follow shortly, in order.
    await expect
      .poll(() => sent)
      .toEqual([
        {
          url: '/api-fe/metrics-errors-validation',
          body: {
            side: 'frontEnd',
            component: 'LoginForm',
            errors: [{ key: 'email', firstMessage: 'validation.email' }],
          },
        },
        {
          url: '/api-fe/metrics-errors-validation',
          body: {
            side: 'backEnd',
            component: 'LoginForm',
            errors: [{ key: 'password', firstMessage: 'auth.invalid' }],
          },
        },
        {
          url: '/api-fe/metrics-errors-validation',
          body: {
            side: 'backEnd',
            component: 'LoginForm',
            errors: [{ key: 'otp_attempt', firstMessage: 'auth.otp_invalid' }],
          },
        },
      ]);
  });

  it('reports nothing without errors, for a failure without fields, or for a form without a name', async () => {
    const sent = beacons();
    const named = renderHook(() => useFormErrors(MESSAGES, 'RegistrationForm'), { wrapper });
    const unnamed = renderHook(() => useFormErrors(MESSAGES), { wrapper });
    act(() => {
      named.result.current.check({ email: [] });
      named.result.current.fail(new ApiError(500, {}, '/x'));
      unnamed.result.current.check({ email: ['validation.email'] });
      unnamed.result.current.fail(new ApiError(422, { errors: { email: ['auth.email_taken'] } }, '/x'));
      // A last report that is sent: anything the calls above had sent would arrive before it.
      named.result.current.check({ nickname: ['validation.required'] });
    });
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.body).toEqual({
      side: 'frontEnd',
      component: 'RegistrationForm',
      errors: [{ key: 'nickname', firstMessage: 'validation.required' }],
    });
  });
});
