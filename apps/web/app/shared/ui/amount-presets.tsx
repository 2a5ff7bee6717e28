/**
 * One-tap values a form offers beside its input (the cashbox's deposit amounts, the limits'
 * suggestions, from the operator's config): a named group of buttons, the chosen one pressed.
 * Imported lazily by each form: a chunk its routes import statically would be listed under every one of
 * them in the route manifest the lobby loads at start-up (~250 gzip bytes).
 */
export default function AmountPresets({
  label,
  values,
  chosen,
  describe,
  onChoose,
  marked,
  markLabel,
}: {
  label: string;
  values: readonly number[];
  /** The value the input holds now, if it is one of these. */
  chosen: number | null;
  describe: (value: number) => string;
  onChoose: (value: number) => void;
  /** A value to mark (e.g. the most chosen deposit), named by `markLabel`. */
  marked?: number;
  markLabel?: string;
}) {
  if (values.length === 0) return null;
  return (
    <fieldset className="flex flex-wrap gap-2" data-testid="amount-presets">
      <legend className="sr-only">{label}</legend>
      {values.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={chosen === value}
          onClick={() => onChoose(value)}
          className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-surface-3 bg-surface-2 px-3 py-2 text-sm font-semibold hover:bg-surface-3 aria-pressed:border-brand aria-pressed:bg-brand/15"
        >
          {describe(value)}
          {marked === value && markLabel ? (
            <span className="rounded bg-accent/20 px-1 text-xs font-normal">{markLabel}</span>
          ) : null}
        </button>
      ))}
    </fieldset>
  );
}
