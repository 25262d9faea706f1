/**
 * The container files cannot be built on these machines (no registry), so their words are checked instead: every
 * npm script and script file they run exists, and every variable they set or read is one the configuration checks
 * (src/config.ts) and the README documents.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from '../../src/config.ts';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
const readme = read('README.md');
const known = new Set<string>(ENV_VARIABLES);

/** The npm scripts a text runs: `npm start`, `npm run x`, and the same as JSON exec arrays. */
function npmScripts(text: string): string[] {
  const flat = text.replace(/["']\s*,\s*["']/g, ' ').replace(/["']/g, ' ');
  const found: string[] = [];
  for (const m of flat.matchAll(/\bnpm\s+(start|test|run(?:-script)?\s+([\w:.-]+))/g)) found.push(m[2] ?? m[1]!);
  return found;
}
/** Script files run directly (`node scripts/x.ts`). */
const scriptFiles = (text: string) => [...text.matchAll(/\b((?:scripts|src)\/[\w/.-]+\.ts)\b/g)].map((m) => m[1]!);

/** The keys of an indented YAML mapping that starts at the line matching `start`. */
function mappingKeys(yaml: string, start: RegExp): string[] {
  const lines = yaml.split('\n');
  const i = lines.findIndex((l) => start.test(l));
  if (i < 0) return [];
  const indent = /^ */.exec(lines[i]!)![0].length;
  const keys: string[] = [];
  let childIndent = -1;
  for (const line of lines.slice(i + 1)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const own = /^ */.exec(line)![0].length;
    if (own <= indent) break;
    if (childIndent < 0) childIndent = own;
    const key = new RegExp(`^ {${childIndent}}([A-Za-z_][\\w<]*):`).exec(line)?.[1];
    if (key && key !== '<<') keys.push(key);
  }
  return keys;
}

describe('the Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  it('runs only npm scripts and script files that exist', () => {
    const used = npmScripts(dockerfile);
    expect(used.length).toBeGreaterThan(0);
    for (const script of used) expect(scripts).toContain(script);
    for (const file of scriptFiles(dockerfile)) expect(existsSync(new URL(file, root)), file).toBe(true);
  });
  it('sets only variables the configuration checks and the README lists', () => {
    const env = [...dockerfile.matchAll(/^ENV\s+([\s\S]*?)(?<!\\)\n/gm)].flatMap((m) =>
      [...m[1]!.matchAll(/([A-Z][A-Z0-9_]*)=/g)].map((x) => x[1]!),
    );
    expect(env.length).toBeGreaterThan(0);
    for (const name of env) {
      expect(known, name).toContain(name);
      expect(readme).toContain(`\`${name}\``);
    }
  });
  it('is multi-stage on Node 24 and installs no dev tools (no Chromium at run time)', () => {
    expect(dockerfile.match(/^FROM node:24-slim/gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    const instructions = dockerfile.replace(/^#.*$/gm, '');
    expect(instructions).not.toMatch(/chromium|playwright/i);
  });
});

describe('compose.yaml', () => {
  const compose = read('compose.yaml');
  it('runs only npm scripts that exist', () => {
    const used = npmScripts(compose);
    expect(used).toEqual(expect.arrayContaining(['start', 'worker']));
    for (const script of used) expect(scripts).toContain(script);
  });
  it('gives the storefront services only variables the configuration checks and the README lists', () => {
    const names = [
      ...mappingKeys(compose, /^x-storefront-env:/),
      ...mappingKeys(compose.slice(compose.indexOf('\n  site:')), /^ {4}environment:/),
      ...mappingKeys(compose.slice(compose.indexOf('\n  worker:')), /^ {4}environment:/),
    ];
    expect(names).toEqual(
      expect.arrayContaining(['API_BASE_URL', 'REDIS_URL', 'PUBLISH_TARGET', 'WEBHOOK_SECRET', 'HOST', 'WORKERS']),
    );
    for (const name of names) {
      expect(known, name).toContain(name);
      expect(readme).toContain(`\`${name}\``);
    }
  });
  it('reads only variables from .env that the README explains', () => {
    const interpolated = [...compose.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!);
    expect(interpolated).toEqual(expect.arrayContaining(['API_BASE_URL', 'WEBHOOK_SECRET', 'MINIO_ROOT_PASSWORD']));
    for (const name of interpolated) expect(readme).toContain(`\`${name}\``);
  });
  it('has the site, two workers, Redis and an S3-compatible store', () => {
    expect(compose).toMatch(/^ {2}site:\n {4}build: \./m);
    expect(compose).toMatch(/^ {2}worker:\n {4}build: \.[\s\S]*?replicas: 2/m);
    expect(compose).toMatch(/^ {2}redis:\n {4}image: redis/m);
    expect(compose).toMatch(/^ {2}minio:\n {4}image: minio\/minio/m);
  });
});
