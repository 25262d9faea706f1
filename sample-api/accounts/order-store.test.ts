import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { createOrderStore, type NewOrder } from '../orders/store.ts';

const ORDER: NewOrder = {
  reference_id: 'shawarma-house',
  branch_id: 11,
  selling_types: 'car_pickup',
  currency: 'KWD',
  total: 1.75,
  fees: 0,
  lines: [],
  created_at: '2025-01-14T09:00:00.000Z',
  payload: {},
};

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the order store's customer column", () => {
  it('is added to a database made before accounts, whose orders stay guest orders', () => {
    dir = mkdtempSync(join(tmpdir(), 'orders-'));
    const old = new DatabaseSync(join(dir, 'orders.sqlite'));
    old.exec(`CREATE TABLE orders (id TEXT PRIMARY KEY, reference_id TEXT NOT NULL, branch_id INTEGER NOT NULL,
      selling_types TEXT NOT NULL, currency TEXT NOT NULL, total REAL NOT NULL, fees REAL NOT NULL, lines TEXT NOT NULL,
      created_at TEXT NOT NULL, payload TEXT NOT NULL)`);
    old.exec(
      `INSERT INTO orders VALUES ('old', 'shawarma-house', 11, 'car_pickup', 'KWD', 1, 0, '[]', '2025-01-01', '{}')`,
    );
    old.close();
    const store = createOrderStore({ dataDir: dir });
    expect(store.get('old')?.user_id).toBeNull();
    const mine = store.add({ ...ORDER, user_id: 7 });
    store.add({ ...ORDER, user_id: 8 });
    expect(store.listByUser(7, 1, 10)).toEqual({ orders: [mine], total: 1 });
    store.close();
  });
});
