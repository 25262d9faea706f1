/**
 * Bundles the edge worker (src/edge/worker.ts) into one ES module for Cloudflare (`npm run build:edge` writes
 * dist/edge/worker.js for `wrangler deploy`; the tests load the same bundle into miniflare).
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { readNotFoundTexts } from '../publish/notFoundTexts.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export async function bundleWorker(outfile?: string): Promise<string> {
  const result = await build({
    entryPoints: [here('./worker.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    mainFields: ['module', 'main'],
    inject: [here('./bufferShim.ts')],
    // The servers' own not-found page in the visitor's language (worker.ts): its words as data.
    define: { __SF_NOT_FOUND_TEXTS__: JSON.stringify(readNotFoundTexts()) },
    minify: false,
    write: Boolean(outfile),
    ...(outfile ? { outfile } : {}),
    logLevel: 'error',
  });
  if (outfile) return outfile;
  return result.outputFiles![0]!.text;
}
