/**
 * A republish worker process on Redis whose build is a fake the test steers through Redis keys (fast, no Astro):
 *   {prefix}:fake:ms:{ref}       list of build durations, one popped per run (default 200 ms)
 *   {prefix}:fake:fail:{ref}     list of outcomes, one popped per run: 'transient' throws, 'permanent' is permanent,
 *                                'pictures' publishes with a picture left out
 *   {prefix}:fake:payload:{ref}  the "menu" the build reads when it starts; published to {prefix}:fake:published:{ref}
 *   {prefix}:fake:events         what happened: {type: start|end|fail, ref, workerId, payload, at}
 * Usage: node fakeRedisWorker.ts <redisUrl> <prefix> <workerId> <leaseMs>; prints "ready" once listening.
 */
import { Redis } from 'ioredis';
import { startRedisWorker } from '../redisWorker.ts';

const [url, prefix, workerId, leaseMs] = process.argv.slice(2) as [string, string, string, string];
const redis = new Redis(url);
const key = (name: string, ref?: string) => `${prefix}:fake:${name}${ref ? `:${ref}` : ''}`;
const event = (type: string, ref: string, payload: string | null) =>
  redis.rpush(key('events'), JSON.stringify({ type, ref, workerId, payload, at: Date.now() }));

const worker = startRedisWorker({
  url,
  prefix,
  workerId,
  leaseMs: Number(leaseMs),
  build: async (ref) => {
    const payload = await redis.get(key('payload', ref));
    await event('start', ref, payload);
    const ms = Number((await redis.lpop(key('ms', ref))) ?? 200);
    await new Promise((resolve) => setTimeout(resolve, ms));
    const outcome = await redis.lpop(key('fail', ref));
    if (outcome === 'permanent' || outcome === 'transient') await event('fail', ref, payload);
    if (outcome === 'permanent') return { permanent: true, error: `${ref}: invalid payload (field restaurant.name)` };
    if (outcome === 'transient') throw new Error(`${ref}: API answered 503`);
    const warning = outcome === 'pictures' ? `1 picture left out of the pages (could not be loaded): ${ref}.png` : null;
    await redis.set(key('published', ref), payload ?? '');
    await event('end', ref, payload);
    return { buildId: `${workerId}-${Date.now()}`, ...(warning ? { warning } : {}) };
  },
});
await worker.ready;
console.log('ready');
process.on('SIGTERM', () => void worker.stop().finally(() => process.exit(0)));
