import type { CouponAnswer } from '@orbit/contract';
import { type FormEvent, useState } from 'react';
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
    <form
      ref={form.form}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-3 rounded-xl bg-surface-2 p-4"
      aria-labelledby="gifts-promo-title"
      data-testid="gifts-promo-form"
    >
      <h3 id="gifts-promo-title" className="font-semibold">
        {t('gifts.promo.title')}
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          className="min-w-48 flex-1"
          label={t('gifts.promo.label')}
          autoComplete="off"
          maxLength={MAX_CODE_LENGTH}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={form.fieldError('code')}
        />
        <Button type="submit" loading={apply.isPending}>
          {t('gifts.promo.submit')}
        </Button>
      </div>
      {form.baseError ? <FormError message={form.baseError} /> : null}
      {gift ? (
        <p role="status" className="font-semibold text-success" data-testid="gifts-promo-success">
          {t('gifts.promo.success', { name: gift })}
        </p>
      ) : null}
    </form>
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
    <form
      ref={form.form}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-3 rounded-xl bg-surface-2 p-4"
      aria-labelledby="gifts-coupon-title"
      data-testid="gifts-coupon-form"
    >
      <h3 id="gifts-coupon-title" className="font-semibold">
        {t('gifts.coupon.title')}
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          className="min-w-48 flex-1"
          label={t('gifts.coupon.label')}
          autoComplete="off"
          maxLength={MAX_CODE_LENGTH}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={form.fieldError('coupon_code')}
        />
        <Button type="submit" loading={activate.isPending}>
          {t('gifts.coupon.submit')}
        </Button>
      </div>
      {form.baseError ? <FormError message={form.baseError} /> : null}
      {status ? (
        <p
          role="status"
          className={`font-semibold ${status === 'failed_to_activate' ? 'text-danger' : 'text-success'}`}
          data-testid="gifts-coupon-status"
        >
          {t(`gifts.coupon.status.${status}`)}
        </p>
      ) : null}
    </form>
  );
}
