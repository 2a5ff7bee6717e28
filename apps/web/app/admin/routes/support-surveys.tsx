import type { SurveyAnswersPage, SurveyList } from '@orbit/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi } from '../shared/api.ts';
import { type DataColumn, DataTable } from '../shared/data-table.tsx';
import { AddressPager } from '../shared/pager.tsx';
import { pageOf } from '../shared/paging.ts';
import { SUPPORT_KEY, SupportHeader, when } from './support-shared.tsx';

const PER_PAGE = 50;
type SurveySummary = SurveyList['surveys'][number];
type SurveyAnswer = SurveyAnswersPage['answers'][number];

/** The survey's results per survey (answers, average, NPS), and one survey's answers with comments. */
export default function AdminSupportSurveys() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const surveyId = params.get('survey');
  const page = pageOf(params);
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

  const surveyColumns: DataColumn<SurveySummary>[] = [
    {
      id: 'survey',
      header: t('support.surveys.survey'),
      rowHeader: true,
      cell: (survey) => (
        <Link
          to={`?${new URLSearchParams({ survey: survey.survey_id })}`}
          aria-current={survey.survey_id === surveyId ? 'true' : undefined}
          className="font-semibold underline"
        >
          {survey.survey_id}
        </Link>
      ),
    },
    { id: 'answers', header: t('support.surveys.answers'), cell: (survey) => number(survey.answers) },
    { id: 'average', header: t('support.surveys.average'), cell: (survey) => number(survey.average_score) },
    {
      id: 'nps',
      header: <abbr title={t('support.surveys.nps_long')}>{t('support.surveys.nps')}</abbr>,
      cell: (survey) => number(survey.nps),
    },
    {
      id: 'last_answer',
      header: t('support.surveys.last_answer'),
      cell: (survey) => when(survey.last_answer_at, i18n.language),
    },
  ];
  const answerColumns: DataColumn<SurveyAnswer>[] = [
    { id: 'at', header: t('support.surveys.at'), cell: (answer) => when(answer.created_at, i18n.language) },
    {
      id: 'player',
      header: t('support.surveys.player'),
      cell: (answer) => answer.email ?? `#${answer.user_id}`,
    },
    { id: 'score', header: t('support.surveys.score'), cell: (answer) => answer.score },
    {
      id: 'comment',
      header: t('support.surveys.comment'),
      cell: (answer) => answer.comment ?? '—',
      className: 'whitespace-pre-wrap',
    },
  ];

  return (
    <>
      <SupportHeader title="support.surveys.title" />
      {surveys.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      {surveys.data && surveys.data.surveys.length === 0 ? <p>{t('support.surveys.empty')}</p> : null}
      {surveys.data && surveys.data.surveys.length > 0 ? (
        <DataTable
          caption={t('support.surveys.title')}
          columns={surveyColumns}
          rows={surveys.data.surveys}
          rowKey={(survey) => survey.survey_id}
          rowProps={(survey) => ({ 'data-selected': survey.survey_id === surveyId ? 'true' : undefined })}
          rowClassName="border-t border-white/10 data-[selected=true]:bg-surface-3"
        />
      ) : null}

      {surveyId ? (
        <section aria-labelledby="survey-answers" className="flex flex-col gap-3">
          <h2 id="survey-answers" className="text-lg font-semibold">
            {t('support.surveys.answers_of', { survey: surveyId })}
          </h2>
          {answers.isError ? <FormError message={t('admin.errors.failed')} /> : null}
          <DataTable
            caption={t('support.surveys.answers_of', { survey: surveyId })}
            columns={answerColumns}
            rows={answers.data?.answers}
            rowKey={(answer) => answer.id}
            rowTestId="admin-survey-answer"
          />
          <AddressPager perPage={PER_PAGE} total={answers.data?.total_count} />
        </section>
      ) : null}
    </>
  );
}
