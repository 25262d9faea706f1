/** Serves the published tree (var/www) on PORT (default 4321). */
import { serve } from '@hono/node-server';
import { createStaticApp } from '../src/server/static.ts';
import { layoutOf } from '../src/build/publish.ts';

const port = Number(process.env.PORT ?? 4321);
const app = createStaticApp(layoutOf(process.env.VAR_DIR ?? 'var'));
const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1' }, (info) => {
  console.log(`storefronts on http://localhost:${info.port}`);
});
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => server.close(() => process.exit(0)));
