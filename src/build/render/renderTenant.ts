/**
 * Renders one tenant from the app bundle (bundle.ts) into its release directory, exactly where a static
 * `astro build` with `base: '/{ref}'` and `build.format: 'file'` would put it: every path of the route table as
 * `{path}.html` (the landing page as `index.html`), `404.html`, `sitemap.xml`, and the client assets under
 * `_astro/`. The bundled app is called in-process (Request → Response); the tenant's snapshot reaches the pages
 * as `Astro.locals.snapshot`, so one loaded bundle renders any number of tenants, one after another or at once.
 *
 * The bundle's base is a placeholder: it is replaced with `/{ref}` (or nothing, for a business built at the root
 * of its own domain: snapshot basePath) in every page and in the client files that contain it (island and
 * renderer URLs, dynamic-import preloads, CSS url()). Client files without it are hard linked from the bundle
 * (hashed names: they never change in place).
 */
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, link, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { basePathOf } from '../../features/site/basePath.ts';
import type { TenantSnapshot } from '../snapshot.ts';
import { specsByPath } from '../../features/routes/specsByPath.ts';
import { linksOf, verifyRelease } from '../verify.ts';
import { formatHeaders, headerRules } from '../cdnRules.ts';
import {
  carryPageDates,
  LASTMOD_FILE,
  pageFingerprint,
  parsePageDates,
  sitemapDate,
  type PageDates,
} from './lastmod.ts';
import {
  BASE_PLACEHOLDER,
  INLINE_SCRIPTS_FILE,
  PROJECT_ROOT,
  readBundleManifest,
  type BundleManifest,
} from './bundle.ts';
import { InlineSlots } from './inlineSlots.ts';
import { stampPageVersion } from './pageVersion.ts';
import type { LatestBuild } from '../../features/site/pageVersion.ts';
import { ReleaseFiles } from './releaseFiles.ts';
import { replaceBytes, utf8Scratch } from './replaceBytes.ts';

type RenderFn = (request: Request, locals: App.Locals) => Promise<Response>;
type PageFn = (request: Request, locals: App.Locals) => Promise<{ status: number; html: string } | null>;
type PolicyFn = (snapshot: TenantSnapshot) => string;

interface LoadedBundle {
  dir: string;
  manifest: BundleManifest;
  render: RenderFn;
  /** A page's HTML without Astro's request pipeline (entry.ts), or null for an address that is not a page. */
  renderPage: PageFn;
  /** The Content-Security-Policy header for a tenant's pages (entry.ts). */
  securityPolicy: PolicyFn;
  /** Texts of the client files that contain the placeholder, read once. */
  texts: Map<string, string>;
}

const loaded = new Map<string, Promise<LoadedBundle>>();

/** Loads (once per process) a bundle's server entry. */
export function loadBundle(dir: string): Promise<LoadedBundle> {
  let p = loaded.get(dir);
  if (!p) {
    p = (async () => {
      // The pages' inline scripts come bundled with the app (features/site/scriptBundle.ts); a bundle made before
      // they were has them bundled from the project's sources at render time.
      process.env.STOREFRONT_ROOT ??= PROJECT_ROOT;
      const manifest = readBundleManifest(dir);
      const mod = (await import(pathToFileURL(join(dir, manifest.entry)).href)) as {
        render: RenderFn;
        renderPageHtml?: PageFn;
        seedInlineScripts?: (scripts: Record<string, string>) => void;
        securityPolicy?: PolicyFn;
      };
      if (typeof mod.securityPolicy !== 'function') throw new Error(`the app bundle ${dir} exports no securityPolicy`);
      if (typeof mod.renderPageHtml !== 'function') throw new Error(`the app bundle ${dir} exports no renderPageHtml`);
      const scripts = join(dir, INLINE_SCRIPTS_FILE);
      if (mod.seedInlineScripts && existsSync(scripts))
        mod.seedInlineScripts(JSON.parse(await readFile(scripts, 'utf8')));
      const texts = new Map<string, string>();
      for (const f of manifest.client)
        if (f.rewrite) texts.set(f.path, await readFile(join(dir, 'client', f.path), 'utf8'));
      return {
        dir,
        manifest,
        render: mod.render,
        renderPage: mod.renderPageHtml,
        securityPolicy: mod.securityPolicy,
        texts,
      };
    })();
    loaded.set(dir, p);
    p.catch(() => loaded.delete(dir));
  }
  return p;
}

const PLACEHOLDER_BYTES = Buffer.from(BASE_PLACEHOLDER);
const LEFTOVER_BYTES = Buffer.from(BASE_PLACEHOLDER.slice(1));

/** A page's status and HTML (entry.ts renderPageHtml); anything else (the sitemap) through the app's Response. */
async function renderAnswer(
  bundle: LoadedBundle,
  request: Request,
  locals: App.Locals,
): Promise<{ status: number; html: string } | { status: number; body: Buffer }> {
  const page = await bundle.renderPage(request, locals);
  if (page) return page;
  const res = await bundle.render(request, locals);
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
}

const ORIGIN = 'http://storefront.invalid';

/** What rendering a tenant wrote: its HTML pages, and every URL they contain with the first page that has it. */
export interface RenderedTenant {
  pages: number;
  /** Bytes of the files written (the hashed assets hard-linked from the bundle are not written: not counted). */
  bytes: number;
  links: Map<string, string>;
}

/**
 * The URLs a page contains (verify.ts linksOf), read from its UTF-8 bytes: scanned as Latin-1 (one byte, one
 * character: no decoding), and only a URL with a byte past ASCII decoded as UTF-8.
 */
export function pageLinks(bytes: Buffer): Iterable<string> {
  return linksOfText(bytes.toString('latin1'));
}

/**
 * A string of its own: a match in a page's text is a slice that keeps the whole text alive (V8's sliced strings), so
 * each URL kept for the tenant's check (every page has one of its own: its canonical address) kept its page's text,
 * ~35 kB, until the tenant was done: twice the bytes promoted to the old generation (--trace-gc-nvp, one tenant
 * rendered 20 times: 165 MB promoted, 83 MB with copies; 9 full collections, 6).
 */
function ownCopy(s: string): string {
  return Buffer.from(s, 'utf8').toString('utf8');
}

/** pageLinks of a page already read as Latin-1. */
function linksOfText(text: string): Iterable<string> {
  const links = [...linksOf(text)];
  // eslint-disable-next-line no-control-regex -- ASCII reads the same in both
  return links.map((u) => (/[^\u0000-\u007f]/.test(u) ? Buffer.from(u, 'latin1').toString('utf8') : u));
}

/**
 * Renders every page of a snapshot into outDir, then its `_headers` with the Content-Security-Policy the pages'
 * `<meta>` carries (the header needs the bundle's inline script hashes, so it is written here, after the
 * rules without it the build wrote first). The pages' links are gathered as they are written, so the release
 * is checked without reading a page back (verify.ts).
 */
export async function renderTenant(
  snapshot: TenantSnapshot,
  bundleDir: string,
  outDir: string,
): Promise<RenderedTenant> {
  const bundle = await loadBundle(bundleDir);
  // `/{ref}`, or '' at the root of the business's own domain, where only `{placeholder}/…` may be replaced (a bare
  // placeholder would become an empty URL: it is left for the check below to refuse).
  const base = basePathOf(snapshot);
  const rebase = base
    ? (text: string) => text.replaceAll(BASE_PLACEHOLDER, () => base)
    : (text: string) => text.replaceAll(`${BASE_PLACEHOLDER}/`, '/');
  // Pages are rebased as bytes: the answer's body is UTF-8 already, and decoding it to a string only to encode it
  // again for the file cost as much as the replacement (profiled).
  const rebaseBytes = base
    ? (bytes: Buffer) => replaceBytes(bytes, PLACEHOLDER_BYTES, Buffer.from(base))
    : (bytes: Buffer) => replaceBytes(bytes, Buffer.from(`${BASE_PLACEHOLDER}/`), Buffer.from('/'));
  const files = new ReleaseFiles(outDir);
  // The texts every page of this tenant repeats (the inline scripts, the security policy),
  // spliced in as bytes (inlineSlots.ts); one set per tenant, so a worker's memory does not grow with the tenants it
  // renders. A text holding the base placeholder stays in the page's text, to be rebased with it.
  const inlineSlots = new InlineSlots((code) => code.includes(BASE_PLACEHOLDER), linksOfText);

  type Job = { url: string; file: string; status: number; path?: string };
  const jobs: Job[] = [];
  for (const [path, spec] of specsByPath(snapshot)) {
    const url = path ? `${BASE_PLACEHOLDER}/${path.split('/').map(encodeURIComponent).join('/')}` : BASE_PLACEHOLDER;
    // An indexable page (one the sitemap lists) is fingerprinted for its <lastmod> (lastmod.ts).
    const listed = !spec.noindex && spec.canonicalLocalPath === spec.localPath;
    jobs.push({ url, file: path ? `${path}.html` : 'index.html', status: 200, ...(listed ? { path } : {}) });
  }
  jobs.push({ url: `${BASE_PLACEHOLDER}/404`, file: '404.html', status: 0 });

  const links = new Map<string, string>();
  const fingerprints = new Map<string, string>();
  const versions = new Set<string>();
  const renderJob = async (job: Job, locals: App.Locals) => {
    const answer = await renderAnswer(bundle, new Request(ORIGIN + job.url), { ...locals, inlineSlots });
    const { status } = answer;
    // From here on nothing awaits: `body` may be the shared scratch buffer (utf8Scratch).
    const body = 'html' in answer ? utf8Scratch(answer.html) : answer.body;
    if (job.status && status !== job.status)
      throw new Error(
        `rendering ${job.url.replace(BASE_PLACEHOLDER, base)}: HTTP ${status} ${body.subarray(0, 300).toString()}`,
      );
    const out = rebaseBytes(body);
    if (out.includes(LEFTOVER_BYTES)) throw new Error(`${job.file}: the base placeholder is left in the page`);
    const spliced = inlineSlots.splice(out);
    // Each page carries its own version (features/site/pageVersion.ts); every page of the route table has one.
    if (stampPageVersion(spliced.parts[0]!, spliced.version)) versions.add(spliced.version);
    else if (job.status === 200 && job.file.endsWith('.html')) throw new Error(`${job.file}: no page version`);
    files.writeParts(job.file, spliced.parts);
    // The page read without its inline scripts: they are left out of the fingerprint whole (lastmod.ts), and their
    // links were read once (inlineSlots.ts).
    const text = out.toString('latin1');
    for (const url of linksOfText(text)) if (!links.has(url)) links.set(ownCopy(url), job.file);
    for (const url of spliced.links) if (!links.has(url)) links.set(url, job.file);
    if (job.path !== undefined) fingerprints.set(job.file, pageFingerprint(text));
  };
  // One page at a time. The pages' components await nothing but each other, so rendering four at once (as Astro's
  // static build does) only interleaved them: four pages' render trees were alive at each young-generation
  // collection instead of one, and V8 copied a third more bytes collecting (--trace-gc-nvp, one tenant rendered 20
  // times: 149-200 MB copied against 98).
  for (const job of jobs) await renderJob(job, { snapshot });
  // What open pages poll hourly (spec §4, §7): a page whose version is not listed has changed or gone.
  const latest: LatestBuild = { id: snapshot.contentId, pages: [...versions].sort() };
  files.write('builds/latest.json', JSON.stringify(latest));
  // The sitemap last, with each page's date: kept from the live release's record while the page is unchanged.
  const dates = carryPageDates(previousPageDates(outDir), fingerprints, snapshot.fetchedAt);
  files.write(LASTMOD_FILE, JSON.stringify(dates));
  const lastmod = new Map<string, string>();
  for (const job of jobs) if (job.path !== undefined) lastmod.set(job.path, sitemapDate(dates[job.file]![1]));
  await renderJob({ url: `${BASE_PLACEHOLDER}/sitemap.xml`, file: 'sitemap.xml', status: 200 }, { snapshot, lastmod });

  for (const f of bundle.manifest.client) {
    const text = bundle.texts.get(f.path);
    if (text !== undefined) {
      files.write(f.path, rebase(text));
      continue;
    }
    const dest = files.pathOf(f.path);
    await link(join(bundle.dir, 'client', f.path), dest).catch(() =>
      copyFile(join(bundle.dir, 'client', f.path), dest),
    );
  }
  files.write(
    '_headers',
    formatHeaders(headerRules(snapshot.referenceId, { contentSecurityPolicy: bundle.securityPolicy(snapshot), base })),
  );
  return { pages: jobs.length, bytes: files.bytes, links };
}

/** The live release's record of page dates, put in the release directory by the build (buildTenant.ts). */
function previousPageDates(outDir: string): PageDates {
  try {
    return parsePageDates(readFileSync(join(outDir, LASTMOD_FILE)));
  } catch {
    return {};
  }
}

/** Renders a tenant, then checks the release (verify.ts); returns the number of HTML pages and the bytes written. */
export async function renderAndVerify(
  snapshot: TenantSnapshot,
  bundleDir: string,
  outDir: string,
  verify: { siteOrigin: string; expectedPages: number },
): Promise<{ pages: number; bytes: number }> {
  const { links, bytes } = await renderTenant(snapshot, bundleDir, outDir);
  try {
    const pages = await verifyRelease(
      outDir,
      snapshot.referenceId,
      verify.siteOrigin,
      verify.expectedPages,
      links,
      basePathOf(snapshot),
    );
    return { pages, bytes };
  } catch (err) {
    throw new VerifyError(err instanceof Error ? err.message : String(err));
  }
}

/** A release that failed its checks: the message says what is wrong (no stack needed). */
export class VerifyError extends Error {}
