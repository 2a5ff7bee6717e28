import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
