/**
 * The build cost of one more locale (issue 14): the same sample of synthetic tenants built at 2 locales and at 4
 * (en, ar + tr, zh), pictures already encoded, so the difference is the pages of the extra languages and the
 * time to render and publish them. A first build at 2 locales warms the picture cache and is not measured.
 */
import { setAside } from './scratch.ts';
import { createApiClient } from '../../src/lib/api/client.ts';
import { buildAll } from '../../src/build/buildAll.ts';
import { startSyntheticApi, SYNTHETIC_LOCALES } from './synthetic.ts';

export const EXTRA_LOCALES = ['tr', 'zh'];

export interface LocaleCost {
  tenants: number;
  items: number;
  /** Pages and wall seconds of the sample at 2 and at 4 locales. */
  pages: { two: number; four: number };
  seconds: { two: number; four: number };
  /** Per extra locale and per tenant. */
  pagesPerLocale: number;
  secondsPerLocale: number;
  failed: number;
}

export async function localeCost(opts: {
  tenants: number;
  items: number;
  concurrency: number;
  varDir: string;
  siteUrl: string;
  log?: (line: string) => void;
}): Promise<LocaleCost> {
  const log = opts.log ?? (() => {});
  await setAside(opts.varDir);
  const api = await startSyntheticApi(opts.tenants, opts.items);
  const quiet = (l: string) => (/✗|^done/.test(l) ? log(l) : undefined);
  const build = () =>
    buildAll({
      api: createApiClient({ baseUrl: api.url }),
      apiBaseUrl: api.url,
      siteUrl: opts.siteUrl,
      varDir: opts.varDir,
      concurrency: opts.concurrency,
      log: quiet,
    });
  try {
    log(`  warm-up at ${SYNTHETIC_LOCALES.length} locales (pictures encoded once)`);
    const warm = await build();
    const two = await build();
    api.setLocales([...SYNTHETIC_LOCALES, ...EXTRA_LOCALES]);
    const four = await build();
    const extra = EXTRA_LOCALES.length * Math.max(1, opts.tenants);
    return {
      tenants: opts.tenants,
      items: opts.items,
      pages: { two: two.pages, four: four.pages },
      seconds: { two: two.seconds, four: four.seconds },
      pagesPerLocale: (four.pages - two.pages) / extra,
      secondsPerLocale: (four.seconds - two.seconds) / extra,
      failed: warm.failed.length + two.failed.length + four.failed.length,
    };
  } finally {
    await api.close();
    await setAside(opts.varDir);
  }
}
