/**
 * Request plumbing of the account routes: JSON bodies checked with zod (400 naming the field), errors as
 * `{ message, code }` like routes/orders.ts, and the bearer-token rules: no valid token → 401, a valid token of
 * another customer → 403.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { json } from '../routes/respond.ts';
import type { Accounts } from './index.ts';
import type { OtpRefusal } from './otp.ts';
import { parsePhone, type Phone } from './phone.ts';
import type { UserRow } from './users.ts';

/** An error answer. */
export function fail(status: number, code: string, message: string, extra: Record<string, unknown> = {}): Response {
  return json({ message, code, ...extra }, status);
}

export const unauthenticated = () => fail(401, 'unauthenticated', 'Log in to continue');
export const forbidden = () => fail(403, 'forbidden', 'This belongs to another customer');

/** `Invalid request: name: Too big…` for the first issue. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  return `Invalid request: ${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`;
}

/** The parsed JSON body, or a 400 answer. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S> | Response> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return fail(400, 'invalid_request', 'Invalid request: the body is not JSON');
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : fail(400, 'invalid_request', describeIssue(parsed.error));
}

/** Parses a query or path value; a 400 answer when it does not fit. */
export function readParams<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> | Response {
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : fail(400, 'invalid_request', describeIssue(parsed.error));
}

/** The token of an Authorization header, or null when it has none of the right shape. */
export function bearerToken(header: string | undefined): string | null {
  return /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header?.trim() ?? '')?.[1] ?? null;
}

/** The customer of an Authorization header: null without one, 'invalid' for a token that logs no one in. */
export function userOfHeader(accounts: Accounts, header: string | undefined): UserRow | null | 'invalid' {
  if (!header) return null;
  const token = bearerToken(header);
  const userId = token ? accounts.tokens.userIdOf(token, accounts.clock()) : null;
  return (userId !== null && accounts.users.byId(userId)) || 'invalid';
}

const bearerUser = (c: Context, accounts: Accounts) => userOfHeader(accounts, c.req.header('authorization'));

/** The logged-in customer, or a 401 answer. */
export function requireUser(c: Context, accounts: Accounts): UserRow | Response {
  const user = bearerUser(c, accounts);
  return user && user !== 'invalid' ? user : unauthenticated();
}

/** The logged-in customer when the path's user id is theirs; 401 without a valid token, 403 for someone else's. */
export function requireOwner(c: Context, accounts: Accounts, pathUserId: string): UserRow | Response {
  const user = requireUser(c, accounts);
  if (user instanceof Response) return user;
  return String(user.id) === pathUserId ? user : forbidden();
}

/** For calls a guest may make too: the customer, null for a guest, 401 for a token that logs no one in. */
export function optionalUser(c: Context, accounts: Accounts): UserRow | null | Response {
  const user = bearerUser(c, accounts);
  return user === 'invalid' ? unauthenticated() : user;
}

/** Who may read a record owned by `ownerId` (null: a guest's, readable by its id alone): null, or the 401/403. */
export function ownerCheck(accounts: Accounts, header: string | undefined, ownerId: number | null): Response | null {
  if (ownerId === null) return null;
  const user = userOfHeader(accounts, header);
  if (!user || user === 'invalid') return unauthenticated();
  return user.id === ownerId ? null : forbidden();
}

/** The normalised phone, or a 400 naming the reason (spec §8 phone parsing reasons). */
export function phoneOrFail(phone: string, dialCode: string): Phone | Response {
  const parsed = parsePhone(phone, dialCode);
  if ('problem' in parsed)
    return fail(400, 'invalid_phone', `Invalid phone: ${parsed.problem}`, { reason: parsed.problem });
  return parsed;
}

/** An OTP refusal as an answer (429 and 423 carry retry_after, also as `Retry-After`; a wrong code attempts_left). */
export function otpRefusal(refusal: OtpRefusal): Response {
  const { ok: _ok, status, code, message, ...extra } = refusal;
  const res = fail(status, code, message, extra);
  if (extra.retry_after !== undefined) res.headers.set('Retry-After', String(extra.retry_after));
  return res;
}
