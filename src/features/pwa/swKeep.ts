/** Keeping pages for offline use: a language's and selling types' pages with their scripts and pictures. */
import type { OfflineKeepList } from './keepList.ts';
import {
  assetsOfHtml,
  importsOfScript,
  strategyFor,
  versionOfPage,
  versionsOfLatest,
  type KeepMessage,
} from './swRules.ts';
import { keepable, kept, put } from './swCache.ts';
import { base, CURRENT, origin } from './swScope.ts';

/** Width kept of each picture of a kept page (cards are about this wide; any kept width stands in offline). */
const PICTURE_WIDTH = 320;

/** Runs `task` over `items`, `width` at a time; a failed item is skipped (keeping is best effort). */
async function each<T>(items: T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const run = async () => {
    while (next < items.length) await task(items[next++]!).catch(() => undefined);
  };
  await Promise.all(Array.from({ length: width }, run));
}

/** Keeps an asset (from an older release's cache when it is there: assets never change under one name). */
async function keepAsset(url: string): Promise<Response | undefined> {
  const here = await caches.match(url, { cacheName: CURRENT });
  if (here) return here;
  const old = await kept(url);
  const res = old ?? (await fetch(url, { priority: 'low' } as RequestInit));
  if (!keepable(res) && !old) {
    await res.body?.cancel().catch(() => undefined);
    return undefined;
  }
  await put(url, res);
  return caches.match(url, { cacheName: CURRENT });
}

/** The versions of the pages the live release serves (builds/latest.json), or null when it cannot be read. */
async function liveVersions(): Promise<Set<string> | null> {
  try {
    const res = await fetch(`${origin}${base}/builds/latest.json`, { cache: 'no-cache' });
    return res.ok ? versionsOfLatest(await res.json()) : null;
  } catch {
    return null;
  }
}

/**
 * A page kept by an older release's worker that the live release still serves as it was (its version is listed:
 * pageVersion.ts), kept again without fetching it: a republish of one dish does not make a returning visitor's
 * phone download every page of the menu again, only the pages the edit changed.
 */
async function keepUnchanged(url: string, live: Set<string> | null): Promise<Response | undefined> {
  if (!live) return undefined;
  const old = await kept(url);
  if (!old) return undefined;
  const version = versionOfPage(await old.clone().text());
  if (!version || !live.has(version)) return undefined;
  await put(url, old);
  return caches.match(url, { cacheName: CURRENT });
}

/** Keeps the pages of `locales` × `types` with their scripts and pictures, and what a page already loaded. */
export async function keep(list: OfflineKeepList, want: Omit<KeepMessage, 'kind' | 'locale'> & { locales: string[] }) {
  const pages = new Set<string>();
  const assets = new Set<string>();
  const pictures = new Set<string>();
  for (const locale of want.locales) {
    const entry = list.locales[locale];
    if (!entry) continue;
    for (const path of [entry.offline, ...entry.core, ...want.types.flatMap((t) => entry.types[t] ?? [])])
      pages.add(`${origin}${path}`);
  }
  for (const url of want.loaded) {
    const u = new URL(url, origin);
    if (u.origin !== origin) continue;
    const strategy = strategyFor(u.pathname, base, false);
    if (strategy === 'asset') assets.add(`${origin}${u.pathname}`);
    else if (strategy === 'other' && !u.pathname.includes('.')) pages.add(`${origin}${u.pathname}`);
  }
  const live = pages.size ? await liveVersions() : null;
  await each([...pages], 3, async (url) => {
    let res = (await caches.match(url, { cacheName: CURRENT })) ?? (await keepUnchanged(url, live));
    if (!res) {
      const fresh = await fetch(url, { cache: 'no-cache', priority: 'low' } as RequestInit);
      if (!keepable(fresh)) return void (await fresh.body?.cancel().catch(() => undefined));
      await put(url, fresh);
      res = await caches.match(url, { cacheName: CURRENT });
      if (!res) return;
    }
    const found = assetsOfHtml(await res.text(), base, PICTURE_WIDTH);
    for (const a of found.assets) assets.add(`${origin}${a}`);
    if (!want.light) for (const p of found.pictures) pictures.add(`${origin}${p}`);
  });
  // Scripts, and the chunks they import (an island's code is only named by its entry).
  const seen = new Set<string>();
  let queue = [...assets];
  while (queue.length) {
    const batch = queue.filter((u) => !seen.has(u));
    batch.forEach((u) => seen.add(u));
    const found: string[] = [];
    await each(batch, 4, async (url) => {
      const res = await keepAsset(url);
      if (res && /\.m?js$/.test(url)) found.push(...importsOfScript(await res.text(), url, base));
    });
    queue = found;
  }
  await each([...pictures], 4, async (url) => void (await keepAsset(url)));
}
