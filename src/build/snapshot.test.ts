import { expect, test } from 'vitest';
import { contentIdOf, type TenantSnapshot } from './snapshot.ts';

const base = {
  referenceId: 'shop',
  buildId: '20261125T090000Z-aaaaaa',
  fetchedAt: '2026-11-25T09:00:00.000Z',
  siteUrl: 'https://example.com',
  apiBaseUrl: 'https://api.example.com',
  client: { apiUrl: 'https://api.example.com' },
  data: { restaurant: { business_name: 'Shop' } },
  branches: [],
  zones: { zones: [], countries: [] },
  tags: [],
  images: {},
} as unknown as Omit<TenantSnapshot, 'contentId'>;

test('an unchanged business fetched again by another build has the same content id', () => {
  const again = { ...base, buildId: '20261126T100000Z-bbbbbb', fetchedAt: '2026-11-26T10:00:00.000Z' };
  expect(contentIdOf(again, 'code1')).toBe(contentIdOf(base, 'code1'));
});

test('the content id changes with the business data, the site and the code version', () => {
  const id = contentIdOf(base, 'code1');
  expect(contentIdOf({ ...base, data: { restaurant: { business_name: 'Shop 2' } } } as typeof base, 'code1')).not.toBe(
    id,
  );
  expect(contentIdOf({ ...base, siteUrl: 'https://shop.example' }, 'code1')).not.toBe(id);
  expect(contentIdOf(base, 'code2')).not.toBe(id);
  expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
});
