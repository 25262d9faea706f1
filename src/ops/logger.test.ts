import { describe, expect, it } from 'vitest';
import { createLogger, humanStream, lineLogger, memoryStream, scrubText } from './logger.ts';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const TOKEN = 'ops-token-0123456789abcdef';

describe('structured logs', () => {
  it('writes one JSON line per event with its fields', () => {
    const out = memoryStream();
    const logger = createLogger({ destination: out, base: { component: 'test' } });
    logger.info(
      { tenant: 'demo', jobId: 7, buildId: 'B1', durationMs: 1234, outcome: 'published' },
      'republish demo: live',
    );
    expect(out.lines).toHaveLength(1);
    expect(JSON.parse(out.lines[0]!)).toMatchObject({
      level: 30,
      component: 'test',
      tenant: 'demo',
      jobId: 7,
      buildId: 'B1',
      durationMs: 1234,
      outcome: 'published',
      msg: 'republish demo: live',
    });
  });

  it('removes secret keys wherever they sit in an event', () => {
    const out = memoryStream();
    const logger = createLogger({ destination: out });
    logger.info(
      {
        secret: SECRET,
        headers: { authorization: `Bearer ${TOKEN}`, 'webhook-signature': 'v1,abc' },
        env: { WEBHOOK_SECRET: SECRET, METRICS_TOKEN: TOKEN },
        opts: { code: '123456' },
      },
      'event',
    );
    const text = out.lines.join('\n');
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('123456');
    expect(text).not.toContain('v1,abc');
  });

  it('masks secret-shaped text inside a message', () => {
    const out = memoryStream();
    const log = lineLogger(createLogger({ destination: out }));
    log(
      `oops ${SECRET} Authorization: Bearer ${TOKEN} v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4= https://x/?code=987654&a=1 redis://:hunter2@redis:6379`,
    );
    const text = out.lines.join('\n');
    for (const s of [SECRET, TOKEN, 'K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN', '987654', 'hunter2'])
      expect(text).not.toContain(s);
    expect(scrubText('nothing secret here')).toBe('nothing secret here');
  });

  it('a line about one business carries it as a field, so the log can be filtered by tenant', () => {
    const out = memoryStream();
    const log = lineLogger(createLogger({ destination: out }), { component: 'worker' });
    log('picture left out of the pages: https://x/a.jpg: HTTP 404', { tenant: 'cafe-limmat' });
    log('storefronts on http://localhost:4321');
    const [about, general] = out.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(about).toMatchObject({ component: 'worker', tenant: 'cafe-limmat' });
    expect(general).not.toHaveProperty('tenant');
  });

  it('a progress line naming a failure is a warning', () => {
    const out = memoryStream();
    const log = lineLogger(createLogger({ destination: out }));
    log('[1/2] ✓ demo');
    log('[2/2] ✗ other: field x (required)');
    expect(out.lines.map((l) => (JSON.parse(l) as { level: number }).level)).toEqual([30, 40]);
  });

  it('a summary with no failure is information, one with failures a warning', () => {
    const out = memoryStream();
    const log = lineLogger(createLogger({ destination: out }));
    log('done: 5 built, 0 failed, 1270 pages in 20.8s');
    log('done: 4 built, 1 failed, 1000 pages in 20.8s');
    log('done: 10 built, 0 failed, 2000 pages in 9.1s\nfailed:\n  - x: error');
    expect(out.lines.map((l) => (JSON.parse(l) as { level: number }).level)).toEqual([30, 40, 40]);
  });

  it('prints readable lines for a terminal', () => {
    const written: string[] = [];
    const logger = createLogger({ destination: humanStream({ write: (s: string) => written.push(s) }) });
    logger.warn({ tenant: 'demo', durationMs: 5 }, 'republish demo: failed');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^\d\d:\d\d:\d\d WARN republish demo: failed {2}tenant=demo durationMs=5\n$/);
  });
});
