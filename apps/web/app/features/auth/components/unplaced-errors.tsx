import { useTranslation } from '~/shared/i18n/react.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import type { FieldErrorMap } from '~/shared/ui/form-errors.ts';

/** Errors for fields the form does not show (e.g. `captcha`), listed above the submit button. */
export function UnplacedErrors({ errors, shown }: { errors: FieldErrorMap; shown: readonly string[] }) {
  const { t } = useTranslation();
  const keys = Object.entries(errors)
    .filter(([field, list]) => !shown.includes(field) && list.length > 0)
    .map(([, list]) => list[0] as string);
  if (keys.length === 0) return null;
  return <FormError message={[...new Set(keys)].map((key) => t(key)).join(' ')} />;
}
