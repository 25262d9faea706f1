import { describe, expect, it } from 'vitest';
import { createSampleApi } from '../server.ts';

const BASE = 'http://127.0.0.1:4010';
const SITE = 'http://localhost:4321';
const SHAWARMA = 1001; // newsletter on
const DASTARKHWAN = 5001; // newsletter off

function api() {
  const app = createSampleApi({ baseUrl: BASE, siteUrl: SITE });
  const signUp = async (businessId: number | string, body: unknown) => {
    const res = await app.request(`/webapp/newsletter/${businessId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const postForm = (businessId: number, fields: Record<string, string>) =>
    app.request(`/webapp/newsletter/${businessId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  return { signUp, postForm };
}

describe('POST webapp/newsletter/{businessId}', () => {
  it('subscribes a new address with 201, and the same address again (any capitals) with 200 already', async () => {
    const { signUp } = api();
    expect(await signUp(SHAWARMA, { email: 'noura@example.com', locale: 'ar' })).toEqual({
      status: 201,
      body: { subscribed: true, already: false },
    });
    expect(await signUp(SHAWARMA, { email: ' Noura@Example.com ' })).toEqual({
      status: 200,
      body: { subscribed: true, already: true },
    });
  });

  it('refuses an address that is not one with 422 invalid_email, injection attempts included', async () => {
    const { signUp } = api();
    for (const email of [
      'noura',
      '"><script>alert(1)</script>@example.com',
      'a@example.com\r\nBcc: b@example.com',
      42,
    ]) {
      expect(await signUp(SHAWARMA, { email })).toMatchObject({ status: 422, body: { code: 'invalid_email' } });
    }
  });

  it('refuses a business with the newsletter off (422), an unknown one (404), a body that is not JSON (400) or too large (413)', async () => {
    const { signUp } = api();
    expect((await signUp(DASTARKHWAN, { email: 'a@example.com' })).body.code).toBe('newsletter_disabled');
    expect((await signUp(999999, { email: 'a@example.com' })).status).toBe(404);
    expect((await signUp('../1001', { email: 'a@example.com' })).status).toBe(404);
    expect((await signUp(SHAWARMA, '{nope')).status).toBe(400);
    expect((await signUp(SHAWARMA, { email: 'a@example.com', pad: 'x'.repeat(5000) })).status).toBe(413);
  });

  it('a form posted without script goes back to its page with the outcome in the fragment', async () => {
    const { postForm } = api();
    const page = `${SITE}/shawarma-house/ar`;
    const first = await postForm(SHAWARMA, { email: 'form@example.com', locale: 'ar', return_to: page });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`${page}#newsletter-subscribed`);
    const again = await postForm(SHAWARMA, { email: 'form@example.com', return_to: `${SITE}/shawarma-house` });
    expect(again.headers.get('location')).toBe(`${SITE}/shawarma-house#newsletter-already`);
    const bad = await postForm(SHAWARMA, { email: '<b>@x', return_to: page });
    expect(bad.headers.get('location')).toBe(`${page}#newsletter-invalid`);
  });

  it('never sends a form anywhere but a page of the business: another site or tenant gets the JSON answer', async () => {
    const { postForm } = api();
    for (const back of [
      'https://evil.example/shawarma-house/',
      `${SITE}/cafe-limmat/`,
      'javascript:alert(1)',
      '//evil',
    ]) {
      const res = await postForm(SHAWARMA, { email: 'x@example.com', return_to: back });
      expect(res.status, back).not.toBe(303);
      expect(res.headers.get('location')).toBeNull();
    }
  });
});
