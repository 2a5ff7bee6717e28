import type { SurveyAnswersPage, SurveyList } from '@orbit/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi } from '../shared/api.ts';
import { Pager } from '../shared/pager.tsx';
import { SUPPORT_KEY, SupportHeader, when } from './support-shared.tsx';

const PER_PAGE = 50;

/** The survey's results per survey (answers, average, NPS), and one survey's answers with comments. */
export default function AdminSupportSurveys() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const surveyId = params.get('survey');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const surveys = useQuery({
    queryKey: [...SUPPORT_KEY, 'surveys'],
    queryFn: () => adminApi().request<SurveyList>('/api/operator/support/surveys'),
  });
  const query = { page, per_page: PER_PAGE };
  const answers = useQuery({
    queryKey: [...SUPPORT_KEY, 'survey-answers', surveyId, query],
    queryFn: () =>
      adminApi().request<SurveyAnswersPage>(
        `/api/operator/support/surveys/${encodeURIComponent(surveyId ?? '')}/answers`,
        { query },
      ),
    enabled: surveyId !== null,
    placeholderData: keepPreviousData,
  });
  const number = (value: number | null) => (value === null ? '—' : value.toLocaleString(i18n.language));

  return (
    <>
      <SupportHeader title="support.surveys.title" />
      {surveys.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      {surveys.data && surveys.data.surveys.length === 0 ? <p>{t('support.surveys.empty')}</p> : null}
      {surveys.data && surveys.data.surveys.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('support.surveys.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('support.surveys.survey')}</th>
                <th scope="col">{t('support.surveys.answers')}</th>
                <th scope="col">{t('support.surveys.average')}</th>
                <th scope="col">
                  <abbr title={t('support.surveys.nps_long')}>{t('support.surveys.nps')}</abbr>
                </th>
                <th scope="col">{t('support.surveys.last_answer')}</th>
              </tr>
            </thead>
            <tbody>
              {surveys.data.surveys.map((survey) => (
                <tr
                  key={survey.survey_id}
                  aria-current={survey.survey_id === surveyId ? 'true' : undefined}
                  className={`border-t border-white/10 ${survey.survey_id === surveyId ? 'bg-surface-3' : ''}`}
                >
                  <th scope="row" className="py-2 font-normal">
                    <Link
                      to={`?${new URLSearchParams({ survey: survey.survey_id })}`}
                      className="font-semibold underline"
                    >
                      {survey.survey_id}
                    </Link>
                  </th>
                  <td>{number(survey.answers)}</td>
                  <td>{number(survey.average_score)}</td>
                  <td>{number(survey.nps)}</td>
                  <td>{when(survey.last_answer_at, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {surveyId ? (
        <section aria-labelledby="survey-answers" className="flex flex-col gap-3">
          <h2 id="survey-answers" className="text-lg font-semibold">
            {t('support.surveys.answers_of', { survey: surveyId })}
          </h2>
          {answers.isError ? <FormError message={t('admin.errors.failed')} /> : null}
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('support.surveys.answers_of', { survey: surveyId })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('support.surveys.at')}</th>
                  <th scope="col">{t('support.surveys.player')}</th>
                  <th scope="col">{t('support.surveys.score')}</th>
                  <th scope="col">{t('support.surveys.comment')}</th>
                </tr>
              </thead>
              <tbody>
                {(answers.data?.answers ?? []).map((answer) => (
                  <tr
                    key={answer.id}
                    className="border-t border-white/10 align-top"
                    data-testid="admin-survey-answer"
                  >
                    <td className="py-2">{when(answer.created_at, i18n.language)}</td>
                    <td>{answer.email ?? `#${answer.user_id}`}</td>
                    <td>{answer.score}</td>
                    <td className="whitespace-pre-wrap">{answer.comment ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {answers.data ? (
            <Pager
              page={page}
              perPage={PER_PAGE}
              total={answers.data.total_count}
              onPage={(next) => {
                const nextParams = new URLSearchParams(params);
                nextParams.set('page', String(next));
                setParams(nextParams);
              }}
            />
          ) : null}
        </section>
      ) : null}
    </>
  );
}
