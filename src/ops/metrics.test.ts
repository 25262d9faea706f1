import { describe, expect, it } from 'vitest';
import { BuildAbortedError } from '../build/deadline.ts';
import { TenantBuildError } from '../build/fetchTenant.ts';
import { RenderError } from '../build/workerPool.ts';
import { failingTenants, failureCategory, noteFailureCategory } from './metrics.ts';

describe('failure reasons of builds', () => {
  it('name the kind of failure from the error', () => {
    expect(
      failureCategory(new BuildAbortedError('deadline', 'build deadline of 1 s passed (TENANT_BUILD_TIMEOUT_MS)')),
    ).toBe('timeout');
    expect(failureCategory(new BuildAbortedError('shutdown', 'stopped: the worker is shutting down'))).toBe('shutdown');
    expect(
      failureCategory(new TenantBuildError('a', 'invalid payload from /x: field restaurant.currency (required)', true)),
    ).toBe('validation');
    expect(failureCategory(new TenantBuildError('a', 'picture http://x/a.png: host x is not allowed', true))).toBe(
      'picture',
    );
    expect(failureCategory(new TenantBuildError('a', '/webapp/v5/restaurant/a answered HTTP 503: unavailable'))).toBe(
      'network',
    );
    expect(failureCategory(new TenantBuildError('a', 'fetch failed'))).toBe('network');
    expect(
      failureCategory(
        new TenantBuildError('a', 'build deadline of 2 s passed (TENANT_BUILD_TIMEOUT_MS) while fetching pictures'),
      ),
    ).toBe('timeout');
    expect(failureCategory(new Error('something odd'))).toBe('other');
    expect(failureCategory('a string')).toBe('other');
  });

  it('keep the kind of the original error through its wrapper', () => {
    const wrapped = noteFailureCategory(new TenantBuildError('a', 'page /a/menu: boom', true), new RenderError('boom'));
    expect(failureCategory(wrapped)).toBe('render');
  });
});

describe('tenants failing', () => {
  it('counts a tenant by its latest finished republish: a failure a later build made good no longer counts', () => {
    // Newest first, as the queues list them.
    const jobs = [
      { ref: 'shawarma-house', state: 'done' },
      { ref: 'cafe-limmat', state: 'waiting' },
      { ref: 'cafe-limmat', state: 'failed' },
      { ref: 'shawarma-house', state: 'failed' },
      { ref: 'shawarma-house', state: 'failed' },
      { ref: 'sofreh', state: 'superseded' },
      { ref: 'sofreh', state: 'done' },
    ];
    expect(failingTenants(jobs)).toBe(1); // cafe-limmat only
    expect(failingTenants([])).toBe(0);
  });
});
