import type { VerificationDocument } from '@orbit/contract';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { documentFileUrl, useDeleteDocument } from '../api/verification.ts';
import { sizeText } from '../model/verification.ts';

/** The documents sent, newest first: each downloadable, a pending one deletable. */
export function DocumentsList({ documents }: { documents: VerificationDocument[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const remove = useDeleteDocument();
  // UTC on the server and in the browser, so both render alike.
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section aria-labelledby="verification-documents" className="flex flex-col gap-3">
      <h3 id="verification-documents" className="text-lg font-semibold">
        {t('verification.documents.title')}
      </h3>
      {documents.length === 0 ? (
        <p className="text-ink-muted">{t('verification.documents.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {documents.map((document) => (
            <li
              key={document.id}
              data-testid="verification-document"
              className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-surface-3 p-3"
            >
              <a
                href={documentFileUrl(document.id)}
                download={document.file_name}
                className="font-medium underline"
                aria-label={t('verification.documents.download', { name: document.file_name })}
              >
                {document.file_name}
              </a>
              <span className="text-sm text-ink-muted">
                {t(`verification.kinds.${document.kind}.title`)} · {sizeText(document.size_bytes, locale)} ·{' '}
                {t('verification.documents.sent_on', { date: date.format(new Date(document.created_at)) })}
              </span>
              <span className="text-sm font-medium">{t(`verification.states.${document.state}`)}</span>
              {document.state === 'pending' ? (
                <Button
                  variant="ghost"
                  className="ml-auto"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(document.id)}
                  aria-label={t('verification.documents.delete', { name: document.file_name })}
                >
                  {t('verification.documents.delete_short')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {remove.isError ? <FormError message={t('verification.errors.delete_failed')} /> : null}
    </section>
  );
}
