import { DOCUMENT_ACCEPT, DOCUMENT_KINDS, type VerificationStatus } from '@orbit/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useFormErrors } from '~/shared/ui/form-errors.ts';
import { useUploadDocument } from '../api/verification.ts';
import { fileProblems, sizeText } from '../model/verification.ts';

/** The upload: the kind of document and one file (checked here for size and type, by the server for content). */
export function UploadForm({ limits }: { limits: VerificationStatus['upload'] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const upload = useUploadDocument();
  const form = useFormErrors({
    generic: 'verification.errors.upload_failed',
    tooManyRequests: 'verification.errors.too_many_uploads',
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState('');
  const [sent, setSent] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(false);
    const file = fileInput.current?.files?.[0] ?? null;
    if (!form.check(fileProblems(file, kind, limits)) || !file) return;
    upload.mutate(
      { kind, file },
      {
        onSuccess: () => {
          setSent(true);
          setKind('');
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) => form.fail(error),
      },
    );
  };

  return (
    <section aria-labelledby="verification-upload" className="flex flex-col gap-3">
      <h3 id="verification-upload" className="text-lg font-semibold">
        {t('verification.upload.title')}
      </h3>
      <form
        ref={form.form}
        noValidate
        onSubmit={onSubmit}
        className="flex max-w-xl flex-col gap-4"
        data-testid="verification-upload"
      >
        <SelectField
          label={t('verification.upload.kind')}
          name="kind"
          required
          value={kind}
          placeholder={t('verification.upload.choose_kind')}
          options={DOCUMENT_KINDS.map((value) => ({ value, label: t(`verification.kinds.${value}.title`) }))}
          onChange={(event) => setKind(event.target.value)}
          error={form.fieldError('kind')}
        />
        <TextField
          ref={fileInput}
          type="file"
          name="file"
          required
          accept={DOCUMENT_ACCEPT}
          label={t('verification.upload.file')}
          hint={t('verification.upload.hint', { size: sizeText(limits.max_bytes, locale) })}
          error={form.fieldError('file')}
        />
        <Button type="submit" loading={upload.isPending} className="self-start">
          {t('verification.upload.submit')}
        </Button>
        {form.baseError ? <FormError message={form.baseError} /> : null}
        {sent ? (
          <p role="status" data-testid="verification-sent">
            {t('verification.upload.sent')}
          </p>
        ) : null}
      </form>
    </section>
  );
}
