import type { CountryInfo, PlayerFieldSpec } from '@orbit/contract';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { CheckboxField, SelectField, TextField } from '~/shared/ui/field.tsx';

import type { FieldValue } from '../model/personal-form.ts';

export interface PlayerFieldInputProps {
  name: string;
  spec: PlayerFieldSpec | undefined;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  /** Translation key of the field's error. */
  error: string | null;
  readOnly?: boolean;
  countries: readonly CountryInfo[];
}

const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  nickname: 'nickname',
  first_name: 'given-name',
  last_name: 'family-name',
  date_of_birth: 'bday',
  country: 'country',
  city: 'address-level2',
  address: 'street-address',
  postal_code: 'postal-code',
  state: 'address-level1',
  mobile_phone: 'tel',
  gender: 'sex',
};

/** The wire values of `gender` (player_fields); their labels are `profile.gender.<value>`. */
const DEFAULT_GENDERS = ['m', 'f'];

/** Whether a player field is a yes/no box. */
export const isBooleanField = (name: string, spec: PlayerFieldSpec | undefined) =>
  spec?.type === 'boolean' || name.startsWith('receive_') || name === 'agreed_to_partner_promotions';

/**
 * One player field of `/api/info/player_fields`, rendered by its name and type: the
 * registration and profile forms share it. Labels are `profile.fields.<name>`.
 */
export function PlayerFieldInput({
  name,
  spec,
  value,
  onChange,
  error,
  readOnly,
  countries,
}: PlayerFieldInputProps) {
  const { t } = useTranslation();
  const label = t(`profile.fields.${name}`);
  const errorText = error ? t(error) : null;
  const hint = readOnly ? t('profile.personal.once_set_hint') : undefined;
  const common = { name, error: errorText, hint, 'data-field': name };

  if (isBooleanField(name, spec)) {
    return (
      <CheckboxField
        {...common}
        label={label}
        checked={value === true}
        disabled={readOnly}
        onChange={(e) => onChange(e.target.checked)}
      />
    );
  }
  const text = typeof value === 'string' ? value : '';
  if (name === 'country' || name === 'gender' || spec?.inclusion) {
    const options =
      name === 'country'
        ? countries.map((c) => ({ value: c.code, label: c.name }))
        : (spec?.inclusion?.in ?? DEFAULT_GENDERS).map((v) => ({
            value: v,
            label: name === 'gender' ? t(`profile.gender.${v}`, { defaultValue: v }) : v,
          }));
    return (
      <SelectField
        {...common}
        label={label}
        options={options}
        placeholder={t('profile.personal.choose')}
        value={text}
        disabled={readOnly}
        autoComplete={AUTOCOMPLETE[name]}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  const type =
    name === 'date_of_birth' || spec?.type === 'date'
      ? 'date'
      : name === 'mobile_phone' || spec?.type === 'phone'
        ? 'tel'
        : spec?.type === 'email'
          ? 'email'
          : 'text';
  return (
    <TextField
      {...common}
      label={label}
      type={type}
      value={text}
      readOnly={readOnly}
      autoComplete={AUTOCOMPLETE[name]}
      maxLength={spec?.length?.maximum}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
