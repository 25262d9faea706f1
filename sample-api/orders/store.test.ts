import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
});
