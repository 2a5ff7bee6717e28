import {
  DOCUMENT_CONTENT_TYPES,
  occupationNeeded,
  type SowQuestionnaireInput,
  type VerificationStatus,
} from '@orbit/contract';

/**
 * The verification page's rules, pure: what the browser can tell of a file before sending it
 * (the server checks the content, and has the last word), and the questionnaire's required fields.
 */

/** Field → translation keys, as the server answers them. */
export type Problems = Record<string, string[]>;

const EXTENSIONS = /\.(jpe?g|png|webp|pdf)$/i;

/** What is wrong with a file picked for upload, before it is sent; empty when nothing is. */
export function fileProblems(
  file: File | null | undefined,
  kind: string,
  limits: VerificationStatus['upload'],
) {
  const problems: Problems = {};
  if (!kind) problems.kind = ['validation.required'];
  if (!file) problems.file = ['validation.required'];
  else if (file.size === 0) problems.file = ['verification.file_empty'];
  else if (file.size > limits.max_bytes) problems.file = ['verification.file_too_large'];
  else if (!(DOCUMENT_CONTENT_TYPES as readonly string[]).includes(file.type) && !EXTENSIONS.test(file.name))
    problems.file = ['verification.file_type'];
  return problems;
}

/** The questionnaire's form values: strings from the inputs, the sources ticked. */
export interface SowValues {
  employment_status: string;
  occupation: string;
  annual_income: string;
  sources: string[];
  details: string;
}

export const EMPTY_SOW: SowValues = {
  employment_status: '',
  occupation: '',
  annual_income: '',
  sources: [],
  details: '',
};

/** The questionnaire's missing answers (the server's rules): occupation when working, details for "other". */
export function sowProblems(values: SowValues): Problems {
  const problems: Problems = {};
  if (!values.employment_status) problems.employment_status = ['validation.required'];
  if (occupationNeeded(values.employment_status) && !values.occupation.trim())
    problems.occupation = ['validation.required'];
  if (!values.annual_income) problems.annual_income = ['validation.required'];
  if (values.sources.length === 0) problems.sources = ['validation.required'];
  if (values.sources.includes('other') && !values.details.trim()) problems.details = ['validation.required'];
  return problems;
}

/** The request body of checked values (empty optional answers left out). */
export function sowBody(values: SowValues): SowQuestionnaireInput {
  return {
    employment_status: values.employment_status as SowQuestionnaireInput['employment_status'],
    ...(occupationNeeded(values.employment_status) ? { occupation: values.occupation.trim() } : {}),
    annual_income: values.annual_income as SowQuestionnaireInput['annual_income'],
    sources: values.sources as SowQuestionnaireInput['sources'],
    ...(values.details.trim() ? { details: values.details.trim() } : {}),
  };
}

/** A size for people: `10 MB`, `350 KB`. */
export function sizeText(bytes: number, locale: string): string {
  const mb = bytes / (1024 * 1024);
  const format = (n: number, unit: string) =>
    `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n)} ${unit}`;
  return mb >= 1 ? format(mb, 'MB') : format(Math.max(bytes / 1024, 0.1), 'KB');
}
