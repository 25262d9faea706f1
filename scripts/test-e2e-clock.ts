/**
 * `npm run test:e2e:clock`, the browser tests as `npm test` runs them, each once, the clocks of the test server and
 * of every page fixed (tests/e2e/fixtures.ts) at an instant where a wall clock leaking into a test would show: the
 * tests whose outcome depends on opening hours or dates (tagged @clock) at the harder of two such instants, the
 * others at the other one. An untagged test that depends on the hour fails its run; a tagged one that reads the
 * wall clock, either.
 *
 * Until 2026-12-02 every test ran at the first instant and the tagged ones again at the second: on this two-core
 * machine that second run was 234 tests and 38 minutes of test time (62% of the browser tests' 61 minutes; 19
 * minutes of the run), and a whole CI took 38 to 65 minutes where the brief asks for about 25. The tagged tests set
 * the pages' clocks themselves, and the sample API takes the page's clock for what it makes and shows
 * (SAMPLE_API_TRUST_CLIENT_CLOCK): the two runs of a tagged test differed by the server's clock and the default one
 * of a page that sets none. Extra Playwright arguments are passed on.
 */
import { spawnSync } from 'node:child_process';

const RUNS = [
  // 00:30 on a Wednesday in Kuwait, 22:30 the day before in Zürich: the hour CI failed at.
  { at: '2026-11-24T21:30:00Z', grep: ['--grep-invert', '@clock'] },
  // 01:58 on a Sunday in Zürich, two minutes before the spring DST change (02:00 CET → 03:00 CEST); 03:58 in Kuwait.
  { at: '2027-03-28T00:58:00Z', grep: ['--grep', '@clock'] },
];

for (const { at, grep } of RUNS) {
  console.log(`\nbrowser tests${grep[0] === '--grep' ? ' tagged' : ' not tagged'} @clock with the clocks at ${at}`);
  const run = spawnSync('playwright', ['test', ...grep, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, E2E_CLOCK: at },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
