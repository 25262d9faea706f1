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
import type { OrderAmounts } from './amounts.ts';

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
  /** The logged-in customer who placed it (accounts), null for a guest. */
  user_id?: number | null;
  /** Online payment: 'pending', 'paid' or 'failed'; null when paid otherwise (cash, card on delivery…). */
  payment_status?: PaymentStatus | null;
  /** How the total was made up when it was priced (orders/amounts.ts); null for orders stored before it was kept. */
  amounts?: OrderAmounts | null;
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
  user_id: number | null;
  payment_status: string | null;
  amounts: string | null;
}

export type PaymentStatus = 'pending' | 'paid' | 'failed';

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
  // Databases made before customer accounts lack user_id: add it (nullable, so old orders stay guests' orders).
  const columns = db.prepare('PRAGMA table_info(orders)').all() as Array<{ name: string }>;
  if (!columns.some((column) => column.name === 'user_id')) db.exec('ALTER TABLE orders ADD COLUMN user_id INTEGER');
  db.exec('CREATE INDEX IF NOT EXISTS orders_user ON orders (user_id, created_at)');
  // Online payments (payment_type 1): 'pending' until the demo gateway is paid or cancelled; null for the others.
  if (!columns.some((column) => column.name === 'payment_status'))
    db.exec('ALTER TABLE orders ADD COLUMN payment_status TEXT');
  // The breakdown of the total (subtotal, discounts, taxes, fee, wallet), JSON: older orders have none.
  if (!columns.some((column) => column.name === 'amounts')) db.exec('ALTER TABLE orders ADD COLUMN amounts TEXT');
  const setPayment = db.prepare('UPDATE orders SET payment_status = ? WHERE id = ? AND payment_status = ?');
  const insert = db.prepare(
    `INSERT INTO orders (id, reference_id, branch_id, selling_types, currency, total, fees, lines, created_at, payload,
     user_id, payment_status, amounts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const select = db.prepare('SELECT * FROM orders WHERE id = ?');
  const count = db.prepare('SELECT COUNT(*) AS n FROM orders');
  const byUser = db.prepare(
    'SELECT * FROM orders WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?',
  );
  const countByUser = db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?');

  const fromRow = (row: Row): StoredOrder => ({
    ...row,
    payment_status: (row.payment_status as PaymentStatus | null) ?? null,
    selling_types: row.selling_types as ServerSellingType,
    lines: JSON.parse(row.lines) as OrderLine[],
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    amounts: row.amounts ? (JSON.parse(row.amounts) as OrderAmounts) : null,
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
        order.user_id ?? null,
        order.payment_status ?? null,
        order.amounts ? JSON.stringify(order.amounts) : null,
      );
      return {
        id,
        ...order,
        user_id: order.user_id ?? null,
        payment_status: order.payment_status ?? null,
        amounts: order.amounts ?? null,
      };
    },
    /** Moves an online payment from `from` to `to`; false when it was not in `from` (paid twice, unknown order). */
    settlePayment(id: string, from: PaymentStatus, to: PaymentStatus): boolean {
      return Number(setPayment.run(to, id, from).changes) === 1;
    },
    get(id: string): StoredOrder | null {
      const row = select.get(id) as Row | undefined;
      return row ? fromRow(row) : null;
    },
    count: (): number => Number((count.get() as { n: number }).n),
    /** One page of a customer's orders, newest first, and how many there are in all. */
    listByUser(userId: number, page: number, perPage: number): { orders: StoredOrder[]; total: number } {
      const rows = byUser.all(userId, perPage, (page - 1) * perPage) as unknown as Row[];
      return { orders: rows.map(fromRow), total: Number((countByUser.get(userId) as { n: number }).n) };
    },
    close: () => db.close(),
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
