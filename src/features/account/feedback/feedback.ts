/**
 * The feedback survey (spec §4 question types: 1 text, 2 slider, 3 smile, 4 choices, 5 rate, 6 phone; §7 POST
 * users/rate): an empty answer per question, the checks of an answer set, and the body sent. Pure; the country
 * reads national phone numbers, with the phone rules the island loads when the survey asks for a phone
 * (lib/phoneRules.ts): until they are here a phone answer is not judged, and it is judged before it is sent.
 */
import type { PhoneProblem } from '../../../domain/checkout/phone.ts';
import type { PhoneRules } from '../../../lib/phoneRules.ts';
import type { SurveyQuestion } from '../../../lib/api/accounts.ts';
import { QUESTION_TYPE } from '../../../lib/api/questionTypes.ts';

/** Text answers are at most this long unless the question says less (the API's limit). */
export const TEXT_LIMIT = 1000;

/** An answer as the form holds it: text and phone are strings, slider/smile/rate a number, choices ids. */
export type AnswerValue = string | number | number[] | null;
export type Answers = Record<number, AnswerValue>;

export type AnswerProblem = 'required' | 'too-long' | 'range' | PhoneProblem;

/** The question as this survey reads it: known type, numbers in range; unknown types are left out. */
export function usableQuestions(questions: unknown): SurveyQuestion[] {
  if (!Array.isArray(questions)) return [];
  return (questions as SurveyQuestion[]).filter(
    (q) => Number.isInteger(q?.id) && Number.isInteger(q?.type) && q.type >= 1 && q.type <= 6,
  );
}

/** The slider's range and step (defaults 0–10 by 1, the API's). */
export function sliderRange(q: Pick<SurveyQuestion, 'min' | 'max' | 'step'>) {
  const min = typeof q.min === 'number' && Number.isFinite(q.min) ? q.min : 0;
  const max = typeof q.max === 'number' && Number.isFinite(q.max) && q.max > min ? q.max : min + 10;
  const step = typeof q.step === 'number' && q.step > 0 ? q.step : 1;
  return { min, max, step };
}

/** The longest text a text question takes. */
export function textLimit(q: Pick<SurveyQuestion, 'max_length'>): number {
  return Math.min(q.max_length ?? TEXT_LIMIT, TEXT_LIMIT);
}

/** The unanswered value of a question. */
export function emptyAnswer(q: Pick<SurveyQuestion, 'type' | 'multiple'>): AnswerValue {
  if (q.type === QUESTION_TYPE.text || q.type === QUESTION_TYPE.phone) return '';
  if (q.type === QUESTION_TYPE.choices && q.multiple) return [];
  return null;
}

/** Whether an answer is still unanswered (blank text, no choice). */
export const isEmptyAnswer = (v: AnswerValue | undefined) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** What is wrong with one answer, or null. */
export function answerProblem(
  q: SurveyQuestion,
  value: AnswerValue | undefined,
  country: string,
  checkPhone: PhoneRules | null,
): AnswerProblem | null {
  if (isEmptyAnswer(value)) return q.required ? 'required' : null;
  switch (q.type) {
    case QUESTION_TYPE.text:
      return typeof value === 'string' && value.length <= textLimit(q) ? null : 'too-long';
    case QUESTION_TYPE.slider: {
      const { min, max } = sliderRange(q);
      return typeof value === 'number' && value >= min && value <= max ? null : 'range';
    }
    case QUESTION_TYPE.smile:
    case QUESTION_TYPE.rate:
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5 ? null : 'range';
    case QUESTION_TYPE.choices: {
      const ids = new Set(q.options.map((o) => o.id));
      const chosen = Array.isArray(value) ? value : [value];
      return chosen.every((id) => typeof id === 'number' && ids.has(id)) ? null : 'range';
    }
    case QUESTION_TYPE.phone: {
      if (!checkPhone) return null;
      const phone = checkPhone(String(value), country);
      return phone.ok ? null : phone.reason;
    }
    default:
      return null;
  }
}

/** Whether any question asks for a phone (the island then loads the phone rules). */
export const asksForPhone = (questions: readonly SurveyQuestion[]) =>
  questions.some((q) => q.type === QUESTION_TYPE.phone);

/** Every problem of an answer set, by question id (only questions with a problem). */
export function surveyProblems(
  questions: readonly SurveyQuestion[],
  answers: Answers,
  country: string,
  checkPhone: PhoneRules | null,
): Map<number, AnswerProblem> {
  const out = new Map<number, AnswerProblem>();
  for (const q of questions) {
    const problem = answerProblem(q, answers[q.id], country, checkPhone);
    if (problem) out.set(q.id, problem);
  }
  return out;
}

/** The body of POST users/rate: answered questions only; a phone as `{ phone, dial_code }`; `rate` when given. */
export function rateBody(
  branchId: number,
  questions: readonly SurveyQuestion[],
  answers: Answers,
  rate: number | null,
  country: string,
  checkPhone: PhoneRules | null,
) {
  const out: Array<{ question_id: number; value: unknown }> = [];
  for (const q of questions) {
    const value = answers[q.id];
    if (isEmptyAnswer(value)) continue;
    if (q.type === QUESTION_TYPE.phone) {
      const phone = checkPhone?.(String(value), country);
      out.push({ question_id: q.id, value: phone?.ok ? { phone: phone.national, dial_code: phone.dialCode } : value });
    } else if (q.type === QUESTION_TYPE.text) {
      out.push({ question_id: q.id, value: String(value).trim() });
    } else {
      out.push({ question_id: q.id, value });
    }
  }
  return { branch_id: branchId, ...(rate ? { rate } : {}), answers: out };
}

// In its own module: the rating prompt of the orders page needs it without the survey's phone rules.
export { ratingDue } from './rating.ts';

/**
 * Answers kept when the session ended (stores/drafts.ts), as the survey reads them: ids to a text (at most 2,000
 * characters), a number, or numbers; anything else is dropped.
 */
export function keptAnswers(value: unknown): { answers: Answers; rate: number | null } | null {
  const v = value as { answers?: unknown; rate?: unknown } | null;
  if (!v || typeof v.answers !== 'object' || v.answers === null) return null;
  const answers: Answers = {};
  for (const [id, a] of Object.entries(v.answers as Record<string, unknown>).slice(0, 100)) {
    if (!/^\d{1,9}$/.test(id)) continue;
    if (typeof a === 'string') answers[Number(id)] = a.slice(0, 2000);
    else if (typeof a === 'number' && Number.isFinite(a)) answers[Number(id)] = a;
    else if (Array.isArray(a) && a.every((n) => typeof n === 'number' && Number.isFinite(n)))
      answers[Number(id)] = a.slice(0, 100) as number[];
  }
  const rate = typeof v.rate === 'number' && v.rate >= 1 && v.rate <= 5 ? Math.round(v.rate) : null;
  return { answers, rate };
}
