/** Measuring helpers of the benchmark: process-tree RSS sampling, medians, JS bytes per page. */
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

/** RSS in bytes of a process and all its descendants (Linux /proc). */
export function treeRss(root = process.pid): number {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      parents.set(Number(name), ppid);
      rss.set(Number(name), kb * 1024);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  for (const [pid, bytes] of rss) {
    for (let p: number | undefined = pid; p; p = parents.get(p)) {
      if (p === root) {
        total += bytes;
        break;
      }
    }
  }
  return total;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2 : NaN;
};
export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};

/**
 * The JavaScript files a page runs before any interaction: script files and everything they import statically
 * (followed through the bundle's chunks), module preloads, and the islands that hydrate on load (client:load / idle
 * / only) with their renderer.
 */
export function pageJsFiles(release: string, ref: string, html: string): string[] {
  const seen = new Set<string>();
  const file = (url: string) => join(release, url.replace(`/${ref}/`, ''));
  const addFile = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    // Static imports and re-exports of an ES module chunk: `import"./x.js"`, `import{a}from"./x.js"`,
    // `export{a}from"./x.js"`, `export*from"./x.js"`.
    for (const m of readFileSync(path, 'utf8').matchAll(
      /(?:^|[;\s}])(?:import|export)\s*(?:[^"'()]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g,
    )) {
      addFile(join(path, '..', m[1]!));
    }
  };
  for (const m of html.matchAll(/<script([^>]*)>[\s\S]*?<\/script>/g)) {
    const attrs = m[1] ?? '';
    const src = /src="([^"]+)"/.exec(attrs)?.[1];
    if (src && !/type="application\/(ld\+)?json"/.test(attrs)) addFile(file(src));
  }
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) addFile(file(m[1]!));
  for (const m of html.matchAll(/<astro-island([^>]*)>/g)) {
    const attrs = m[1] ?? '';
    if (!/client="(load|idle|only)"/.test(attrs)) continue;
    for (const u of attrs.matchAll(/(?:component|renderer)-url="([^"]+)"/g)) addFile(file(u[1]!));
  }
  return [...seen];
}

/** Gzip bytes of the JavaScript a page runs before any interaction: its inline scripts and `pageJsFiles`. */
export function pageJsBytes(release: string, ref: string, html: string): number {
  const gzip = (code: Buffer) => gzipSync(code, { level: 9 }).length;
  let total = 0;
  for (const m of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? '';
    if (/type="application\/(ld\+)?json"/.test(attrs) || /src="/.test(attrs)) continue;
    total += gzip(Buffer.from(m[2] ?? ''));
  }
  for (const path of pageJsFiles(release, ref, html)) total += gzip(readFileSync(path));
  return total;
}
