/**
 * `npm run test:e2e:clock`: the browser tests tagged @clock (their outcome depends on opening hours or dates)
 * again, with the test server's clock and every page's default clock at instants where a wall clock leaking into a
 * test would show (tests/e2e/fixtures.ts). Extra Playwright arguments are passed on.
 */
import { spawnSync } from 'node:child_process';

const INSTANTS = [
  // 00:30 on a Wednesday in Kuwait, 22:30 the day before in Zürich: the hour CI failed at.
  '2026-11-24T21:30:00Z',
  // 01:58 in Zürich two minutes before the spring DST change (02:00 CET → 03:00 CEST), 03:58 in Kuwait.
  '2027-03-28T00:58:00Z',
];

for (const instant of INSTANTS) {
  console.log(`\nbrowser tests tagged @clock with the clocks at ${instant}`);
  const run = spawnSync('playwright', ['test', '--grep', '@clock', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, E2E_CLOCK: instant },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
