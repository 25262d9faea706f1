/**
 * `npm run test:e2e:clock`, the browser tests as `npm test` runs them: every test with the test server's clock and
 * every page's default clock at an instant where a wall clock leaking into a test would show (tests/e2e/fixtures.ts),
 * then the tests tagged @clock (their outcome depends on opening hours or dates) again at a second such instant.
 * A test untagged that depends on the hour fails the first run; a tagged one that reads the wall clock, either.
 * (The whole suite once on a fixed clock, not on the real one then twice more for @clock: the same checks in ~5 min
 * less of CI.) Extra Playwright arguments are passed on.
 */
import { spawnSync } from 'node:child_process';

const RUNS = [
  // 00:30 on a Wednesday in Kuwait, 22:30 the day before in Zürich: the hour CI failed at. Every test.
  { at: '2026-11-24T21:30:00Z', grep: [] },
  // 01:58 in Zürich two minutes before the spring DST change (02:00 CET → 03:00 CEST), 03:58 in Kuwait.
  { at: '2027-03-28T00:58:00Z', grep: ['--grep', '@clock'] },
];

for (const { at, grep } of RUNS) {
  console.log(`\nbrowser tests${grep.length ? ' tagged @clock' : ''} with the clocks at ${at}`);
  const run = spawnSync('playwright', ['test', ...grep, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, E2E_CLOCK: at },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
