import { describe, expect, it } from 'vitest';
import { buildClockFromEnv, DEFAULT_TENANT_DEADLINE_MS, tenantDeadlineFromEnv } from './buildTenant.ts';

describe("a build's clock", () => {
  it('is BUILD_NOW when it names an instant: the same instant on every call', () => {
    const clock = buildClockFromEnv({ BUILD_NOW: '2026-11-23T08:00:00+03:00' });
    expect(clock?.().toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(clock?.().getTime()).toBe(clock?.().getTime());
  });

  it('is the real one without BUILD_NOW, or when it names no instant', () => {
    expect(buildClockFromEnv({})).toBeUndefined();
    expect(buildClockFromEnv({ BUILD_NOW: 'next Monday' })).toBeUndefined();
  });
});

describe("a tenant build's deadline", () => {
  it('is TENANT_BUILD_TIMEOUT_MS when it is a positive number, else ten minutes', () => {
    expect(tenantDeadlineFromEnv({ TENANT_BUILD_TIMEOUT_MS: '30000' })).toBe(30_000);
    expect(tenantDeadlineFromEnv({ TENANT_BUILD_TIMEOUT_MS: '-1' })).toBe(DEFAULT_TENANT_DEADLINE_MS);
    expect(tenantDeadlineFromEnv({ TENANT_BUILD_TIMEOUT_MS: 'soon' })).toBe(DEFAULT_TENANT_DEADLINE_MS);
    expect(tenantDeadlineFromEnv({})).toBe(10 * 60_000);
  });
});
