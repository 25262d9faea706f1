/** Serves the published tree (var/www) on PORT (default 4321). */
import { createStaticApp } from '../src/server/static.ts';
import { listen } from '../src/server/listen.ts';
import { layoutOf } from '../src/build/publish.ts';

const app = createStaticApp(layoutOf(process.env.VAR_DIR ?? 'var'));
const { server, port } = await listen({
  fetch: app.fetch,
  port: Number(process.env.PORT ?? 4321),
  hostname: process.env.HOST ?? '127.0.0.1',
});
console.log(`storefronts on http://localhost:${port}`);
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => server.close(() => process.exit(0)));
