/**
 * Collects Content-Security-Policy violations of a page, so browser tests fail on any: call it once per page,
 * before the first navigation (the shared fixture does), then read what was collected at the end of the test.
 *
 * Every document the page loads runs an init script that records `securitypolicyviolation` events into
 * `window.__cspViolations` and reports each one to the test at once through a binding, so violations of a
 * document navigated away from are kept too. Console errors that mention the Content Security Policy are
 * collected as well (a few refusals are only logged, e.g. a directive a meta policy cannot carry).
 */
import type { BrowserContext, Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

const BINDING = '__sfReportCspViolation';

/**
 * Installs the watch on a page, or on a whole context (every page it will open: the shared fixture does this
 * before any page exists); the returned function reads the violations collected so far (empty: none).
 */
export async function watchCspViolations(target: Page | BrowserContext): Promise<() => Promise<string[]>> {
  const pages = () => ('pages' in target ? target.pages() : [target]);
  const reported: string[] = [];
  await target.exposeBinding(BINDING, (_source, text: string) => {
    reported.push(text);
  });
  await target.addInitScript((binding: string) => {
    const seen: string[] = (window.__cspViolations = []);
    document.addEventListener('securitypolicyviolation', (e) => {
      const text =
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} on ${e.documentURI}` +
        `${e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}` : ''}${e.sample ? ` (${e.sample})` : ''}`;
      seen.push(text);
      const report = (window as unknown as Record<string, ((t: string) => Promise<void>) | undefined>)[binding];
      void report?.(text).catch(() => {});
    });
  }, BINDING);
  const logged: string[] = [];
  target.on('console', (message) => {
    if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(message.text()))
      logged.push(`console: ${message.text()}`);
  });
  return async () => {
    // Events of the current document whose report may still be on its way.
    const current = await Promise.all(
      pages()
        .filter((page) => !page.isClosed())
        .map((page) => page.evaluate(() => window.__cspViolations ?? []).catch(() => [] as string[])),
    );
    return [...new Set([...reported, ...current.flat(), ...logged])];
  };
}
