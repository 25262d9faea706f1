/**
 * What an e-mail address must look like: one rule for the account forms and the sample API, so a form never takes
 * what the API then refuses in its own (English) words. A local part of letters, digits and . _ ' + -, an @, and
 * domain labels ending in a top level of two letters or more: the rule of zod's `email()`, which the API used.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** The longest address kept. */
export const EMAIL_MAX = 200;

export function isEmail(text: string): boolean {
  return typeof text === 'string' && text.length <= EMAIL_MAX && EMAIL_PATTERN.test(text);
}
