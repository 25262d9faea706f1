/**
 * The app bundle: one Astro build of the whole app in server output (our adapter, adapter.mjs) with the
 * placeholder base `/__sf_base__`, made once per code version and cached in `var/render/{hash}` (the hash of
 * src/, locales/, astro.config.mjs and package-lock.json). Every tenant is then rendered from it
 * (renderTenant.ts): no tenant build bundles anything.
 *
 * The bundle is built in a child process (Vite's memory is returned when it exits) into a temporary directory
 * that is renamed into place, so processes racing for the same version never see half a bundle (the loser's
 * copy is discarded).
 */
import { createHash } from 'node:crypto';
import { fork } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');
/** The base the app is bundled with; renderTenant.ts replaces it with `/{referenceId}`. Same as astro.config.mjs. */
export const BASE_PLACEHOLDER = '/__sf_base__';
/** Bundles kept besides the newest (older code versions a running process may still be rendering with). */
const KEEP = 3;

/** The pages' inline scripts of the bundle's code version, by entry (bundleBuild.ts, features/site/scriptBundle.ts). */
export const INLINE_SCRIPTS_FILE = 'inline-scripts.json';

export interface BundleManifest {
  hash: string;
  /** The server entry module (exports `render`), relative to the bundle directory. */
  entry: string;
  /** Client files, relative to the bundle's client directory, and whether their text contains the placeholder. */
  client: Array<{ path: string; rewrite: boolean }>;
}

/**
 * Where bundles are cached: var/render of the project, shared by every VAR_DIR. It must stay inside the project:
 * the server bundle imports its dependencies (react, i18next, …) from the project's node_modules.
 */
export const bundleCacheDir = () => join(PROJECT_ROOT, 'var/render');

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, e.name);
    if (e.isDirectory()) out.push(...filesUnder(full));
    else if (e.isFile() && !/\.test\.tsx?$/.test(e.name)) out.push(full); // tests are not part of the bundle
  }
  return out;
}

/** The code version: a hash of every file the bundle is made from (paths and contents; tests left out). */
export function sourceHash(root = PROJECT_ROOT): string {
  const files = [
    ...filesUnder(join(root, 'src')),
    ...filesUnder(join(root, 'locales')),
    join(root, 'astro.config.mjs'),
    join(root, 'package-lock.json'),
  ]
    .filter((f) => existsSync(f))
    .sort();
  const h = createHash('sha256');
  for (const f of files) {
    h.update(relative(root, f));
    h.update('\0');
    h.update(readFileSync(f));
    h.update('\0');
  }
  return h.digest('hex').slice(0, 16);
}

async function listRel(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await listRel(dir, rel)));
    else out.push(rel);
  }
  return out;
}

/** Runs `astro build` of the app into outDir in a child process (bundleBuild.ts). */
function buildInChild(outDir: string, root: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = fork(fileURLToPath(new URL('./bundleBuild.ts', import.meta.url)), [outDir, root], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // Always a production build, whoever asks for it: under vitest (NODE_ENV=test) or a shell set for
      // development, Vite built React's development runtime (~118 kB gzip instead of ~60) into a bundle cached for
      // the code version, and every later build of that version shipped it to customers.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolvePromise() : reject(new Error(`the app bundle build failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

async function makeBundle(hash: string, cacheDir: string, root: string): Promise<string> {
  const final = join(cacheDir, hash);
  const tmp = join(cacheDir, `.tmp-${hash}-${process.pid}-${Date.now().toString(36)}`);
  await mkdir(cacheDir, { recursive: true });
  try {
    await buildInChild(tmp, root);
    const serverFiles = await listRel(join(tmp, 'server'));
    const entry = serverFiles.find((f) => f === 'entry.mjs') ?? serverFiles.find((f) => /^entry\.m?js$/.test(f));
    if (!entry) throw new Error(`the app bundle has no server entry (found ${serverFiles.slice(0, 5).join(', ')})`);
    const client = [];
    for (const path of existsSync(join(tmp, 'client')) ? await listRel(join(tmp, 'client')) : []) {
      const text = /\.(js|mjs|css|html|json|svg|txt|map)$/.test(path)
        ? await readFile(join(tmp, 'client', path), 'utf8')
        : '';
      client.push({ path, rewrite: text.includes(BASE_PLACEHOLDER) });
    }
    const manifest: BundleManifest = { hash, entry: `server/${entry}`, client };
    await writeFile(join(tmp, 'bundle.json'), JSON.stringify(manifest, null, 1));
    try {
      await rename(tmp, final);
    } catch (err) {
      // Another process finished the same version first: use theirs.
      if (!existsSync(join(final, 'bundle.json'))) throw err;
      await rm(tmp, { recursive: true, force: true });
    }
  } catch (err) {
    await rm(tmp, { recursive: true, force: true });
    throw err;
  }
  await pruneBundles(cacheDir, hash);
  return final;
}

/** Removes all but the newest KEEP bundles (and temporary directories left by a killed build after an hour). */
async function pruneBundles(cacheDir: string, current: string): Promise<void> {
  const entries = await Promise.all(
    (await readdir(cacheDir)).map(async (name) => ({
      name,
      mtime: (await stat(join(cacheDir, name)).catch(() => null))?.mtimeMs ?? 0,
    })),
  );
  const bundles = entries
    .filter((e) => !e.name.startsWith('.') && e.name !== current && e.name !== 'dev')
    .sort((a, b) => b.mtime - a.mtime);
  const stale = [
    ...bundles.slice(KEEP - 1),
    ...entries.filter((e) => e.name.startsWith('.tmp-') && Date.now() - e.mtime > 3600_000),
  ];
  for (const e of stale) await rm(join(cacheDir, e.name), { recursive: true, force: true });
}

const pending = new Map<string, Promise<string>>();
let memoHash: string | undefined;

/**
 * The directory of the app bundle for the current code, built first if missing. The code version is hashed
 * once per process (a running process renders with the code it loaded).
 */
export function ensureBundle(
  opts: { root?: string; cacheDir?: string; log?: (msg: string) => void } = {},
): Promise<string> {
  const root = opts.root ?? PROJECT_ROOT;
  const cacheDir = opts.cacheDir ?? bundleCacheDir();
  const hash = root === PROJECT_ROOT ? (memoHash ??= sourceHash(root)) : sourceHash(root);
  const dir = join(cacheDir, hash);
  const key = `${cacheDir}\0${hash}`;
  let p = pending.get(key);
  if (!p) {
    p = (async () => {
      if (existsSync(join(dir, 'bundle.json'))) return dir;
      const t0 = performance.now();
      opts.log?.(`bundling the app (code version ${hash}): once per code version`);
      const made = await makeBundle(hash, cacheDir, root);
      opts.log?.(`app bundled in ${((performance.now() - t0) / 1000).toFixed(1)}s`);
      return made;
    })();
    pending.set(key, p);
    // A failed bundle build is not retried by every tenant of a run at once: the next try is a minute later.
    p.catch(() => setTimeout(() => pending.delete(key), 60_000).unref());
  }
  return p;
}

/** Reads a bundle's manifest. */
export function readBundleManifest(dir: string): BundleManifest {
  return JSON.parse(readFileSync(join(dir, 'bundle.json'), 'utf8')) as BundleManifest;
}
