import type { VerificationStatus } from '@orbit/contract';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useVerification } from '../api/verification.ts';
import { DocumentsList } from './documents-list.tsx';
import { SowQuestionnaireForm } from './sow-form.tsx';
import { UploadForm } from './upload-form.tsx';

const STATE_STYLE: Record<string, string> = {
  missing: 'bg-surface-3 text-ink-muted',
  pending: 'bg-accent/15 text-ink',
  approved: 'bg-success/15 text-ink',
  rejected: 'bg-danger/15 text-ink',
};

/**
 * Profile › Verification: whether the player is verified, each kind of document with its state
 * (and a rejection's reason), the upload form, the documents sent, and the source-of-wealth
 * questionnaire while an operator asks for it.
 */
export function VerificationPage() {
  const { t } = useTranslation();
  const verification = useVerification();
  if (verification.isError) return <FormError message={t('verification.errors.load')} />;
  if (!verification.data) return <p role="status">{t('verification.loading')}</p>;
  const status = verification.data;
  return (
    <section
      aria-labelledby="verification-title"
      className="flex flex-col gap-8"
      data-testid="verification-page"
    >
      <div className="flex flex-col gap-2">
        <h2 id="verification-title" className="text-xl font-bold">
          {t('verification.title')}
        </h2>
        <p className="max-w-3xl text-ink-muted">{t('verification.intro')}</p>
      </div>
      <p
        data-testid="verification-state"
        className={`rounded-xl p-4 font-semibold ${status.verified ? 'bg-success/15' : 'bg-surface-2'}`}
      >
        {t(status.verified ? 'verification.status.verified' : 'verification.status.unverified')}
      </p>
      {status.sow_questionnaire_expires_at ? (
        <SowQuestionnaireForm expiresAt={status.sow_questionnaire_expires_at} />
      ) : null}
      <KindsList kinds={status.kinds} />
      <UploadForm limits={status.upload} />
      <DocumentsList documents={status.documents} />
    </section>
  );
}

function KindsList({ kinds }: { kinds: VerificationStatus['kinds'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="verification-kinds" className="flex flex-col gap-3">
      <h3 id="verification-kinds" className="text-lg font-semibold">
        {t('verification.kinds.title')}
      </h3>
      <ul className="grid gap-3 sm:grid-cols-3">
        {kinds.map((item) => (
          <li
            key={item.kind}
            data-testid={`verification-kind-${item.kind}`}
            className="flex flex-col gap-2 rounded-xl border border-surface-3 p-4"
          >
            <h4 className="font-semibold">{t(`verification.kinds.${item.kind}.title`)}</h4>
            <p className="text-sm text-ink-muted">{t(`verification.kinds.${item.kind}.about`)}</p>
            <p className="flex flex-wrap gap-2 text-sm">
              <span className={`rounded-full px-3 py-1 font-medium ${STATE_STYLE[item.state] ?? ''}`}>
                {t(`verification.states.${item.state}`)}
              </span>
              <span className="px-1 py-1 text-ink-muted">
                {t(item.required ? 'verification.required' : 'verification.optional')}
              </span>
            </p>
            {item.rejection_reason ? (
              <p className="text-sm">{t('verification.reason', { reason: item.rejection_reason })}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
