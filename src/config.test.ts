import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeConfig, ENV_VARIABLES, parseConfig } from './config.ts';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const errorsOf = (env: NodeJS.ProcessEnv) => {
  const r = parseConfig(env);
  return r.ok ? [] : r.errors;
};

describe('configuration checked at start', () => {
  it('an empty environment gives the documented defaults', () => {
    const r = parseConfig({});
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.config).toMatchObject({
      port: 4321,
      host: '127.0.0.1',
      varDir: 'var',
      buildConcurrency: 1,
      leaseMs: 60_000,
      shutdownTimeoutMs: 10_000,
      logLevel: 'info',
    });
    expect(r.config.metricsToken).toBeUndefined();
  });

  it('an empty value means unset', () => {
    const r = parseConfig({ PORT: '', REDIS_URL: ' ' });
    expect(r.ok && r.config.port).toBe(4321);
  });

  it('a bad port is refused naming PORT and the value', () => {
    expect(errorsOf({ PORT: 'eighty' })).toEqual([
      expect.stringMatching(/^PORT must be an integer from 0 to 65535 \(got "eighty"\)$/),
    ]);
    expect(errorsOf({ PORT: '70000' })[0]).toMatch(/^PORT /);
    expect(errorsOf({ PORT: '-1' })[0]).toMatch(/^PORT /);
  });

  it('every bad value is reported, each naming its variable', () => {
    const errors = errorsOf({
      API_BASE_URL: 'ftp://x',
      REDIS_URL: 'http://localhost:6379',
      BUILD_CONCURRENCY: '0',
      LEASE_MS: '10',
      IMAGE_PRIVATE_NETWORKS: '10.0.0.0/8,nonsense',
      TENANTS: 'good,../etc',
      LOG_LEVEL: 'loud',
      E2E_CLOCK: 'yesterday',
      MALLOC_ARENA_MAX: 'two',
    });
    expect(errors.map((e) => e.split(' ')[0]).sort()).toEqual(
      [
        'API_BASE_URL',
        'BUILD_CONCURRENCY',
        'E2E_CLOCK',
        'IMAGE_PRIVATE_NETWORKS',
        'LEASE_MS',
        'LOG_LEVEL',
        'MALLOC_ARENA_MAX',
        'REDIS_URL',
        'TENANTS',
      ].sort(),
    );
    expect(errors.find((e) => e.startsWith('IMAGE_PRIVATE_NETWORKS'))).toContain('"nonsense" is not a CIDR range');
  });

  it('a malformed webhook secret is refused without echoing it', () => {
    const errors = errorsOf({ WEBHOOK_SECRET: `${SECRET} whsec_not!base64!!` });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^WEBHOOK_SECRET secret #2 /);
    expect(errors[0]).not.toContain('not!base64');
    expect(errors[0]).not.toContain(SECRET);
  });

  it('a bad publish target, custom-domain list or purge setting is refused naming its variable', () => {
    const errors = errorsOf({
      PUBLISH_TARGET: 'ftp://bucket',
      TENANT_DOMAINS: 'menu.example.com',
      CDN_PURGE_URL: 'https://api.cloudflare.com/x',
      S3_FORCE_PATH_STYLE: 'maybe',
    });
    expect(errors.map((e) => e.split(' ')[0]).sort()).toEqual([
      'CDN_PURGE_TOKEN',
      'PUBLISH_TARGET',
      'S3_FORCE_PATH_STYLE',
      'TENANT_DOMAINS',
    ]);
    expect(errors.find((e) => e.startsWith('PUBLISH_TARGET'))).toMatch(/neither "file:" nor "s3:\/\/bucket\/prefix"/);
    expect(
      parseConfig({
        PUBLISH_TARGET: 's3://storefront/sites',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: '1',
        TENANT_DOMAINS: 'menu.cafe.example=cafe-limmat',
      }).ok,
    ).toBe(true);
  });

  it('a short metrics token is refused without echoing it', () => {
    const errors = errorsOf({ METRICS_TOKEN: 'short-token' });
    expect(errors[0]).toMatch(/^METRICS_TOKEN must be at least 16 characters$/);
  });

  it('the summary masks secrets and passwords in URLs', () => {
    const token = 'tok-0123456789abcdef';
    const lines = describeConfig({
      WEBHOOK_SECRET: `${SECRET} ${SECRET}`,
      METRICS_TOKEN: token,
      AWS_SECRET_ACCESS_KEY: 'minio-secret-key-1',
      CDN_PURGE_TOKEN: 'purge-token-1',
      REDIS_URL: 'redis://:hunter2hunter2@redis:6379',
      PORT: '8080',
    });
    const text = lines.join('\n');
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(token);
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('minio-secret-key-1');
    expect(text).not.toContain('purge-token-1');
    expect(text).toContain('WEBHOOK_SECRET=<set, 2 values, hidden>');
    expect(text).toContain('PORT=8080');
    expect(text).toContain('REDIS_URL=redis://:***@redis:6379');
  });

  it('the README lists exactly the variables the schema checks', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const section = readme.slice(
      readme.indexOf('## Environment variables'),
      readme.indexOf('\n## ', readme.indexOf('## Environment variables') + 5),
    );
    const documented = new Set(
      [...section.matchAll(/^\| ([^|]+) \|/gm)].flatMap((m) =>
        [...m[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((x) => x[1]!),
      ),
    );
    expect([...documented].sort()).toEqual([...ENV_VARIABLES].sort());
  });
});
