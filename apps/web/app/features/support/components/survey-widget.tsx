import { type FormEvent, useEffect, useState } from 'react';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { usePlayer } from '~/shared/player/get-player.ts';
import { useBrand } from '~/shared/site/get-project.ts';
import { Button } from '~/shared/ui/button.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useFormErrors } from '~/shared/ui/form-errors.ts';
import { useAnswerSurvey, useSurveyConfig, useSurveyState } from '../api/support.ts';
import { isGamePage, MODAL_RECHECK_MS, SURVEY_SCORES, surveyDue } from '../model/support.ts';
import { TextArea } from './text-area.tsx';

const FAILURES = { generic: 'support.errors.send', tooManyRequests: 'support.errors.too_many' };
const dismissedKey = (surveyId: string) => `orbit.survey-dismissed.${surveyId}`;

const storedDismissal = (surveyId: string) => {
  try {
    return localStorage.getItem(dismissedKey(surveyId)) === '1';
  } catch {
    return false;
  }
};

/** Whether a blocking modal (aria-modal) is open now; checked again every few seconds. */
function useModalOpen() {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    const check = () => setOpen(document.querySelector('[aria-modal="true"]') !== null);
    check();
    const timer = setInterval(check, MODAL_RECHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return open;
}

/** Compact on a phone (spec 2 §4): the scores only, the comment left out. */
function useCompact() {
  const [compact, setCompact] = useState(false);
  useEffect(() => setCompact(window.matchMedia('(max-width: 639px)').matches), []);
  return compact;
}

/**
 * Orbit's own short survey of `survey-config`: how likely the player would recommend the casino
 * (0–10) and why. Not on a game page, not over a modal; once answered or put off, never again.
 */
export default function SurveyWidget() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { path } = useLocale();
  const { signedIn } = usePlayer();
  const config = useSurveyConfig();
  const state = useSurveyState(config.survey_id, config.is_enable_widget);
  const answer = useAnswerSurvey();
  const modalOpen = useModalOpen();
  const compact = useCompact();
  const { form, baseError, fail } = useFormErrors(FAILURES);
  const [dismissed, setDismissed] = useState(() => storedDismissal(config.survey_id));
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');

  useEffect(() => setDismissed(storedDismissal(config.survey_id)), [config.survey_id]);

  if (answer.isSuccess) {
    return (
      <aside
        className="fixed bottom-20 left-4 z-40 rounded-2xl bg-surface-2 p-4 shadow-2xl lg:bottom-6"
        role="status"
      >
        {t('support.survey.thanks')}
      </aside>
    );
  }
  const due = surveyDue({
    signedIn,
    enabled: config.is_enable_widget,
    answered: state.data?.answered ?? true,
    dismissed,
    onGamePage: isGamePage(path),
    modalOpen,
  });
  if (!due) return null;

  const putOff = () => {
    try {
      localStorage.setItem(dismissedKey(config.survey_id), '1');
    } catch {
      // Private mode: put off for this page only.
    }
    setDismissed(true);
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (score === null) return;
    try {
      await answer.mutateAsync({
        survey_id: config.survey_id,
        collector_id: config.survey_collector_id,
        score,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
    } catch (error) {
      fail(error);
    }
  };

  return (
    <aside
      aria-labelledby="survey-title"
      data-testid="survey-widget"
      data-compact={compact || undefined}
      className={`fixed z-40 rounded-2xl bg-surface-2 shadow-2xl ${compact ? 'inset-x-2 bottom-20 p-3' : 'bottom-6 left-4 w-96 p-5'}`}
    >
      <form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
        <h2 id="survey-title" className={compact ? 'text-sm font-bold' : 'font-bold'}>
          {t('support.survey.question', { brand })}
        </h2>
        <FormError message={baseError} />
        <fieldset className="flex flex-col gap-1">
          <legend className="sr-only">{t('support.survey.scores')}</legend>
          <div className="flex flex-wrap gap-1">
            {SURVEY_SCORES.map((value) => (
              <label
                key={value}
                className={`grid size-8 cursor-pointer place-items-center rounded-md text-sm font-semibold has-focus-visible:outline-2 ${score === value ? 'bg-brand text-white' : 'bg-surface-3'}`}
              >
                <input
                  type="radio"
                  name="score"
                  value={value}
                  checked={score === value}
                  onChange={() => setScore(value)}
                  className="sr-only"
                  aria-label={t('support.survey.score', { score: value })}
                />
                <span aria-hidden="true">{value}</span>
              </label>
            ))}
          </div>
          <div className="flex justify-between text-xs text-ink-muted" aria-hidden="true">
            <span>{t('support.survey.low')}</span>
            <span>{t('support.survey.high')}</span>
          </div>
        </fieldset>
        {compact ? null : (
          <TextArea
            label={t('support.survey.comment')}
            name="comment"
            value={comment}
            maxLength={1000}
            rows={2}
            onChange={(event) => setComment(event.target.value)}
            error={null}
          />
        )}
        <div className="flex gap-2">
          <Button type="submit" disabled={score === null} loading={answer.isPending}>
            {t('support.survey.send')}
          </Button>
          <Button variant="ghost" onClick={putOff}>
            {t('support.survey.later')}
          </Button>
        </div>
      </form>
    </aside>
  );
}
