/**
 * The footer's newsletter form, sent without leaving the page (NewsletterForm.astro): loaded on the first submit
 * (NewsletterScript.astro), it checks the address with the shared rule (src/domain/newsletter.ts), sends it as JSON
 * to the form's endpoint, and shows the outcome's message, already in the page, in the form's live region. Without
 * script the form still posts and the API sends the browser back to the page at the outcome's #fragment.
 */
import { newsletterEmail, newsletterOutcome, type NewsletterOutcome } from '../../domain/newsletter.ts';
import { ApiFailure, callApi } from '../../lib/api/browser.ts';

/** Shows one outcome's message (none for null) and marks the field invalid for 'invalid'. */
function show(form: HTMLFormElement, input: HTMLInputElement, outcome: NewsletterOutcome | null) {
  for (const message of form.parentElement?.querySelectorAll<HTMLElement>('[data-outcome]') ?? []) {
    message.classList.toggle('shown', message.dataset.outcome === outcome);
    // A message the address's fragment shows (the page came back from a send without script: CSS :target) gives
    // way to the script's from now on (NewsletterForm.astro), not shown beside it.
    message.parentElement?.setAttribute('data-sent', '');
  }
  if (outcome === 'invalid') input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

/** Sends the form once: the outcome is shown when the answer comes (or at once for an address that is not one). */
export async function sendNewsletter(form: HTMLFormElement): Promise<void> {
  const input = form.querySelector<HTMLInputElement>('input[name="email"]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!input || !button || button.disabled) return;
  const email = newsletterEmail(input.value);
  if (!email) {
    show(form, input, 'invalid');
    input.focus();
    return;
  }
  show(form, input, null);
  const label = button.textContent;
  button.disabled = true;
  button.textContent = button.dataset.sending ?? label;
  const locale = document.documentElement.lang;
  const outcome = await callApi<unknown>({ baseUrl: form.dataset.api ?? '', locale }, form.dataset.path ?? '', {
    method: 'POST',
    body: { email, locale },
  }).then(
    (body) => newsletterOutcome(200, body),
    (err: unknown) =>
      err instanceof ApiFailure ? newsletterOutcome(err.status, { code: err.code }) : newsletterOutcome(0, null),
  );
  button.disabled = false;
  button.textContent = label;
  show(form, input, outcome);
  if (outcome === 'subscribed' || outcome === 'already') form.reset();
}
