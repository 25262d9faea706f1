import { expect, test } from 'vitest';
import type { RepublishJob } from './backend.ts';
import { jobStatus, senderError } from './jobStatus.ts';

const STACK = [
  'TenantBuildError: cafe-limmat: Refused redirect to "https://evil.example/phish": not same-site and not allowlisted',
  '    at fetchTenant (file:///srv/storefront/src/build/fetchTenant.ts:128:11)',
  '    at async run (file:///srv/storefront/src/republish/worker.ts:128:22)',
].join('\n');

const job = (over: Partial<RepublishJob>): RepublishJob => ({
  id: 7,
  ref: 'cafe-limmat',
  state: 'failed',
  attempts: 1,
  requests: 1,
  reason: null,
  createdAt: 0,
  updatedAt: 0,
  workerId: null,
  buildId: null,
  lastError: null,
  warning: null,
  ...over,
});

test("a failed job's error tells the sender the build's words, not the server's stack or files", () => {
  const { error } = jobStatus(job({ lastError: STACK }));
  expect(error).toBe(
    'cafe-limmat: Refused redirect to "https://evil.example/phish": not same-site and not allowlisted',
  );
  expect(error).not.toMatch(/file:|\bat\s/);
});

test('a job that went live after a failed attempt reports no error', () => {
  expect(jobStatus(job({ state: 'done', attempts: 2, buildId: 'b-1', lastError: STACK }))).toMatchObject({
    state: 'done',
    live: true,
    error: null,
  });
});

test('a job waiting to be tried again says why its last attempt failed', () => {
  expect(jobStatus(job({ state: 'waiting', lastError: STACK })).error).toMatch(/^cafe-limmat: Refused redirect/);
});

test('an error of several lines keeps its lines; nothing kept is no error', () => {
  expect(senderError('Error: two problems:\nfield a (x)\nfield b (y)')).toBe('two problems:\nfield a (x)\nfield b (y)');
  expect(senderError(null)).toBeNull();
  expect(senderError('')).toBeNull();
});
