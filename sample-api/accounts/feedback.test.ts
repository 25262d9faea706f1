import { afterEach, beforeEach, describe, expect, it, type MockInstance } from 'vitest';
import { RatingResponse, SurveyResponse } from '../../src/lib/api/accounts.ts';
import { accountApi, quietConsole } from './testkit.ts';

let log: MockInstance;
beforeEach(() => {
  log = quietConsole();
});
afterEach(() => log.mockRestore());

const ALL = [
  { question_id: 1, value: 5 },
  { question_id: 2, value: 4 },
  { question_id: 3, value: 9 },
  { question_id: 4, value: [41, 43] },
  { question_id: 5, value: '<b>Great</b> garlic sauce' },
  { question_id: 6, value: { phone: '55512345', dial_code: '+965' } },
];

describe('feedback survey', () => {
  it('serves questions of all six types for a business with feedback', async () => {
    const api = accountApi();
    const survey = SurveyResponse.parse((await api.get('/webapp/survey/11')).body).survey;
    expect(survey?.questions.map((q) => q.type).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('answers "no survey" for a business that asks no questions, and 404 for a branch it does not know', async () => {
    const api = accountApi();
    const none = await api.get('/webapp/survey/31');
    expect(none.status).toBe(200);
    expect(SurveyResponse.parse(none.body).survey).toBeNull();
    expect((await api.get('/webapp/survey/999999')).body.code).toBe('unknown_branch');
  });

  it('stores a valid answer set from a guest or a customer', async () => {
    const api = accountApi();
    const saved = await api.post('/users/rate', { branch_id: 11, rate: 5, answers: ALL });
    expect(saved.status).toBe(201);
    expect(RatingResponse.parse(saved.body).rating.id).toBeGreaterThan(0);
    const { token } = await api.login();
    const rated = await api.post('/users/rate', { branch_id: 11, answers: [{ question_id: 1, value: 3 }] }, { token });
    expect(rated.status).toBe(201);
  });

  it('refuses answers that do not fit their question with 422 naming it', async () => {
    const api = accountApi();
    const rate = (answers: object[]) => api.post('/users/rate', { branch_id: 11, answers });
    const withOne = (question_id: number, value: unknown) => [
      { question_id: 1, value: 4 },
      ...(question_id === 1 ? [] : [{ question_id, value }]),
    ];
    for (const [id, value] of [
      [3, 11],
      [3, 2.5],
      [2, 0],
      [4, [41, 99]],
      [4, [41, 41]],
      [5, 'x'.repeat(501)],
      [6, { phone: '12', dial_code: '+965' }],
      [6, '55512345'],
      [9, 1],
    ] as const) {
      const refused = await rate(withOne(id, value));
      expect(refused.status, `question ${id}: ${JSON.stringify(value)}`).toBe(422);
      expect(refused.body.message).toContain(`Question ${id}`);
    }
    expect((await rate([{ question_id: 2, value: 3 }])).body.message).toContain('Question 1 needs an answer');
    expect((await rate([...ALL, { question_id: 1, value: 2 }])).body.message).toContain('answered twice');
  });

  it('takes a rating alone (the order history’s prompt) though the survey has required questions', async () => {
    const api = accountApi();
    const { token } = await api.login();
    const rated = await api.post('/users/rate', { branch_id: 11, rate: 4, answers: [] }, { token });
    expect(rated.status).toBe(201);
    // Neither a rating nor an answer is nothing to take.
    expect((await api.post('/users/rate', { branch_id: 11, answers: [] }, { token })).status).toBe(422);
  });
});
