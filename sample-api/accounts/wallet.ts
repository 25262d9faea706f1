/**
 * Wallets (spec §3 Wallet): the balance is a list of items (one per credit), a debit uses the oldest items first,
 * and every movement is a credit-history entry. Amounts are integer minor units of the business's currency; the
 * answers (view.ts) turn them into major units.
 */
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from './db.ts';

export interface BalanceItem {
  id: number;
  amount: number;
  source: string;
  created_at: string;
}

export interface HistoryEntry {
  id: number;
  type: 'credit' | 'debit';
  /** Signed: positive for a credit, negative for a debit. */
  amount: number;
  reason: string;
  package_id: number | null;
  order_id: string | null;
  created_at: string;
}

export interface Movement {
  reason: string;
  package_id?: number | null;
  order_id?: string | null;
}

export function createWallets(db: DatabaseSync) {
  const items = db.prepare('SELECT id, amount, source, created_at FROM wallet_items WHERE user_id = ? ORDER BY id');
  const addItem = db.prepare('INSERT INTO wallet_items (user_id, amount, source, created_at) VALUES (?, ?, ?, ?)');
  const setItem = db.prepare('UPDATE wallet_items SET amount = ? WHERE id = ?');
  const dropItem = db.prepare('DELETE FROM wallet_items WHERE id = ?');
  const history = db.prepare('SELECT * FROM wallet_history WHERE user_id = ? ORDER BY id DESC');
  const record = db.prepare(`INSERT INTO wallet_history (user_id, type, amount, reason, package_id, order_id,
    created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *`);

  const balanceItems = (userId: number) => items.all(userId) as unknown as BalanceItem[];
  const entry = (userId: number, type: HistoryEntry['type'], amount: number, m: Movement, now: Date) =>
    record.get(
      userId,
      type,
      amount,
      m.reason,
      m.package_id ?? null,
      m.order_id ?? null,
      now.toISOString(),
    ) as unknown as HistoryEntry;

  return {
    items: balanceItems,
    /** Σ items, minor units. */
    balance: (userId: number) => balanceItems(userId).reduce((sum, item) => sum + item.amount, 0),
    /** Newest first. */
    history: (userId: number) => history.all(userId) as unknown as HistoryEntry[],
    credit(userId: number, amount: number, movement: Movement, now: Date): HistoryEntry {
      if (!Number.isInteger(amount) || amount <= 0) throw new Error(`A credit must be a positive amount: ${amount}`);
      return transaction(db, () => {
        addItem.run(userId, amount, movement.reason, now.toISOString());
        return entry(userId, 'credit', amount, movement, now);
      });
    },
    /** Takes `amount` off the oldest items first; throws when the balance is short (nothing is taken then). */
    debit(userId: number, amount: number, movement: Movement, now: Date): HistoryEntry {
      if (!Number.isInteger(amount) || amount <= 0) throw new Error(`A debit must be a positive amount: ${amount}`);
      return transaction(db, () => {
        let left = amount;
        for (const item of balanceItems(userId)) {
          if (left === 0) break;
          const used = Math.min(item.amount, left);
          if (used === item.amount) dropItem.run(item.id);
          else setItem.run(item.amount - used, item.id);
          left -= used;
        }
        if (left > 0) throw new Error(`The wallet of user ${userId} is short by ${left}`);
        return entry(userId, 'debit', -amount, movement, now);
      });
    },
  };
}

export type Wallets = ReturnType<typeof createWallets>;
