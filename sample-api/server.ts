/**
 * The bundled sample restaurant API (design decision 7): real HTTP on localhost, serving the fixture tenants of
 * ./fixtures with the paths of spec §7, so `npm start` and the tests need no outside service. Point
 * `API_BASE_URL` at a real API and the same build uses that instead.
 *
 * Layout: fixtures/ (tenant data), tenants.ts (registry and test state), shifts.ts (open/slots), images.ts
 * (pictures), routes/ (one file per group of calls), orders/ (orders), accounts/ (customers, OTP, wallets, bookings).
 */
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { bodyLimit } from 'hono/body-limit';
import type { AddressInfo } from 'node:net';
import { createImageStore } from './images.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { createOrderStore } from './orders/store.ts';
import { geoRoutes } from './routes/geo.ts';
import { paymentRoutes } from './routes/payments.ts';
import { imageRoutes } from './routes/images.ts';
import { orderRoutes } from './routes/orders.ts';
import { createAccounts } from './accounts/index.ts';
import { orderCustomers } from './accounts/orderHook.ts';
import { accountRoutes } from './routes/accounts.ts';
import { json } from './routes/respond.ts';
import { testControlRoutes } from './routes/test-control.ts';
import { createTenantRegistry } from './tenants.ts';
import { engagementRoutes } from './routes/engagement.ts';
import { codeLimitsFromEnv, codeRateLimits, type CodeLimits } from './accounts/rateLimit.ts';
import { siteOrigins } from './orders/payment.ts';

export interface SampleApiOptions {
  /** The URL the API is reached at; picture URLs in the payloads start with it. */
  baseUrl: string;
  /** Serve the hostile tenant and the `/__test/*` control calls (tests only). */
  includeTestTenants?: boolean;
  /** Delay every answer by this many milliseconds (to see loading states). */
  delayMs?: number;
  /** Keep drawn pictures on disk here too (e.g. var/cache/sample-images), so restarts do not redraw them. */
  imageCacheDir?: string;
  /** Keep orders (node:sqlite) in this directory; in memory when missing. */
  dataDir?: string;
  /** The server's clock (orders' creation time and progress, booking windows). */
  now?: () => Date;
  /**
   * Take a request's `x-current-time` header as "now" for what it creates and what it is shown (orders, bookings,
   * statuses): browser tests set the pages' clocks and the API follows them. Off by default: a client choosing its
   * own time booked inside the minimum advance and backdated orders to "delivered". Default: includeTestTenants.
   * The shifts call reads the header always (spec §7: it only shapes the answer, it grants nothing).
   */
  trustClientClock?: boolean;
  /**
   * The storefront's origin(s) (PUBLIC_SITE_URL): the demo payment returns only there, or to a tenant's custom
   * domain, below `/{ref}/` (orders/payment.ts). Default http://localhost:4321, the storefront's own default.
   */
  siteUrl?: string | readonly string[];
  /** Limits of the code calls per phone and per client (accounts/rateLimit.ts); the defaults suit people. */
  codeLimits?: Partial<CodeLimits>;
  /** Behind one reverse proxy: the client is the last `X-Forwarded-For` entry, not the socket's address. */
  trustProxy?: boolean;
}

/** Request headers the storefront sends (spec §7), allowed cross-origin: islands call the API from the site. */
const ALLOWED_HEADERS = [
  'Accept',
  'Accept-Language',
  'Authorization',
  'Cache-Control',
  'Content-Type',
  'Pragma',
  'X-Current-Time',
  'X-Locale',
  'X-Version',
  'X-Webapp',
  'X-Requested-With',
];

/** The largest request body the sample API reads. */
export const MAX_REQUEST_BYTES = 256 * 1024;
const limitBody = bodyLimit({
  maxSize: MAX_REQUEST_BYTES,
  onError: () => json({ code: 'too_large', message: `The request is over ${MAX_REQUEST_BYTES} bytes` }, 413),
});

/** The sample API as a Hono app (no socket): `app.fetch(request)` answers. */
export function createSampleApi(opts: SampleApiOptions): Hono {
  const registry = createTenantRegistry({ baseUrl: opts.baseUrl, includeTestTenants: !!opts.includeTestTenants });
  const images = createImageStore({ cacheDir: opts.imageCacheDir });
  const app = new Hono();

  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: ALLOWED_HEADERS,
      exposeHeaders: ['ETag', 'Retry-After'],
      maxAge: 600,
    }),
  );
  // Every body bounded while it streams (design decision 10), before anything reads it (the code limits read the
  // phone of a send-otp body): the largest real one is an order of a few hundred lines. The test-control calls
  // (a whole restaurant payload, tests only) have no such bound.
  app.use('*', async (c, next) => {
    if (opts.includeTestTenants && new URL(c.req.url).pathname.startsWith('/__test/')) return next();
    return limitBody(c, next);
  });
  if (!(opts.trustClientClock ?? opts.includeTestTenants)) {
    app.use('*', async (c, next) => {
      if (!new URL(c.req.url).pathname.startsWith('/webapp/v5/shifts/')) c.req.raw.headers.delete('x-current-time');
      await next();
    });
  }
  if (opts.delayMs && opts.delayMs > 0) {
    const delay = opts.delayMs;
    app.use('*', async (_c, next) => {
      await new Promise((resolve) => setTimeout(resolve, delay));
      await next();
    });
  }

  app.route('/', catalogRoutes(registry));
  app.route('/', imageRoutes(images));
  app.route('/', geoRoutes());
  const orders = createOrderStore({ dataDir: opts.dataDir });
  const accounts = createAccounts({ dataDir: opts.dataDir, clock: opts.now });
  const sites = siteOrigins(opts.siteUrl ?? 'http://localhost:4321');
  app.use('*', async (c, next) => {
    c.set('siteOrigins', sites);
    await next();
  });
  app.use('*', codeRateLimits({ clock: accounts.clock, limits: opts.codeLimits, trustProxy: opts.trustProxy }));
  app.route('/', orderRoutes(registry, orders, opts.now, orderCustomers(accounts, orders, registry)));
  app.route('/', paymentRoutes(orders, registry, sites));
  app.route('/', accountRoutes(registry, accounts, orders, opts.now));
  app.route(
    '/',
    engagementRoutes(registry, orders, { baseUrl: opts.baseUrl, now: opts.now, testRoutes: opts.includeTestTenants }),
  );
  if (opts.includeTestTenants) app.route('/', testControlRoutes(registry, undefined, accounts.outbox));

  app.notFound((c) => json({ message: `Not found: ${c.req.method} ${new URL(c.req.url).pathname}` }, 404));
  app.onError((err) => {
    console.error('[sample-api]', err);
    return json({ message: 'Internal server error' }, 500);
  });
  return app;
}

export interface StartSampleApiOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  includeTestTenants?: boolean;
  delayMs?: number;
  imageCacheDir?: string;
  dataDir?: string;
  now?: () => Date;
  /** Default: PUBLIC_SITE_URL, else http://localhost:4321. */
  siteUrl?: string | readonly string[];
  /** Default: SAMPLE_API_CODES_PER_PHONE, SAMPLE_API_CODES_PER_CLIENT, SAMPLE_API_CHECKS_PER_CLIENT, else CODE_LIMITS. */
  codeLimits?: Partial<CodeLimits>;
  /** Default: SAMPLE_API_TRUST_PROXY=1. */
  trustProxy?: boolean;
  /** Default: SAMPLE_API_TRUST_CLIENT_CLOCK=1, else includeTestTenants (SampleApiOptions.trustClientClock). */
  trustClientClock?: boolean;
}

export interface RunningSampleApi {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:4010 — use it as API_BASE_URL. */
  url: string;
  close(): Promise<void>;
}

/** Starts the sample API on a socket; resolves once it listens. */
export async function startSampleApi(opts: StartSampleApiOptions = {}): Promise<RunningSampleApi> {
  const host = opts.host ?? '127.0.0.1';
  const siteUrl = opts.siteUrl ?? (process.env.PUBLIC_SITE_URL || undefined);
  if (siteUrl) siteOrigins(siteUrl); // a wrong site URL stops the start before a socket is open
  // The app needs its own URL (picture URLs), known only once the port is bound: create it after listening.
  let app: Hono | null = null;
  const server = createAdaptorServer({
    // The Node bindings (env) carry the socket: the rate limits read the client's address from it.
    fetch: (request: Request, env: unknown) => (app ? app.fetch(request, env) : json({ message: 'Starting' }, 503)),
    hostname: host,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  app = createSampleApi({
    baseUrl: url,
    includeTestTenants: opts.includeTestTenants,
    delayMs: opts.delayMs,
    imageCacheDir: opts.imageCacheDir,
    dataDir: opts.dataDir,
    now: opts.now,
    siteUrl,
    codeLimits: { ...codeLimitsFromEnv(process.env), ...opts.codeLimits },
    trustProxy: opts.trustProxy ?? process.env.SAMPLE_API_TRUST_PROXY === '1',
    trustClientClock:
      opts.trustClientClock ?? (process.env.SAMPLE_API_TRUST_CLIENT_CLOCK === '1' || opts.includeTestTenants),
  });
  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // Keep-alive sockets would hold close() open until they time out.
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
