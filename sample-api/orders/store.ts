/**
 * Accepted orders of the sample API in node:sqlite (design decision 7): `<dataDir>/orders.sqlite`, or an in-memory
 * database when no data directory is given (tests). Ids are random (UUIDs), so one order's id says nothing about
 * another's; the status is never stored, it follows from the creation time (events.ts).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { OrderLine } from '../../src/domain/pricing/orderPayload.ts';
import type { ServerSellingType } from '../../src/domain/sellingType.ts';

export interface StoredOrder {
  id: string;
  reference_id: string;
  branch_id: number;
  selling_types: ServerSellingType;
  currency: string;
  /** Server total, major units. */
  total: number;
  /** Delivery or shipping fee, major units. */
  fees: number;
  lines: OrderLine[];
  created_at: string;
  /** The client's payload as received (name, phone, address, notes…). */
  payload: Record<string, unknown>;
}

export type NewOrder = Omit<StoredOrder, 'id'>;

interface Row {
  id: string;
  reference_id: string;
  branch_id: number;
  selling_types: string;
  currency: string;
  total: number;
  fees: number;
  lines: string;
  created_at: string;
  payload: string;
}

export function createOrderStore(opts: { dataDir?: string | null } = {}) {
  let location = ':memory:';
  if (opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true });
    location = join(opts.dataDir, 'orders.sqlite');
  }
  const db = new DatabaseSync(location);
  db.exec(`CREATE TABLE IF NOT EXISTS orders (
    id TEXT PRIMARY KEY,
    reference_id TEXT NOT NULL,
    branch_id INTEGER NOT NULL,
    selling_types TEXT NOT NULL,
    currency TEXT NOT NULL,
    total REAL NOT NULL,
    fees REAL NOT NULL,
    lines TEXT NOT NULL,
    created_at TEXT NOT NULL,
    payload TEXT NOT NULL
  )`);
  const insert = db.prepare(
    `INSERT INTO orders (id, reference_id, branch_id, selling_types, currency, total, fees, lines, created_at, payload)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const select = db.prepare('SELECT * FROM orders WHERE id = ?');
  const count = db.prepare('SELECT COUNT(*) AS n FROM orders');

  const fromRow = (row: Row): StoredOrder => ({
    ...row,
    selling_types: row.selling_types as ServerSellingType,
    lines: JSON.parse(row.lines) as OrderLine[],
    payload: JSON.parse(row.payload) as Record<string, unknown>,
  });

  return {
    add(order: NewOrder): StoredOrder {
      const id = randomUUID();
      insert.run(
        id,
        order.reference_id,
        order.branch_id,
        order.selling_types,
        order.currency,
        order.total,
        order.fees,
        JSON.stringify(order.lines),
        order.created_at,
        JSON.stringify(order.payload),
      );
      return { id, ...order };
    },
    get(id: string): StoredOrder | null {
      const row = select.get(id) as Row | undefined;
      return row ? fromRow(row) : null;
    },
    count: (): number => Number((count.get() as { n: number }).n),
    close: () => db.close(),
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
