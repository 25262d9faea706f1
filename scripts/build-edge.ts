/** Writes the edge worker bundle for Cloudflare: dist/edge/worker.js (README "Hosting"). */
import { bundleWorker } from '../src/edge/bundle.ts';

const out = await bundleWorker(process.argv[2] ?? 'dist/edge/worker.js');
console.log(`edge worker bundled: ${out}`);
