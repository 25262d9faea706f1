/**
 * `npm run bench [-- --tenants 100 --items 100 --concurrency 2 --rounds 5 --no-lighthouse]`
 *
 * Measures, in one run on this machine (timings are noisy: rates are compared with a baseline built in the
 * same run):
 * - full build of N synthetic tenants x M items x 2 locales: pages/s, beside two baselines measured in the same
 *   run: a trivial one-element Astro page built with the same per-tenant shape (same number of builds and pages
 *   per build), and one static `astro build` of as many trivial pages (bench/static-one), built back to back with
 *   the full build in each of `--rounds` rounds (the median of the rounds' ratios is the figure); the app bundle
 *   (once per code version) is made or found before, and its time reported on its own row;
 * - peak RSS of the build: `npm run build:sites` run in its own process against the synthetic API, with its
 *   workers (bench/buildChild.ts; the benchmark's own process is not the build);
 * - the cost of one more locale: a sample of `--locale-tenants` tenants (default 10) built at 2 and at 4
 *   locales, the difference in pages and seconds per extra locale and tenant, and what that makes for the full build;
 * - a warm rebuild of one tenant: how many pictures were re-encoded (target 0);
 * - gzip JS before first interaction per page type;
 * - republish: a signed webhook for a 200-item tenant whose menu changed, until the served page shows it — from the
 *   local tree (bench/republish.ts), and from a bucket (s3rver) through the edge worker in workerd
 *   (bench/republishBucket.ts), with the objects and bytes one more one-item edit uploads;
 * - Lighthouse mobile performance of landing, menu and item pages;
 * - scale: a build of about `--scale-pages` pages (default 200 000; 0 skips it) completes, with its peak RSS.
 * Writes bench/results.md and the README's benchmark table.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { createApiClient } from '../src/lib/api/client.ts';
import { buildTenant, PROJECT_ROOT } from '../src/build/buildTenant.ts';
import { layoutOf } from '../src/build/publish.ts';
import { createAstroPool } from '../src/build/workerPool.ts';
import { bundleCacheDir, ensureBundle, sourceHash } from '../src/build/render/bundle.ts';
import { createStaticApp } from '../src/server/static.ts';
import { listen } from '../src/server/listen.ts';
import { startSyntheticApi } from './bench/synthetic.ts';
import { localeCost } from './bench/localeCost.ts';
import { median, pageJsBytes, percentile } from './bench/measure.ts';
import { lighthouseScores } from './bench/lighthouse.ts';
import { staticOneBuild, type StaticBaseline } from './bench/staticBaseline.ts';
import { buildInChild, type ChildBuild } from './bench/buildChild.ts';
import { republishLatency } from './bench/republish.ts';
import { republishToBucket } from './bench/republishBucket.ts';
import { emptyTrash, setAside, settleDeletions } from './bench/scratch.ts';

const { values } = parseArgs({
  options: {
    tenants: { type: 'string', default: '100' },
    items: { type: 'string', default: '100' },
    concurrency: { type: 'string', default: '2' },
    'no-lighthouse': { type: 'boolean', default: false },
    republishes: { type: 'string', default: '10' },
    'scale-pages': { type: 'string', default: '200000' },
    // Five: the rounds' ratios swing by ±10-20% on this machine, and the median of three moved with one of them.
    rounds: { type: 'string', default: '5' },
    'locale-tenants': { type: 'string', default: '10' },
  },
});
const TENANTS = Number(values.tenants);
const ITEMS = Number(values.items);
const CONCURRENCY = Number(values.concurrency);
const varDir = resolve('var/bench');
const siteUrl = 'http://localhost:4321';
const rows: Array<[string, string, string]> = [];
const log = (s: string) => console.log(s);

// The last run's outputs are set aside, not deleted, until every figure is taken (bench/scratch.ts: deleting files
// slows down creating them for minutes on this disk).
for (const d of ['www', 'releases', 'snapshots', 'trivial', 'static-one']) await setAside(join(varDir, d));
await settleDeletions(log);
const api = await startSyntheticApi(TENANTS, ITEMS);
const client = createApiClient({ baseUrl: api.url });

// 0. The app bundle (once per code version, cached in var/render): reported apart, not part of the full build.
const bundleStart = performance.now();
const bundleCached = existsSync(join(bundleCacheDir(), sourceHash(), 'bundle.json'));
await ensureBundle({ log });
const bundleSeconds = (performance.now() - bundleStart) / 1000;

// 1. Full build, in rounds paired with the one-build baseline (2a): ours then the baseline, then the other way
// round, and so on. The machine's speed drifts by tens of percent within minutes (the static baseline alone took
// 25 to 47 s on one day), so one build of each measured minutes apart gives a ratio that swings with it; each
// round's ratio compares two builds made back to back, and the median of the rounds is the figure. Every round
// builds cold, into a directory of its own (round 1's is the one the later measures read).
const ROUNDS = Math.max(1, Number(values.rounds));
const roundDir = (r: number) => (r === 0 ? varDir : resolve(`var/bench-round-${r}`));
for (let r = 1; r < ROUNDS; r++) await setAside(roundDir(r));
const rounds: Array<{ full: ChildBuild; one: StaticBaseline }> = [];
const rateOf = (b: { pages: number; seconds: number }) => b.pages / b.seconds;
for (let r = 0; r < ROUNDS; r++) {
  let full = rounds[0]?.full;
  let one: StaticBaseline | undefined;
  const ours = async () => {
    log(
      `\n== round ${r + 1}/${ROUNDS}: full build, ${TENANTS} tenants x ${ITEMS} items x 2 locales, ${CONCURRENCY} workers`,
    );
    // The pictures' cache as round 1 left it, so that every round encodes the same (none once it is warm).
    if (r > 0) await cp(join(varDir, 'cache'), join(roundDir(r), 'cache'), { recursive: true });
    full = await buildInChild({ apiUrl: api.url, varDir: roundDir(r), siteUrl, concurrency: CONCURRENCY, log });
  };
  const baseline = async () => {
    const perTenant = Math.round(full!.pages / Math.max(1, full!.built));
    log(`\n== round ${r + 1}/${ROUNDS}: one static Astro build of ${TENANTS} x ${perTenant} trivial pages`);
    one = await staticOneBuild(TENANTS, perTenant, join(varDir, `static-one-${r}`));
  };
  // Round 1 builds ours first (the baseline takes its page count), round 2 the baseline first, and so on.
  for (const step of r % 2 === 0 ? [ours, baseline] : [baseline, ours]) await step();
  rounds.push({ full: full!, one: one! });
  log(
    `round ${r + 1}: ${rateOf(full!).toFixed(0)} pages/s, the static build ${rateOf(one!).toFixed(0)}: ${(rateOf(full!) / rateOf(one!)).toFixed(2)}x`,
  );
}
const full = rounds[0]!.full;
const peak = Math.max(...rounds.map((r) => r.full.peakRss));
const pagesPerSecond = median(rounds.map((r) => rateOf(r.full)));
const pagesPerTenant = Math.round(full.pages / Math.max(1, full.built));

// 2. Baseline: a trivial one-element page, same number of builds and pages per build, same pool.
log(`\n== baseline: trivial Astro page, ${TENANTS} builds x ${pagesPerTenant} pages`);
process.env.TRIVIAL_PAGES = String(pagesPerTenant);
const trivialRoot = join(PROJECT_ROOT, 'bench/trivial');
// maxJobs 20: the recycling the per-tenant static builds always had (render workers now default to 100).
const pool = createAstroPool({ size: CONCURRENCY, maxJobs: 20 });
const t0 = performance.now();
const queue = Array.from({ length: TENANTS }, (_, i) => i);
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
      await pool.build({
        ref: `trivial-${i}`,
        snapshotPath: '',
        outDir: join(varDir, 'trivial', String(i)),
        siteUrl,
        root: trivialRoot,
      });
    }
  }),
);
const trivialSeconds = (performance.now() - t0) / 1000;
await pool.close();
const trivialRate = (TENANTS * pagesPerTenant) / trivialSeconds;

// The baselines' outputs, now that every build of the comparison has been measured.
await setAside(join(varDir, 'trivial'));
for (let r = 0; r < ROUNDS; r++) {
  await setAside(join(varDir, `static-one-${r}`));
  if (r > 0) await setAside(roundDir(r));
}

const seconds = (xs: number[]) => xs.map((x) => x.toFixed(1)).join(', ');
const staticRate = median(rounds.map((r) => rateOf(r.one)));
const ratios = rounds.map((r) => rateOf(r.full) / rateOf(r.one));
const roundsNote = ROUNDS > 1 ? `, median of ${ROUNDS} rounds` : '';
rows.push([
  `Full build${roundsNote}`,
  `${full.pages} pages (${full.built} tenants${full.failed ? `, ${full.failed} failed` : ''}) in ${seconds(rounds.map((r) => r.full.seconds))} s: **${pagesPerSecond.toFixed(0)} pages/s**`,
  '',
]);
rows.push([
  'App bundle, once per code version (not in the full build)',
  bundleCached ? `cached (${bundleSeconds.toFixed(1)} s to check)` : `${bundleSeconds.toFixed(1)} s`,
  '',
]);
rows.push(['Trivial one-element page, same per-tenant shape', `${trivialRate.toFixed(0)} pages/s`, '']);
rows.push(['Ratio (ours / trivial per-tenant)', `**${(pagesPerSecond / trivialRate).toFixed(2)}x**`, '>= 0.6x']);
rows.push([
  `One static Astro build of as many trivial pages (one \`[...slug].astro\`, \`build.format: file\`)${roundsNote}, each beside a full build`,
  `${rounds[0]!.one.pages} pages in ${seconds(rounds.map((r) => r.one.seconds))} s: ${staticRate.toFixed(0)} pages/s, peak RSS ${(Math.max(...rounds.map((r) => r.one.peakRss)) / 1e9).toFixed(2)} GB`,
  '',
]);
rows.push([
  `Ratio (ours / one static build)${ROUNDS > 1 ? ", median of the rounds' ratios" : ''}`,
  `**${median(ratios).toFixed(2)}x**${ROUNDS > 1 ? ` (rounds: ${ratios.map((x) => `${x.toFixed(2)}x`).join(', ')})` : ''}`,
  '>= 1.0x',
]);
rows.push([
  'Peak RSS of the build (`npm run build:sites` and its workers; the synthetic API apart)',
  `**${(peak / 1e9).toFixed(2)} GB**`,
  '<= 1.0 GB',
]);

// 2b. Cost per extra locale: a sample built at 2 and at 4 locales in a scratch directory (issue 14).
const LOCALE_TENANTS = Math.max(1, Math.min(TENANTS, Number(values['locale-tenants'])));
log(`\n== cost per extra locale: ${LOCALE_TENANTS} tenants x ${ITEMS} items, 2 then 4 locales`);
const perLocale = await localeCost({
  tenants: LOCALE_TENANTS,
  items: ITEMS,
  concurrency: CONCURRENCY,
  varDir: resolve('var/bench-locales'),
  siteUrl,
  log,
});
rows.push([
  `Cost per extra locale (${LOCALE_TENANTS} tenants x ${ITEMS} items built at 2 and at 4 locales)`,
  `**+${perLocale.pagesPerLocale.toFixed(0)} pages** and **+${perLocale.secondsPerLocale.toFixed(2)} s** per tenant per locale ` +
    `(${perLocale.pages.two} → ${perLocale.pages.four} pages, ${perLocale.seconds.two.toFixed(1)} → ${perLocale.seconds.four.toFixed(1)} s` +
    `${perLocale.failed ? `, ${perLocale.failed} tenant builds failed` : ''}); for ${TENANTS} tenants: ` +
    `+${Math.round(perLocale.pagesPerLocale * TENANTS)} pages, +${(perLocale.secondsPerLocale * TENANTS).toFixed(1)} s per locale`,
  '',
]);

// 3. Warm rebuild of one tenant: same pictures, nothing re-encoded.
const ref = 'bench-000';
api.bump(ref);
const warm = await buildTenant(ref, { api: client, apiBaseUrl: api.url, siteUrl, varDir });
rows.push([
  'Warm rebuild of one tenant: pictures re-encoded',
  `**${warm.images.encoded}** of ${warm.images.sources} (${(warm.ms.total / 1000).toFixed(1)} s)`,
  '0',
]);

// 4. JS before first interaction, per page type.
const release = warm.release;
const jsOf = async (rel: string) => pageJsBytes(release, ref, await readFile(join(release, rel), 'utf8'));
const firstCategory = 1000;
const types = {
  landing: 'index.html',
  menu: 'delivery.html',
  category: `delivery/${firstCategory}.html`,
  item: `delivery/${firstCategory}/10000.html`,
};
for (const [name, file] of Object.entries(types)) {
  rows.push([
    `JS before interaction, ${name} page (gzip)`,
    `**${((await jsOf(file)) / 1024).toFixed(1)} kB**`,
    '<= 20 kB',
  ]);
}

// 5. Republish: webhook accepted → new pages served, for a 200-item x 2-locale tenant.
log('\n== republish latency: 200 items x 2 locales');
const latency = await republishLatency({
  items: 200,
  runs: Number(values.republishes),
  varDir: join(varDir, 'republish'),
  log,
});
rows.push([
  `Republish, webhook accepted → new pages served (${latency.pages} pages, ${latency.samples.length} runs)`,
  `median **${(median(latency.samples) / 1000).toFixed(2)} s**, p95 **${(percentile(latency.samples, 95) / 1000).toFixed(2)} s**`,
  'p95 <= 3 s',
]);

// 5b. The same to a bucket (s3rver), served by the edge worker in workerd; a one-item edit's upload.
log('\n== republish to a bucket, served by the edge worker: 200 items x 2 locales');
const bucket = await republishToBucket({
  items: 200,
  runs: Number(values.republishes),
  varDir: join(varDir, 'republish-bucket'),
  log,
});
rows.push([
  `Republish to a bucket (s3rver), webhook accepted → new pages served by the edge worker (workerd, pointer TTL 2 s; ${bucket.pages} pages, ${bucket.samples.length} runs)`,
  `median **${(median(bucket.samples) / 1000).toFixed(2)} s**, p95 **${(percentile(bucket.samples, 95) / 1000).toFixed(2)} s**`,
  'p95 <= 3 s',
]);
const uploadOf = (edit: typeof bucket.edit, ms: typeof bucket.editMs) =>
  `**${edit.objects} objects, ${(edit.bytes / 1024).toFixed(0)} kB** (${edit.reused} files of the release already stored; built in ${((ms.total - ms.publish) / 1000).toFixed(2)} s, uploaded in ${(ms.publish / 1000).toFixed(2)} s)`;
rows.push([
  'Upload of a one-item edit (one dish renamed) to the bucket',
  uploadOf(bucket.edit, bucket.editMs),
  'only what changed',
]);
rows.push([
  "Upload of a price edit (one dish's price changed) to the bucket",
  uploadOf(bucket.priceEdit, bucket.priceEditMs),
  'only what changed',
]);

// 6. Lighthouse mobile performance.
if (!values['no-lighthouse']) {
  const { server, port } = await listen({ fetch: createStaticApp(layoutOf(varDir)).fetch, port: 0 });
  const origin = `http://localhost:${port}`;
  const scores = await lighthouseScores(
    [`${origin}/${ref}`, `${origin}/${ref}/delivery`, `${origin}/${ref}/delivery/${firstCategory}/10000`],
    3,
  );
  for (const [url, runs] of Object.entries(scores)) {
    const name = url.endsWith(ref) ? 'landing' : url.endsWith('delivery') ? 'menu' : 'item';
    rows.push([`Lighthouse mobile performance, ${name} (median of ${runs.length})`, `**${median(runs)}**`, '>= 98']);
  }
  server.close();
}
await api.close();

// 7. Scale: enough tenants of the same shape for about SCALE_PAGES pages, built into a scratch directory and
// deleted afterwards (about 65 kB of disk per page). The figure is that it completes, and within what memory.
const SCALE_PAGES = Number(values['scale-pages']);
if (SCALE_PAGES > 0) {
  const scaleTenants = Math.ceil(SCALE_PAGES / Math.max(1, pagesPerTenant));
  log(`\n== scale: ${scaleTenants} tenants x ${ITEMS} items x 2 locales (about ${SCALE_PAGES} pages)`);
  const scaleDir = resolve('var/bench-scale');
  await setAside(scaleDir);
  const scaleApi = await startSyntheticApi(scaleTenants, ITEMS);
  const scale = await buildInChild({
    apiUrl: scaleApi.url,
    varDir: scaleDir,
    siteUrl,
    concurrency: CONCURRENCY,
    log: (l) => (/✗|\[\d*000\//.test(l) ? log(l) : undefined),
  });
  const scalePeak = scale.peakRss;
  await scaleApi.close();
  await setAside(scaleDir);
  rows.push([
    `Scale: ${scaleTenants} tenants built in one run`,
    `**${scale.pages} pages**${scale.failed ? ` (${scale.failed} tenants failed)` : ', none failed'} in ${scale.seconds.toFixed(0)} s (${(scale.pages / scale.seconds).toFixed(0)} pages/s), peak RSS **${(scalePeak / 1e9).toFixed(2)} GB**`,
    '200k pages; <= 1.0 GB, as for 28k',
  ]);
}

const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores), ${TENANTS} tenants x ${ITEMS} items x 2 locales, ${CONCURRENCY} build workers.`,
  '',
  '| Measure | Result | Target |',
  '| --- | --- | --- |',
  ...rows.map((r) => `| ${r.join(' | ')} |`),
].join('\n');
console.log(`\n${table}\n`);
await mkdir('bench', { recursive: true });
// Written as Prettier writes them: `npm test` checks the formatting of both files.
const prettierOptions = await prettier.resolveConfig('README.md');
const markdown = (text: string) => prettier.format(text, { parser: 'markdown', ...(prettierOptions ?? {}) });
await writeFile('bench/results.md', await markdown(`${table}\n`));
const readme = await readFile('README.md', 'utf8').catch(() => '');
if (readme.includes('<!-- bench:start -->')) {
  await writeFile(
    'README.md',
    await markdown(
      readme.replace(
        /<!-- bench:start -->[\s\S]*<!-- bench:end -->/,
        `<!-- bench:start -->\n${table}\n<!-- bench:end -->`,
      ),
    ),
  );
}
await emptyTrash();
process.exit(0);
