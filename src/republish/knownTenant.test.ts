import { describe, expect, it } from 'vitest';
import { ApiError, PayloadError, createApiClient, type ApiClient } from '../lib/api/client.ts';
import { knownTenantCheck } from './knownTenant.ts';

/** An API with no listing call whose restaurant call ends as `restaurant` says. */
function api(restaurant: () => Promise<unknown>): ApiClient {
  return {
    ...createApiClient({ baseUrl: 'http://127.0.0.1:9' }),
    listTenants: () => Promise.reject(new ApiError(404, 'webapp/v5/restaurants', 'Not Found')),
    getRestaurant: restaurant,
  } as ApiClient;
}
const check = (restaurant: () => Promise<unknown>, published: string[] = []) =>
  knownTenantCheck({ api: api(restaurant), published: async () => published });

describe('knownTenantCheck', () => {
  it('takes a business whose payload fails validation as known: its build then names the field', async () => {
    const known = check(() =>
      Promise.reject(new PayloadError('webapp/v5/restaurant/new-place', 'restaurant.currency', 'Invalid input')),
    );
    expect(await known('new-place')).toBe(true);
  });

  it('is false when the API says there is no such business, null when it cannot tell', async () => {
    expect(await check(() => Promise.reject(new ApiError(404, 'x', 'Not Found')))('gone')).toBe(false);
    expect(await check(() => Promise.reject(new ApiError(0, 'x', 'Network error: fetch failed')))('a')).toBeNull();
    expect(await check(() => Promise.reject(new ApiError(502, 'x', 'Bad Gateway')))('a')).toBeNull();
  });

  it('knows a published business without asking the API (it may be down)', async () => {
    const known = check(() => Promise.reject(new ApiError(0, 'x', 'Network error')), ['cafe-limmat']);
    expect(await known('cafe-limmat')).toBe(true);
  });
});

describe('knownTenantCheck of an API that hangs', () => {
  const hanging = () => new Promise<never>(() => {});
  const hangingApi = (calls: string[]) =>
    ({
      ...createApiClient({ baseUrl: 'http://127.0.0.1:9' }),
      listTenants: () => (calls.push('list'), hanging()),
      getRestaurant: (ref: string) => (calls.push(ref), hanging()),
    }) as ApiClient;

  it('answers null (the webhook says 503, try later) within its deadline instead of waiting for the API', async () => {
    const known = knownTenantCheck({ api: hangingApi([]), published: async () => [], deadlineMs: 50 });
    const started = Date.now();
    expect(await known('new-place')).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('asks for the list once for the businesses of one delivery', async () => {
    const calls: string[] = [];
    const known = knownTenantCheck({ api: hangingApi(calls), published: async () => [], deadlineMs: 50 });
    expect(await Promise.all(['a', 'b', 'c'].map(known))).toEqual([null, null, null]);
    expect(calls.filter((c) => c === 'list')).toEqual(['list']);
  });
});
