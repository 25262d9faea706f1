import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '../../../lib/api/accounts.ts';
import { checkPhone } from '../../../domain/checkout/phone.ts';
import {
  answerProblem,
  asksForPhone,
  emptyAnswer,
  keptAnswers,
  rateBody,
  ratingDue,
  sliderRange,
  surveyProblems,
  textLimit,
  usableQuestions,
} from './feedback.ts';

const q = (over: Partial<SurveyQuestion> & Pick<SurveyQuestion, 'id' | 'type'>): SurveyQuestion => ({
  title: [{ locale: 'en', name: `Q${over.id}` }],
  required: false,
  multiple: false,
  options: [],
  ...over,
});

const SURVEY = [
  q({ id: 1, type: 5, required: true }),
  q({ id: 2, type: 3 }),
  q({ id: 3, type: 2, min: 0, max: 10, step: 2 }),
  q({
    id: 4,
    type: 4,
    multiple: true,
    options: [
      { id: 41, title: [] },
      { id: 42, title: [] },
    ],
  }),
  q({ id: 5, type: 1, max_length: 5 }),
  q({ id: 6, type: 6 }),
];

describe('survey questions', () => {
  it('questions of an unknown type are left out', () => {
    expect(usableQuestions([...SURVEY, { id: 7, type: 9 }, null]).map((x) => x.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(usableQuestions('nope')).toEqual([]);
  });

  it('each type starts unanswered', () => {
    expect(SURVEY.map(emptyAnswer)).toEqual([null, null, null, [], '', '']);
    expect(emptyAnswer({ type: 4, multiple: false })).toBeNull();
  });

  it('a slider without its numbers runs from 0 to 10 by 1, and text is capped at 1000 characters', () => {
    expect(sliderRange({})).toEqual({ min: 0, max: 10, step: 1 });
    expect(sliderRange({ min: 5, max: 1, step: -1 })).toEqual({ min: 5, max: 15, step: 1 });
    expect(textLimit({ max_length: 5000 })).toBe(1000);
    expect(textLimit({})).toBe(1000);
  });
});

describe('answer checks', () => {
  it('a required question needs an answer; optional ones may stay empty', () => {
    expect(surveyProblems(SURVEY, {}, 'KW', checkPhone)).toEqual(new Map([[1, 'required']]));
    expect(surveyProblems(SURVEY, { 1: 5 }, 'KW', checkPhone).size).toBe(0);
  });

  it('each type checks its own values', () => {
    const [rate, smile, slider, choices, text, phone] = SURVEY as [SurveyQuestion, ...SurveyQuestion[]];
    expect(answerProblem(rate, 6, 'KW', checkPhone)).toBe('range');
    expect(answerProblem(smile!, 0, 'KW', checkPhone)).toBe('range');
    expect(answerProblem(slider!, 11, 'KW', checkPhone)).toBe('range');
    expect(answerProblem(slider!, 4, 'KW', checkPhone)).toBeNull();
    expect(answerProblem(choices!, [41, 99], 'KW', checkPhone)).toBe('range');
    expect(answerProblem(choices!, [42], 'KW', checkPhone)).toBeNull();
    expect(answerProblem(text!, 'too long', 'KW', checkPhone)).toBe('too-long');
    expect(answerProblem(text!, '   ', 'KW', checkPhone)).toBeNull();
    expect(answerProblem(phone!, '12', 'KW', checkPhone)).toBe('TOO_SHORT');
    expect(answerProblem(phone!, 'call me', 'KW', checkPhone)).toBe('NOT_A_NUMBER');
    expect(answerProblem(phone!, '5001 2345', 'KW', checkPhone)).toBeNull();
  });

  it('a phone answer is judged once the phone rules are loaded, every other answer at once', () => {
    const phone = SURVEY.find((x) => x.type === 6)!;
    expect(answerProblem(phone, '12', 'KW', null)).toBeNull();
    expect(answerProblem({ ...phone, required: true }, '', 'KW', null)).toBe('required');
    expect(answerProblem(SURVEY[0]!, 6, 'KW', null)).toBe('range');
  });

  it('a survey asks for a phone only when one of its questions is of the phone type', () => {
    expect(asksForPhone(SURVEY)).toBe(true);
    expect(asksForPhone(SURVEY.filter((x) => x.type !== 6))).toBe(false);
  });
});

describe('rateBody', () => {
  it('sends the answered questions, a phone as number and dial code, and the overall rate when given', () => {
    const answers = { 1: 5, 2: 4, 3: 6, 4: [41, 42], 5: ' <b> ', 6: '+965 5001 2345' };
    expect(rateBody(11, SURVEY, answers, 4, 'KW', checkPhone)).toEqual({
      branch_id: 11,
      rate: 4,
      answers: [
        { question_id: 1, value: 5 },
        { question_id: 2, value: 4 },
        { question_id: 3, value: 6 },
        { question_id: 4, value: [41, 42] },
        { question_id: 5, value: '<b>' },
        { question_id: 6, value: { phone: '50012345', dial_code: '+965' } },
      ],
    });
  });

  it('leaves out unanswered questions and a missing rate', () => {
    expect(rateBody(11, SURVEY, { 1: 3, 4: [], 5: '' }, null, 'KW', checkPhone)).toEqual({
      branch_id: 11,
      answers: [{ question_id: 1, value: 3 }],
    });
  });
});

describe('the rating prompt', () => {
  it('is asked once per business, and only where the business shows ratings', () => {
    expect(ratingDue(true, [], 'shawarma-house')).toBe(true);
    expect(ratingDue(true, ['cafe-limmat', 'shawarma-house'], 'shawarma-house')).toBe(false);
    expect(ratingDue(false, [], 'shawarma-house')).toBe(false);
  });
});

describe('answers kept when the session ended', () => {
  it('come back as they were given: texts, numbers, chosen options and the rating', () => {
    const answers = { 1: 'Lovely', 2: 4, 3: [11, 12], 4: null };
    expect(keptAnswers(JSON.parse(JSON.stringify({ answers, rate: 5 })))).toEqual({
      answers: { 1: 'Lovely', 2: 4, 3: [11, 12] },
      rate: 5,
    });
  });

  it('drop what no question answers with, and a rating out of 1–5', () => {
    const kept = keptAnswers({
      answers: { x: 'a', 5: { deep: 1 }, 6: 'w'.repeat(3000), 7: [1, 'two'], 8: Infinity },
      rate: 9,
    });
    expect(kept).toEqual({ answers: { 6: 'w'.repeat(2000) }, rate: null });
  });

  it('are no answers at all when the draft is not an object of them', () => {
    for (const bad of [null, 'text', 3, { answers: 'a' }, { rate: 4 }]) expect(keptAnswers(bad)).toBeNull();
  });
});
