import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, newsletterEmail, newsletterOutcome } from './newsletter.ts';

describe('a newsletter email address', () => {
  it('is kept trimmed and in lower case', () => {
    expect(newsletterEmail('  Noura.Ali+news@Example.COM ')).toBe('noura.ali+news@example.com');
    expect(newsletterEmail('a@mail.xn--mgbaam7a8h')).toBe('a@mail.xn--mgbaam7a8h');
  });

  it('is refused when it is not one address: no @, two @, no domain dot, dots out of place', () => {
    for (const text of ['', 'noura', 'noura@', '@example.com', 'a@b@example.com', 'a@localhost', 'a.@example.com']) {
      expect(newsletterEmail(text), text).toBeNull();
    }
    expect(newsletterEmail('a..b@example.com')).toBeNull();
    expect(newsletterEmail('a@-example.com')).toBeNull();
    expect(newsletterEmail('a@example.c0m')).toBeNull();
    expect(newsletterEmail('a@example.com, b@example.com')).toBeNull();
  });

  it('is refused when it carries markup, quotes, spaces or line breaks (header or script injection)', () => {
    for (const text of [
      '"><script>alert(1)</script>@example.com',
      'a@example.com<script>',
      "' OR 1=1 --@example.com",
      'a@example.com\r\nBcc: victim@example.com',
      'a@example.com%0ABcc:victim@example.com',
      'javascript:alert(1)@example.com',
      'نورة@example.com',
    ]) {
      expect(newsletterEmail(text), text).toBeNull();
    }
    expect(newsletterEmail({ email: 'a@example.com' })).toBeNull();
  });

  it('is refused past 254 characters, or 64 before the @', () => {
    expect(newsletterEmail(`${'a'.repeat(64)}@example.com`)).not.toBeNull();
    expect(newsletterEmail(`${'a'.repeat(65)}@example.com`)).toBeNull();
    const long = `a@${'b'.repeat(62)}.${'c'.repeat(62)}.${'d'.repeat(62)}.${'e'.repeat(62)}.com`;
    expect(long.length).toBeGreaterThan(EMAIL_MAX);
    expect(newsletterEmail(long)).toBeNull();
  });
});

describe("the sign-up form's outcome", () => {
  it('201 is a new subscriber, 200 with already an address on the list', () => {
    expect(newsletterOutcome(201, { subscribed: true })).toBe('subscribed');
    expect(newsletterOutcome(200, { subscribed: true, already: true })).toBe('already');
    expect(newsletterOutcome(200, { subscribed: true })).toBe('subscribed');
  });

  it('an address refused by the API is invalid; any other answer failed', () => {
    expect(newsletterOutcome(422, { code: 'invalid_email' })).toBe('invalid');
    expect(newsletterOutcome(422, { code: 'newsletter_disabled' })).toBe('failed');
    expect(newsletterOutcome(500, null)).toBe('failed');
    expect(newsletterOutcome(0, 'garbage')).toBe('failed');
  });
});
