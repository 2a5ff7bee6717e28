import type { CouponAnswer } from '@orbit/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useFormErrors } from '~/shared/ui/form-errors.ts';
import { useActivateCoupon } from '../api/activate-coupon.ts';
import { useApplyPromoCode } from '../api/apply-promo-code.ts';

const MAX_CODE_LENGTH = 64;

/** The code as sent: trimmed; an empty one is refused before any request. */
const requiredCode = (code: string) => (code.trim() === '' ? ['validation.required'] : []);

/**
 * A promo code gives a gift at once: the answer names it, and the lists are read again. A link
 * with `?promocode=` (a promotion's, or the main page's stored gift code) fills the field in;
 * the player redeems it.
 */
export function PromoCodeForm() {
  const { t } = useTranslation();
  const apply = useApplyPromoCode();
  const form = useFormErrors({ generic: 'gifts.errors.code' });
  const [params] = useSearchParams();
  const [code, setCode] = useState(() => (params.get('promocode') ?? '').trim().slice(0, MAX_CODE_LENGTH));
  const [gift, setGift] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGift(null);
    if (!form.check({ code: requiredCode(code) })) return;
    apply.mutate(code.trim(), {
      onSuccess: (answer) => {
        setCode('');
        setGift(answer.name);
      },
      onError: (error) => form.fail(error),
    });
  };

  return (
    <CodeForm
      name="promo"
      form={form}
      onSubmit={onSubmit}
      code={code}
      onCode={setCode}
      field="code"
      pending={apply.isPending}
    >
      {gift ? (
        <p role="status" className="font-semibold text-success" data-testid="gifts-promo-success">
          {t('gifts.promo.success', { name: gift })}
        </p>
      ) : null}
    </CodeForm>
  );
}

/** A coupon answers with its status: activated now, or already before. */
export function CouponForm() {
  const { t } = useTranslation();
  const activate = useActivateCoupon();
  const form = useFormErrors({ generic: 'gifts.errors.code' });
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<CouponAnswer['status'] | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus(null);
    if (!form.check({ coupon_code: requiredCode(code) })) return;
    activate.mutate(code.trim(), {
      onSuccess: (answer) => {
        setCode('');
        setStatus(answer.status);
      },
      onError: (error) => {
        const failure = form.fail(error);
        // A refused coupon names the field's reason; the status says it failed as well.
        if (Object.keys(failure.fields).length > 0) setStatus('failed_to_activate');
      },
    });
  };

  return (
    <CodeForm
      name="coupon"
      form={form}
      onSubmit={onSubmit}
      code={code}
      onCode={setCode}
      field="coupon_code"
      pending={activate.isPending}
    >
      {status ? (
        <p
          role="status"
          className={`font-semibold ${status === 'failed_to_activate' ? 'text-danger' : 'text-success'}`}
          data-testid="gifts-coupon-status"
        >
          {t(`gifts.coupon.status.${status}`)}
        </p>
      ) : null}
    </CodeForm>
  );
}

/** The frame both code forms share: a titled form with the code field, its button and the base error. */
function CodeForm({
  name,
  form,
  onSubmit,
  code,
  onCode,
  field,
  pending,
  children,
}: {
  name: 'promo' | 'coupon';
  form: ReturnType<typeof useFormErrors>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  code: string;
  onCode: (code: string) => void;
  /** The request's field, whose errors show under the input. */
  field: string;
  pending: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      ref={form.form}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-3 rounded-xl bg-surface-2 p-4"
      aria-labelledby={`gifts-${name}-title`}
      data-testid={`gifts-${name}-form`}
    >
      <h3 id={`gifts-${name}-title`} className="font-semibold">
        {t(`gifts.${name}.title`)}
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          className="min-w-48 flex-1"
          label={t(`gifts.${name}.label`)}
          autoComplete="off"
          maxLength={MAX_CODE_LENGTH}
          value={code}
          onChange={(event) => onCode(event.target.value)}
          error={form.fieldError(field)}
        />
        <Button type="submit" loading={pending}>
          {t(`gifts.${name}.submit`)}
        </Button>
      </div>
      {form.baseError ? <FormError message={form.baseError} /> : null}
      {children}
    </form>
  );
}
