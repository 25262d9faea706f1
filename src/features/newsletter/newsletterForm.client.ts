/**
 * The newsletter form's first submit loads its sending code (newsletter.client.ts), so the page's JavaScript before
 * interaction stays small (site/PageScript.astro runs this on every page; the form is in the footer). If that code
 * cannot load (offline), the form is posted as it is.
 */
export function followNewsletter(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-newsletter]');
  if (!form) return;
  form.noValidate = true;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    import('./newsletter.client.ts').then(
      (m) => m.sendNewsletter(form),
      () => HTMLFormElement.prototype.submit.call(form),
    );
  });
}
