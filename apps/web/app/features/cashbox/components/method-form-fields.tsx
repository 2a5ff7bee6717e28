import type { MethodField, PaymentAction, PaymentMethod } from '@orbit/contract';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useRemoveSavedProfile } from '../api/methods.ts';

const AUTOCOMPLETE: Record<string, string> = {
  card_number: 'cc-number',
  card_expiry: 'cc-exp',
  holder: 'cc-name',
  email: 'email',
};

/** The inputs of a method's own fields (card, IBAN, e-mail, address), as the server lists them. */
export function MethodFieldInputs({
  fields,
  values,
  onChange,
  errorOf,
}: {
  fields: readonly MethodField[];
  values: Readonly<Record<string, string>>;
  onChange: (name: string, value: string) => void;
  errorOf: (name: string) => string | null;
}) {
  const { t } = useTranslation();
  return fields.map((field) => (
    <TextField
      key={field.name}
      label={t(`cashbox.fields.${field.name}`)}
      inputMode={field.type === 'card_number' ? 'numeric' : undefined}
      autoComplete={AUTOCOMPLETE[field.name] ?? 'off'}
      placeholder={field.type === 'card_expiry' ? 'MM/YY' : undefined}
      value={values[field.name] ?? ''}
      onChange={(event) => onChange(field.name, event.target.value)}
      error={errorOf(field.name)}
    />
  ));
}

/**
 * The method's saved cards or accounts and "a new one" as one radio group; a saved one stands for
 * the method's fields (only the amount is left to fill in) and can be forgotten here.
 */
export function SavedProfileChoice({
  action,
  method,
  chosen,
  onChoose,
}: {
  action: PaymentAction;
  method: PaymentMethod;
  chosen: string | null;
  onChoose: (profileId: string | null) => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveSavedProfile();
  if (method.savedProfiles.length === 0) return null;
  const option = (id: string | null, label: string) => (
    <label className="flex min-h-11 flex-1 cursor-pointer items-center gap-2">
      <input type="radio" name="saved-profile" checked={chosen === id} onChange={() => onChoose(id)} />
      <span className="[overflow-wrap:anywhere]">{label}</span>
    </label>
  );
  return (
    <fieldset data-testid="saved-profiles">
      <legend className="mb-1 font-semibold">
        {t(action === 'deposit' ? 'cashbox.saved.legend' : 'cashbox.saved.legend_cashout')}
      </legend>
      <ul className="flex flex-col gap-1">
        {method.savedProfiles.map((profile) => (
          <li key={profile.id} className="flex items-center gap-2">
            {option(profile.id, profile.title)}
            {profile.isRemoveAvailable ? (
              <Button
                variant="secondary"
                disabled={remove.isPending}
                aria-label={t('cashbox.saved.remove', { title: profile.title })}
                onClick={() =>
                  remove.mutate(profile.id, {
                    onSuccess: () => {
                      if (chosen === profile.id) onChoose(null);
                    },
                  })
                }
              >
                {t('cashbox.saved.remove_short')}
              </Button>
            ) : null}
          </li>
        ))}
        <li>
          {option(null, t(method.type === 'cards' ? 'cashbox.saved.new_card' : 'cashbox.saved.new_account'))}
        </li>
      </ul>
      {remove.isError ? <FormError message={t('cashbox.saved.remove_failed')} /> : null}
    </fieldset>
  );
}
