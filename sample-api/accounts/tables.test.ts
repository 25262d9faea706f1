import { describe, expect, it } from 'vitest';
import { TablesResponse } from '../../src/lib/api/accounts.ts';
import { createSampleApi } from '../server.ts';

const app = createSampleApi({ baseUrl: 'http://127.0.0.1:4010', includeTestTenants: true });

async function tables(branchId: string) {
  const res = await app.request(`/webapp/tables/${branchId}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('GET webapp/tables/{branchId}', () => {
  it('lists the tables of a branch of a business with dine-in and reservations', async () => {
    const { status, body } = await tables('11');
    expect(status).toBe(200);
    const list = TablesResponse.parse(body).tables;
    expect(list.length).toBeGreaterThan(3);
    expect(list[0]).toMatchObject({ id: 1101, name: 'T1', seats: 2 });
    expect(list.every((t) => t.seats >= 1)).toBe(true);
  });

  it('gives each branch its own tables', async () => {
    const [a, b] = await Promise.all([tables('11'), tables('12')]);
    const ids = (body: Record<string, unknown>) => TablesResponse.parse(body).tables.map((t) => t.id);
    expect(ids(a.body).some((id) => ids(b.body).includes(id))).toBe(false);
  });

  it('answers no tables for a business without dine-in or reservations', async () => {
    const { status, body } = await tables('31');
    expect(status).toBe(200);
    expect(body).toEqual({ tables: [] });
  });

  it('answers 404 for an unknown or malformed branch id', async () => {
    expect((await tables('999999')).status).toBe(404);
    expect((await tables('..%2F11')).status).toBe(404);
  });
});
