/** Serves the published tree (var/www, or the PUBLISH_TARGET bucket) on PORT (default 4321), with `GET /healthz`. */
import { Hono } from 'hono';
import { createStaticApp } from '../src/server/static.ts';
import { siteSourceFromEnv } from '../src/publish/siteSource.ts';
import { bindOrExit, listen } from '../src/server/listen.ts';
import { layoutOf } from '../src/build/publish.ts';
import { configOrExit, parseConfig } from '../src/config.ts';
import { createLogger } from '../src/ops/logger.ts';

const parsed = parseConfig();
const logger = createLogger({ level: parsed.ok ? parsed.config.logLevel : 'info', base: { component: 'serve' } });
const config = configOrExit((line) => logger.info(line));
const app = new Hono();
app.get('/healthz', (c) => c.json({ ok: true }, 200, { 'Cache-Control': 'no-store' }));
app.route('/', createStaticApp(layoutOf(config.varDir), siteSourceFromEnv(config.varDir)));
const { server, port } = await bindOrExit(
  () => listen({ fetch: app.fetch, port: config.port, hostname: config.host }),
  { port: config.port, host: config.host, portVariable: 'PORT', hostVariable: 'HOST' },
  (line) => logger.error(line),
);
logger.info(`storefronts on http://localhost:${port}`);
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    setTimeout(() => process.exit(1), config.shutdownTimeoutMs).unref();
    server.close(() => process.exit(0));
  });
}
