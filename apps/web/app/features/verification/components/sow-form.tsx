import { EMPLOYMENT_STATUSES, INCOME_BANDS, occupationNeeded, WEALTH_SOURCES } from '@orbit/contract';
import { type FormEvent, useState } from 'react';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { CheckboxField, SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useFormErrors } from '~/shared/ui/form-errors.ts';
import { useAnswerQuestionnaire } from '../api/sow-questionnaire.ts';
import { EMPTY_SOW, type SowValues, sowBody, sowProblems } from '../model/verification.ts';

/** The source-of-wealth questionnaire, while an operator asks for it (until `expiresAt`). */
export function SowQuestionnaireForm({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const answer = useAnswerQuestionnaire();
  const form = useFormErrors({ generic: 'verification.errors.sow_failed' });
  const [values, setValues] = useState<SowValues>(EMPTY_SOW);
  const set = (change: Partial<SowValues>) => setValues((v) => ({ ...v, ...change }));
  const deadline = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(expiresAt),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.check(sowProblems(values))) return;
    answer.mutate(sowBody(values), { onError: (error) => form.fail(error) });
  };

  return (
    <section
      aria-labelledby="verification-sow"
      className="flex flex-col gap-3 rounded-xl border border-accent/40 p-4"
      data-testid="verification-sow"
    >
      <h3 id="verification-sow" className="text-lg font-semibold">
        {t('verification.sow.title')}
      </h3>
      <p>{t('verification.sow.due', { date: deadline })}</p>
      <form ref={form.form} noValidate onSubmit={onSubmit} className="flex max-w-xl flex-col gap-4">
        <SelectField
          label={t('verification.sow.employment_status')}
          required
          value={values.employment_status}
          placeholder={t('verification.sow.choose')}
          options={EMPLOYMENT_STATUSES.map((value) => ({
            value,
            label: t(`verification.sow.statuses.${value}`),
          }))}
          onChange={(event) => set({ employment_status: event.target.value })}
          error={form.fieldError('employment_status')}
        />
        {occupationNeeded(values.employment_status) ? (
          <TextField
            label={t('verification.sow.occupation')}
            required
            maxLength={100}
            value={values.occupation}
            onChange={(event) => set({ occupation: event.target.value })}
            error={form.fieldError('occupation')}
          />
        ) : null}
        <SelectField
          label={t('verification.sow.annual_income')}
          required
          value={values.annual_income}
          placeholder={t('verification.sow.choose')}
          options={INCOME_BANDS.map((value) => ({ value, label: t(`verification.sow.incomes.${value}`) }))}
          onChange={(event) => set({ annual_income: event.target.value })}
          error={form.fieldError('annual_income')}
        />
        <fieldset
          className="flex flex-col gap-2"
          aria-invalid={form.fieldError('sources') ? true : undefined}
          aria-describedby={form.fieldError('sources') ? 'verification-sources-error' : undefined}
        >
          <legend className="mb-1 text-sm font-medium">{t('verification.sow.sources')}</legend>
          {WEALTH_SOURCES.map((source) => (
            <CheckboxField
              key={source}
              label={t(`verification.sow.source_names.${source}`)}
              checked={values.sources.includes(source)}
              onChange={(event) =>
                set({
                  sources: event.target.checked
                    ? [...values.sources, source]
                    : values.sources.filter((s) => s !== source),
                })
              }
            />
          ))}
          {form.fieldError('sources') ? (
            <p id="verification-sources-error" className="text-sm text-danger">
              {form.fieldError('sources')}
            </p>
          ) : null}
        </fieldset>
        <TextField
          label={t('verification.sow.details')}
          maxLength={1000}
          value={values.details}
          onChange={(event) => set({ details: event.target.value })}
          error={form.fieldError('details')}
        />
        <Button type="submit" loading={answer.isPending} className="self-start">
          {t('verification.sow.submit')}
        </Button>
        {form.baseError ? <FormError message={form.baseError} /> : null}
      </form>
    </section>
  );
}
