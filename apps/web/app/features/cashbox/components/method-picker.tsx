import type { PaymentMethod } from '@orbit/contract';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { methodTitle } from '../model/method-fields.ts';

/** The payment methods as one radio group, the chosen one highlighted. */
export function MethodPicker({
  methods,
  chosen,
  onChoose,
}: {
  methods: readonly PaymentMethod[];
  chosen: PaymentMethod;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{t('cashbox.method')}</legend>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-2">
        {methods.map((m) => (
          <label
            key={m.id}
            className={`flex min-h-11 min-w-0 cursor-pointer items-center gap-2 rounded-lg px-3 py-1 leading-tight [overflow-wrap:anywhere] ${m.id === chosen.id ? 'bg-brand text-white' : 'bg-surface-3'}`}
          >
            <input
              type="radio"
              name="method"
              value={m.id}
              checked={m.id === chosen.id}
              onChange={() => onChoose(m.id)}
              className="sr-only"
            />
            {methodTitle(t, m)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
