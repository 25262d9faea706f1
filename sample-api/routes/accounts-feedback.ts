/**
 * Feedback (spec §4 survey question types, §7 users/rate).
 *
 * - GET webapp/survey/{branchId} → `{ survey: { branch_id, questions } }` (fixtures/accounts.ts); `{ survey: null }`
 *   for a business without feedback or without questions; 404 unknown_branch.
 * - POST users/rate `{ branch_id, rate?: 1–5, answers: [{ question_id, value }] }` → 201 `{ rating: { id,
 *   created_at }, message }`. Values: text (string ≤ max_length), slider (number on a step of [min, max]), smile and
 *   rate (1–5), choices (an option id, or a list of them when `multiple`), phone (`{ phone, dial_code }`). A bearer
 *   token is optional (a guest may rate); an invalid one is 401. 422 invalid_answers naming the question.
 */
import { Hono } from 'hono';
import { RateBody } from '../accounts/bodies.ts';
import { type AccountBusiness, businessOfBranch } from '../accounts/business.ts';
import { fail, optionalUser, readBody } from '../accounts/http.ts';
import type { Accounts } from '../accounts/index.ts';
import { checkAnswers } from '../accounts/survey.ts';
import { accountFixtureOf } from '../fixtures/accounts.ts';
import type { TenantRegistry } from '../tenants.ts';
import { json } from './respond.ts';

const questionsOf = (business: AccountBusiness | null) =>
  business?.data.feedback ? (accountFixtureOf(business.ref).survey ?? []) : [];

export function feedbackRoutes(registry: TenantRegistry, accounts: Accounts): Hono {
  const app = new Hono();
  const branchOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? businessOfBranch(registry, Number(raw)) : null);

  app.get('/webapp/survey/:branchId', (c) => {
    const business = branchOf(c.req.param('branchId'));
    if (!business) return fail(404, 'unknown_branch', 'Branch not found');
    const questions = questionsOf(business);
    // A business that asks no questions has no survey: an answer, not an error (a 404 is a console error on
    // every visit of its feedback page).
    if (questions.length === 0) return json({ survey: null });
    return json({ survey: { branch_id: Number(c.req.param('branchId')), questions } });
  });

  app.post('/users/rate', async (c) => {
    const user = optionalUser(c, accounts);
    if (user instanceof Response) return user;
    const body = await readBody(c, RateBody);
    if (body instanceof Response) return body;
    const business = businessOfBranch(registry, body.branch_id);
    if (!business) return fail(404, 'unknown_branch', 'Branch not found');
    if (user && user.business_id !== business.data.user_id) return fail(403, 'forbidden', 'Log in at this restaurant');
    // A rating alone (the order history's "How was your experience?" prompt: stars, no answers) is a review of its
    // own; the survey's required questions bind an answered survey, not every rating.
    const quickRating = body.answers.length === 0 && !!body.rate;
    const checked = quickRating
      ? { ok: true as const, answers: [] }
      : checkAnswers(questionsOf(business), body.answers);
    if (!checked.ok) return fail(422, 'invalid_answers', checked.message);
    if (checked.answers.length === 0 && !body.rate) return fail(422, 'invalid_answers', 'Give a rating or an answer');
    const rating = accounts.ratings.add(
      { user_id: user?.id ?? null, reference_id: business.ref, branch_id: body.branch_id, rate: body.rate ?? null },
      checked.answers,
      accounts.clock(),
    );
    return json({ rating, message: 'Thank you for your feedback' }, 201);
  });

  return app;
}
