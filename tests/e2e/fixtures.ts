/**
 * What every browser test shares: import `test` and `expect` from here, not from @playwright/test.
 *
 * - `E2E_CLOCK` (an ISO instant) starts the clock of every page at that instant, and the test server's sample API
 *   runs on the same instant (scripts/test-server.ts), so the whole suite can be run at another hour or date by
 *   setting one variable: `E2E_CLOCK=2026-11-24T21:30:00Z npm run test:e2e`. A test that sets its own page clock
 *   still wins for the page; the server keeps the run's instant.
 * - Every page of every test is watched for Content-Security-Policy violations (tests/e2e/csp.ts): a test whose
 *   pages broke the policy fails, so the policy and the pages stay in step.
 * - `DATE_SENSITIVE` tags the tests whose outcome depends on opening hours or dates: each sets its own clock, and
 *   `npm run test:e2e:clock` runs them with the server and the default page clock across the spring DST change in
 *   Zürich (and the others after midnight in Kuwait), so no wall clock leaks into them.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { watchCspViolations } from './csp.ts';

export { expect };

/** The tag of tests whose outcome depends on the hour or the date. */
export const DATE_SENSITIVE = { tag: '@clock' };

/** The instant the run's clocks start at, or null for the real clock. */
export function runClock(): Date | null {
  const raw = process.env.E2E_CLOCK;
  if (!raw) return null;
  const at = new Date(raw);
  if (!Number.isFinite(at.getTime())) throw new Error(`E2E_CLOCK is not an ISO instant: ${raw}`);
  return at;
}

export const test = base.extend({
  context: async ({ context }, use) => {
    const at = runClock();
    // The clock flows from the run's instant (timers untouched), as the server's does.
    if (at) await context.clock.setSystemTime(at);
    const violations = await watchCspViolations(context);
    await use(context);
    expect(await violations(), 'Content-Security-Policy violations').toEqual([]);
  },
});

/**
 * Records the page's layout shifts from its first byte (call before `goto`); `layoutShifts` lists them once the
 * page has settled, each with what moved, so a failure says which element it was. Any shift at all fails the
 * pages that use it (no session windows, no threshold).
 */
export async function trackLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: string[] };
    w.__shifts = [];
    type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; sources: Source[] }>) {
        const moved = entry.sources.map((s) => {
          const el = s.node as HTMLElement | undefined;
          const name = `${el?.nodeName ?? '?'}${el?.className ? `.${el.className}` : ''} "${(el?.textContent ?? '').trim().slice(0, 30)}"`;
          const [a, b] = [s.previousRect, s.currentRect];
          return `${name} (${Math.round(a.x)},${Math.round(a.y)} ${Math.round(a.width)}x${Math.round(a.height)} → ${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}x${Math.round(b.height)})`;
        });
        w.__shifts.push(`${entry.value.toFixed(5)}: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function layoutShifts(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
}
