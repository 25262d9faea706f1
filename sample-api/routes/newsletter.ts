/**
 * The newsletter sign-up of the sample API (Business.newsletter). Spec §7 lists no such call; ours is
 * POST webapp/newsletter/{businessId} (the business's user_id, as webapp/branches/{businessId} takes it):
 *
 * - JSON `{ email, locale? }` (the footer form's script) → 201 `{ subscribed: true, already: false }`, or 200
 *   `{ subscribed: true, already: true }` for an address already on the list; 422 `{ code: 'invalid_email' }`
 *   (src/domain/newsletter.ts decides what an address is), 422 `newsletter_disabled` when the business has the
 *   newsletter off, 404 `unknown_business`, 413 for a body over 4 kB.
 * - The same form posted without JavaScript (application/x-www-form-urlencoded, with `return_to`, the page it was
 *   sent from) → 303 back to that page at `#newsletter-{subscribed|already|invalid|failed}`, where the page shows
 *   the message. `return_to` must be a page of the business's own site (the payment's rule, orders/payment.ts),
 *   else the JSON answer is given: the sign-up never redirects anywhere else.
 */
import { Hono, type Context } from 'hono';
import { newsletterEmail, newsletterOutcome } from '../../src/domain/newsletter.ts';
import { businessOfUser } from '../accounts/business.ts';
import type { Accounts } from '../accounts/index.ts';
import { createNewsletter } from '../accounts/newsletter.ts';
import { checkReturnUrl } from '../orders/payment.ts';
import type { TenantRegistry } from '../tenants.ts';
import { json, requestNow } from './respond.ts';

const BODY_MAX = 4096;
const LOCALE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/;

interface SignUp {
  email: unknown;
  locale: unknown;
  returnTo: unknown;
  form: boolean;
}

/** The sign-up's fields, from JSON or a posted form; null for a body that is neither. */
async function readSignUp(c: Context): Promise<SignUp | 'too_large' | null> {
  const text = await c.req.text();
  if (text.length > BODY_MAX) return 'too_large';
  if ((c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
    const fields = new URLSearchParams(text);
    return { email: fields.get('email'), locale: fields.get('locale'), returnTo: fields.get('return_to'), form: true };
  }
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    return body && typeof body === 'object'
      ? { email: body.email, locale: body.locale, returnTo: null, form: false }
      : null;
  } catch {
    return null;
  }
}

export function newsletterRoutes(registry: TenantRegistry, accounts: Accounts, clock?: () => Date): Hono {
  const app = new Hono();
  const list = createNewsletter(accounts.db);

  app.post('/webapp/newsletter/:businessId', async (c) => {
    const length = Number(c.req.header('content-length') ?? 0);
    if (length > BODY_MAX) return json({ message: 'Request too large', code: 'too_large' }, 413);
    const signUp = await readSignUp(c);
    if (signUp === 'too_large') return json({ message: 'Request too large', code: 'too_large' }, 413);
    if (!signUp) return json({ message: 'Invalid request: the body is not JSON', code: 'invalid_request' }, 400);
    const id = Number(c.req.param('businessId'));
    const business = Number.isInteger(id) && id > 0 ? businessOfUser(registry, id) : null;

    let status: number;
    let body: Record<string, unknown>;
    const email = newsletterEmail(signUp.email);
    if (!business) [status, body] = [404, { message: 'Business not found', code: 'unknown_business' }];
    else if (!business.data.newsletter)
      [status, body] = [422, { message: 'This business has no newsletter', code: 'newsletter_disabled' }];
    else if (!email) [status, body] = [422, { message: 'Enter a valid email address', code: 'invalid_email' }];
    else {
      const locale = typeof signUp.locale === 'string' && LOCALE.test(signUp.locale) ? signUp.locale : '';
      const now = requestNow(c.req.header('x-current-time'), clock);
      const added = list.subscribe(id, email, locale, now);
      [status, body] =
        added === 'new' ? [201, { subscribed: true, already: false }] : [200, { subscribed: true, already: true }];
    }

    // A form posted without JavaScript goes back to its page, which shows the outcome by its #fragment.
    if (signUp.form && business && typeof signUp.returnTo === 'string') {
      const back = returnPage(signUp.returnTo, business.ref, c.get('siteOrigins'), business.entry);
      if (back) {
        back.hash = `newsletter-${newsletterOutcome(status, body)}`;
        return new Response(null, { status: 303, headers: { Location: back.href, 'Cache-Control': 'no-store' } });
      }
    }
    return json(body, status);
  });
  return app;
}

/** The page to go back to when it is one of the business's pages (its landing `/{ref}` included), else null. */
function returnPage(
  value: string,
  ref: string,
  sites: readonly string[] | undefined,
  tenant: { ref: string; fixture?: { domain?: string } | null },
): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  // The landing page is /{ref} itself; the payment's rule takes pages below /{ref}/.
  const probe = url.pathname === `/${ref}` ? new URL(`/${ref}/`, url) : url;
  if (!checkReturnUrl(probe.href, tenant, sites).ok) return null;
  url.hash = '';
  return url;
}
