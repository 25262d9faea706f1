/**
 * The newsletter sign-up (spec §3 Business.newsletter; the endpoint is ours, spec §7 lists none: POST
 * webapp/newsletter/{businessId}, sample-api/routes/newsletter.ts). One rule for what an email address is, shared by
 * the footer's form and the sample API, and one for reading the API's answer. Pure.
 */

/** RFC 5321's limits: 254 characters in all, 64 before the @. */
export const EMAIL_MAX = 254;
const LOCAL_MAX = 64;

// The local part as HTML's type=email takes it (dot-atoms, no quoted strings), without leading, trailing or doubled
// dots; a domain of at least two labels ending in letters (or a punycode TLD). ASCII only: an internationalised
// domain is typed in its xn-- form, as browsers' email fields send it.
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TLD = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/**
 * The address to subscribe, trimmed and lower-cased (one subscriber per address whatever its capitals), or null when
 * the text is not one email address: markup, spaces, line breaks (header injection), a second address, a domain
 * without a dot or an overlong text all give null.
 */
export function newsletterEmail(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > EMAIL_MAX + 64) return null;
  const email = input.trim();
  if (email.length === 0 || email.length > EMAIL_MAX) return null;
  const at = email.lastIndexOf('@');
  if (at <= 0 || at !== email.indexOf('@')) return null;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  if (local.length > LOCAL_MAX || !LOCAL.test(local) || labels.length < 2) return null;
  if (!labels.every((label) => LABEL.test(label)) || !TLD.test(labels[labels.length - 1]!)) return null;
  return email.toLowerCase();
}

/** What the sign-up form says after sending: each has its message on the page (`#newsletter-{outcome}`). */
export type NewsletterOutcome = 'subscribed' | 'already' | 'invalid' | 'failed';

/**
 * The outcome of the API's answer: 201 a new subscriber, 200 with `already: true` an address already on the list,
 * 422 `invalid_email` an address refused; anything else (no network, a 5xx, a closed newsletter) failed.
 */
export function newsletterOutcome(status: number, body: unknown): NewsletterOutcome {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as { already?: unknown; code?: unknown };
  if (status === 201) return 'subscribed';
  if (status === 200) return answer.already === true ? 'already' : 'subscribed';
  if (status === 422 && answer.code === 'invalid_email') return 'invalid';
  return 'failed';
}
