/**
 * Feedback (spec §4 survey question types, §7 users/rate): checks an answer set against a tenant's questions and
 * stores it. Text is limited to the question's max_length (else TEXT_LIMIT), a slider answer must be a step inside
 * its range, smiles and rates are 1–5, a choice must be one of the options, a phone must parse (phone.ts).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { SurveyQuestion } from '../../src/lib/api/accounts.ts';
import { parsePhone } from './phone.ts';

export const TEXT_LIMIT = 1000;

export interface Answer {
  question_id: number;
  value: unknown;
}
export interface CheckedAnswer {
  question_id: number;
  type: number;
  value: string | number | number[];
}

const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** The stored form of one answer, or why it is not acceptable. */
function checkOne(q: SurveyQuestion, value: unknown): { value: CheckedAnswer['value'] } | { problem: string } {
  switch (q.type) {
    case 1: {
      const limit = Math.min(q.max_length ?? TEXT_LIMIT, TEXT_LIMIT);
      if (typeof value !== 'string') return { problem: 'must be text' };
      return value.length <= limit ? { value } : { problem: `must be at most ${limit} characters` };
    }
    case 2: {
      const [min, max, step] = [q.min ?? 0, q.max ?? 10, q.step ?? 1];
      if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
        return { problem: `must be a number from ${min} to ${max}` };
      }
      const steps = (value - min) / step;
      return Math.abs(steps - Math.round(steps)) < 1e-9 ? { value } : { problem: `must be a step of ${step}` };
    }
    case 3:
    case 5:
      return isInt(value, 1, 5) ? { value } : { problem: 'must be a whole number from 1 to 5' };
    case 4: {
      const ids = new Set(q.options.map((o) => o.id));
      const chosen = q.multiple && Array.isArray(value) ? value : [value];
      const valid =
        chosen.every((id) => typeof id === 'number' && ids.has(id)) && new Set(chosen).size === chosen.length;
      if (!valid) return { problem: q.multiple ? 'must be a list of option ids' : 'must be one option id' };
      return { value: q.multiple ? (chosen as number[]) : (value as number) };
    }
    case 6: {
      const { phone, dial_code } = (typeof value === 'object' && value !== null ? value : {}) as Record<
        string,
        unknown
      >;
      if (typeof phone !== 'string' || typeof dial_code !== 'string' || phone.length > 32 || dial_code.length > 8) {
        return { problem: 'must be { phone, dial_code }' };
      }
      const parsed = parsePhone(phone, dial_code);
      return 'problem' in parsed ? { problem: `is not a phone number (${parsed.problem})` } : { value: parsed.e164 };
    }
  }
}

/** The answers in stored form, or the first problem. Unknown, repeated and missing required answers are refused. */
export function checkAnswers(
  questions: readonly SurveyQuestion[],
  answers: readonly Answer[],
): { ok: true; answers: CheckedAnswer[] } | { ok: false; message: string } {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const seen = new Set<number>();
  const checked: CheckedAnswer[] = [];
  for (const answer of answers) {
    const q = byId.get(answer.question_id);
    if (!q) return { ok: false, message: `Question ${answer.question_id} is not in this survey` };
    if (seen.has(q.id)) return { ok: false, message: `Question ${q.id} is answered twice` };
    seen.add(q.id);
    if (isEmpty(answer.value)) continue;
    const result = checkOne(q, answer.value);
    if ('problem' in result) return { ok: false, message: `Question ${q.id}: the answer ${result.problem}` };
    checked.push({ question_id: q.id, type: q.type, value: result.value });
  }
  const missing = questions.find((q) => q.required && !checked.some((a) => a.question_id === q.id));
  if (missing) return { ok: false, message: `Question ${missing.id} needs an answer` };
  return { ok: true, answers: checked };
}

export function createRatings(db: DatabaseSync) {
  const insert = db.prepare(`INSERT INTO ratings (user_id, reference_id, branch_id, rate, answers, created_at)
    VALUES (?, ?, ?, ?, ?, ?) RETURNING id, created_at`);
  const byId = db.prepare('SELECT * FROM ratings WHERE id = ?');
  return {
    add(
      rating: { user_id: number | null; reference_id: string; branch_id: number; rate: number | null },
      answers: CheckedAnswer[],
      now: Date,
    ) {
      const { user_id, reference_id, branch_id, rate } = rating;
      const args = [user_id, reference_id, branch_id, rate, JSON.stringify(answers), now.toISOString()] as const;
      return insert.get(...args) as { id: number; created_at: string };
    },
    get: (id: number) => byId.get(id) as Record<string, unknown> | undefined,
  };
}

export type Ratings = ReturnType<typeof createRatings>;
