import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { createOrderStore, type NewOrder } from './store.ts';

const ORDER: NewOrder = {
  reference_id: 'shawarma-house',
  branch_id: 11,
  selling_types: 'delivery',
  currency: 'KWD',
  total: 6,
  fees: 0.5,
  lines: [],
  created_at: '2025-01-14T12:00:00.000Z',
  payload: { name: 'Test' },
};

const AMOUNTS = {
  subtotal: 5.5,
  discount: 0,
  coupon_discount: 0,
  taxes: 0.061,
  included_taxes: 0,
  delivery_fees: 0.5,
  free_delivery: false,
  wallet: 6.061,
  rounding: 0,
  total: 0,
};

let dir: string | null = null;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

describe('order store', () => {
  it('keeps orders in memory without a data dir, under random ids', () => {
    const store = createOrderStore();
    const a = store.add(ORDER);
    const b = store.add(ORDER);
    expect(a.id).not.toBe(b.id);
    expect(store.get(a.id)).toEqual(a);
    expect(store.get('missing')).toBeNull();
    expect(store.count()).toBe(2);
  });

  it('keeps orders in <dataDir>/orders.sqlite across restarts', () => {
    dir = mkdtempSync(join(tmpdir(), 'orders-'));
    const first = createOrderStore({ dataDir: dir });
    const saved = first.add(ORDER);
    first.close();
    const second = createOrderStore({ dataDir: dir });
    expect(second.get(saved.id)).toEqual(saved);
    second.close();
  });

  it('opens a database made before the amounts were kept: its orders read without them, new ones keep them', () => {
    dir = mkdtempSync(join(tmpdir(), 'orders-'));
    const old = new DatabaseSync(join(dir, 'orders.sqlite'));
    old.exec(`CREATE TABLE orders (id TEXT PRIMARY KEY, reference_id TEXT NOT NULL, branch_id INTEGER NOT NULL,
      selling_types TEXT NOT NULL, currency TEXT NOT NULL, total REAL NOT NULL, fees REAL NOT NULL, lines TEXT NOT NULL,
      created_at TEXT NOT NULL, payload TEXT NOT NULL)`);
    old.exec(`INSERT INTO orders VALUES ('old-1', 'shawarma-house', 11, 'delivery', 'KWD', 6, 0.5, '[]',
      '2025-01-14T12:00:00.000Z', '{}')`);
    old.close();
    const store = createOrderStore({ dataDir: dir });
    expect(store.get('old-1')).toMatchObject({ total: 6, amounts: null });
    const amounts = { ...AMOUNTS };
    const saved = store.add({ ...ORDER, amounts });
    expect(store.get(saved.id)?.amounts).toEqual(amounts);
    store.close();
  });
});
