/**
 * The environment, parsed and checked once at start (scripts/start.ts, serve.ts, republish-worker.ts, build.ts):
 * every variable the README lists has a rule here, and a bad value stops the process before anything starts, with a
 * message naming the variable (never echoing a secret). The modules that read a variable themselves (the picture
 * policy, the webhook secrets, the build deadline) read the same text this schema has already accepted.
 */
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { decodeSecret } from './republish/signature.ts';
import { referenceIdProblem } from './domain/referenceId.ts';
import { parseTenantDomains } from './edge/domains.ts';
import { parsePublishTarget } from './publish/target.ts';

/** An unset variable and an empty one mean the same: the default (a compose file writes `X=` for "unset"). */
const unsetIfEmpty = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const opt = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfEmpty, schema.optional());

const integer = (min: number, max: number, what = 'an integer') =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be ${what} from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be ${what} from ${min} to ${max}`);

const httpUrl = z
  .string()
  .trim()
  .refine((s) => ['http:', 'https:'].includes(URL.parse(s)?.protocol ?? ''), 'must be an http(s) URL');

/** A value the module that reads it accepts (its own parser, so the rule is written once); its message names why. */
const parsedBy = (parse: (v: string) => unknown) =>
  z.string().superRefine((v, ctx) => {
    try {
      parse(v);
    } catch (err) {
      // The parsers name the variable themselves: keep only the reason.
      ctx.addIssue({ code: 'custom', message: (err as Error).message.replace(/^[A-Z_]+:? /, '') });
    }
  });

const list = z.string().transform((s) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean),
);

export const envSchema = z.object({
  API_BASE_URL: opt(httpUrl),
  PUBLIC_SITE_URL: opt(httpUrl),
  PORT: opt(integer(0, 65535)),
  HOST: opt(z.string().trim()),
  SAMPLE_API_PORT: opt(integer(0, 65535)),
  TENANTS: opt(
    list.superRefine((refs, ctx) => {
      for (const ref of refs) {
        const problem = referenceIdProblem(ref);
        if (problem) ctx.addIssue({ code: 'custom', message: `has an invalid referenceId (${problem})` });
      }
    }),
  ),
  VAR_DIR: opt(z.string()),
  BUILD_CONCURRENCY: opt(integer(1, 64)),
  ASTRO_WORKER_HEAP_MB: opt(integer(64, 65_536)),
  // glibc reads it at process start (the npm scripts and the Dockerfile set 2); checked here so a typo is caught.
  MALLOC_ARENA_MAX: opt(integer(1, 64)),
  REDIRECT_ALLOWLIST: opt(list),
  IMAGE_HOSTS: opt(list),
  IMAGE_PRIVATE_NETWORKS: opt(
    list.superRefine((cidrs, ctx) => {
      for (const cidr of cidrs)
        if (!ipaddr.isValidCIDR(cidr))
          ctx.addIssue({ code: 'custom', message: `"${cidr}" is not a CIDR range such as 10.0.0.0/8` });
    }),
  ),
  IMAGE_FETCH_TIMEOUT_MS: opt(integer(1, 3_600_000)),
  IMAGE_MAX_BYTES: opt(integer(1, 2 ** 31)),
  TENANT_BUILD_TIMEOUT_MS: opt(integer(1, 24 * 3_600_000)),
  WEBHOOK_SECRET: opt(
    z.string().superRefine((s, ctx) => {
      for (const [i, secret] of s.trim().split(/\s+/).entries()) {
        try {
          decodeSecret(secret);
        } catch {
          // Which one, never what it is.
          ctx.addIssue({ code: 'custom', message: `secret #${i + 1} is not a whsec_… (base64) secret` });
        }
      }
    }),
  ),
  WEBHOOK_SECRETS_FILE: opt(z.string()),
  REDIS_URL: opt(
    z
      .string()
      .trim()
      .refine(
        (s) => ['redis:', 'rediss:'].includes(URL.parse(s)?.protocol ?? ''),
        'must be a redis:// or rediss:// URL',
      ),
  ),
  WORKERS: opt(integer(1, 64)),
  LEASE_MS: opt(integer(1000, 3_600_000)),
  PUBLIC_API_URL: opt(httpUrl),
  // A template ({z}/{x}/{y}): checked as the URL it becomes.
  TILE_URL: opt(
    z
      .string()
      .trim()
      .refine(
        (s) => ['http:', 'https:'].includes(URL.parse(s.replace(/\{[a-z]\}/g, '0'))?.protocol ?? ''),
        'must be an http(s) URL template',
      ),
  ),
  TILE_ATTRIBUTION: opt(z.string()),
  GEOCODER_URL: opt(httpUrl),
  PUBLISH_TARGET: opt(parsedBy(parsePublishTarget)),
  S3_ENDPOINT: opt(httpUrl),
  S3_FORCE_PATH_STYLE: opt(z.string().regex(/^(0|1|true|false|yes|no)$/i, 'must be 1 or 0')),
  AWS_REGION: opt(z.string().trim()),
  AWS_DEFAULT_REGION: opt(z.string().trim()),
  AWS_ACCESS_KEY_ID: opt(z.string().trim()),
  AWS_SECRET_ACCESS_KEY: opt(z.string().trim()),
  POINTER_TTL_MS: opt(integer(0, 3_600_000)),
  CDN_PURGE_URL: opt(httpUrl),
  CDN_PURGE_TOKEN: opt(z.string().trim()),
  TENANT_DOMAINS: opt(parsedBy(parseTenantDomains)),
  CHROME_PATH: opt(z.string()),
  E2E_CHROME_PATH: opt(z.string()),
  E2E_CLOCK: opt(z.string().refine((s) => Number.isFinite(Date.parse(s)), 'must be an ISO instant')),
  BUILD_NOW: opt(z.string().refine((s) => Number.isFinite(Date.parse(s)), 'must be an ISO instant')),
  // Below 16 characters a bearer token can be guessed; the operator pages are not worth the risk.
  METRICS_TOKEN: opt(z.string().trim().min(16, 'must be at least 16 characters')),
  METRICS_PORT: opt(integer(1, 65535)),
  LOG_LEVEL: opt(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  SHUTDOWN_TIMEOUT_MS: opt(integer(100, 600_000)),
});

/** The variables this project reads (the README's table lists the same). */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

/** Values that are never printed or logged. */
export const SECRET_VARIABLES = new Set<string>([
  'WEBHOOK_SECRET',
  'METRICS_TOKEN',
  'AWS_SECRET_ACCESS_KEY',
  'CDN_PURGE_TOKEN',
]);

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env;
  port: number;
  host: string;
  varDir: string;
  buildConcurrency: number;
  redirectAllowlist: string[];
  logLevel: NonNullable<Env['LOG_LEVEL']>;
  shutdownTimeoutMs: number;
  metricsToken: string | undefined;
  leaseMs: number;
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; errors: string[] };

/** Parses the environment; a bad value is one message naming its variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): ConfigResult {
  const parsed = envSchema.safeParse(env);
  const errors: string[] = [];
  if (env.CDN_PURGE_URL?.trim() && !env.CDN_PURGE_TOKEN?.trim())
    errors.push('CDN_PURGE_TOKEN is required with CDN_PURGE_URL');
  if (!parsed.success || errors.length) {
    errors.unshift(
      ...(parsed.error?.issues ?? []).map((issue) => {
        const name = String(issue.path[0] ?? '?');
        const raw = env[name];
        // The value is shown to help fix a typo, except for secrets.
        const shown =
          SECRET_VARIABLES.has(name) || raw === undefined ? '' : ` (got ${JSON.stringify(raw.slice(0, 80))})`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
    return { ok: false, errors };
  }
  const e = parsed.data;
  return {
    ok: true,
    config: {
      env: e,
      port: e.PORT ?? 4321,
      host: e.HOST ?? '127.0.0.1',
      varDir: e.VAR_DIR ?? 'var',
      buildConcurrency: e.BUILD_CONCURRENCY ?? 1,
      redirectAllowlist: e.REDIRECT_ALLOWLIST ?? [],
      logLevel: e.LOG_LEVEL ?? 'info',
      shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS ?? 10_000,
      metricsToken: e.METRICS_TOKEN,
      leaseMs: e.LEASE_MS ?? 60_000,
    },
  };
}

/** The effective configuration, one `NAME=value` per set variable, secrets masked. */
export function describeConfig(env: NodeJS.ProcessEnv = process.env): string[] {
  return ENV_VARIABLES.flatMap((name) => {
    const raw = unsetIfEmpty(env[name]) as string | undefined;
    if (raw === undefined) return [];
    if (SECRET_VARIABLES.has(name)) {
      const n = name === 'WEBHOOK_SECRET' ? raw.trim().split(/\s+/).length : 1;
      return [`${name}=<set, ${n} value${n === 1 ? '' : 's'}, hidden>`];
    }
    // A URL may carry a password (redis://:pass@host): never shown.
    const url = /^[a-z]+:\/\//i.test(raw) ? URL.parse(raw) : null;
    if (url?.password) {
      url.password = '***';
      return [`${name}=${url.toString()}`];
    }
    return [`${name}=${raw}`];
  });
}

/**
 * For the scripts: the configuration, or the errors on stderr and exit 1 before anything starts. Prints the
 * summary of what is set (secrets masked) through `print`.
 */
export function configOrExit(print: (line: string) => void, env: NodeJS.ProcessEnv = process.env): Config {
  const result = parseConfig(env);
  if (!result.ok) {
    for (const error of result.errors) console.error(`configuration: ${error}`);
    console.error('See "Environment variables" in README.md.');
    process.exit(1);
  }
  const c = result.config;
  const lines = describeConfig(env);
  print(
    `configuration: ${lines.length ? lines.join(' ') : 'nothing set'}; in effect: port ${c.port} on ${c.host}, ` +
      `VAR_DIR ${c.varDir}, queue ${c.env.REDIS_URL ? 'Redis' : 'SQLite'}, ` +
      `published to ${c.env.PUBLISH_TARGET ?? 'the local tree'}, ` +
      `/metrics and /ops ${c.metricsToken ? 'on (METRICS_TOKEN set)' : 'off (METRICS_TOKEN unset)'}, log level ${c.logLevel}`,
  );
  return result.config;
}
