import { useId, useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';

/** `ee, NZ ` → `['EE', 'NZ']`. */
export const countriesOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((part) => part.trim().toUpperCase())
    .filter(Boolean);

/** The ISO countries a game or producer is restricted in, as a line of codes saved on demand. */
export function CountriesField({
  label,
  value,
  disabled,
  error,
  onSave,
}: {
  label: string;
  value: readonly string[];
  disabled: boolean;
  error: string | null;
  onSave: (countries: string[]) => void;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const [text, setText] = useState(value.join(', '));
  const changed = countriesOf(text).join(',') !== value.join(',');
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-1">
        <input
          aria-label={label}
          className={`w-36 rounded bg-surface-3 px-2 py-1 ${error ? 'border border-danger' : ''}`}
          value={text}
          disabled={disabled}
          placeholder="EE, NZ"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {changed && !disabled ? (
          <Button variant="secondary" onClick={() => onSave(countriesOf(text))}>
            {t('games.save_countries')}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
