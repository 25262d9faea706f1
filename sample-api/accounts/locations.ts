/**
 * Saved addresses of a customer (spec §3 User locations, each with a default flag). Exactly one location is the
 * default whenever there is any: the first one saved, the one last marked default, or (after deleting the default)
 * the newest left. The address fields are kept as a JSON document: the sample API only stores and returns them.
 */
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from './db.ts';

export const MAX_LOCATIONS = 20;

export type LocationData = Record<string, unknown>;
export interface SavedLocation extends LocationData {
  id: number;
  default: boolean;
}

interface Row {
  id: number;
  is_default: number;
  data: string;
}

export function createLocations(db: DatabaseSync) {
  const list = db.prepare('SELECT id, is_default, data FROM locations WHERE user_id = ? ORDER BY id DESC');
  const one = db.prepare('SELECT id, is_default, data FROM locations WHERE id = ? AND user_id = ?');
  const insert = db.prepare(
    'INSERT INTO locations (user_id, is_default, data, created_at) VALUES (?, 0, ?, ?) RETURNING id',
  );
  const update = db.prepare('UPDATE locations SET data = ? WHERE id = ? AND user_id = ?');
  const remove = db.prepare('DELETE FROM locations WHERE id = ? AND user_id = ?');
  const clearDefault = db.prepare('UPDATE locations SET is_default = 0 WHERE user_id = ?');
  const makeDefault = db.prepare('UPDATE locations SET is_default = 1 WHERE id = ? AND user_id = ?');

  const fromRow = (row: Row): SavedLocation => ({
    ...(JSON.parse(row.data) as LocationData),
    id: row.id,
    default: row.is_default === 1,
  });
  const all = (userId: number) => (list.all(userId) as unknown as Row[]).map(fromRow);
  /** Keeps the one-default rule after any change. */
  const settleDefault = (userId: number, wanted: number | null) => {
    const rows = list.all(userId) as unknown as Row[];
    const target = wanted ?? rows.find((r) => r.is_default === 1)?.id ?? rows[0]?.id;
    clearDefault.run(userId);
    if (target !== undefined) makeDefault.run(target, userId);
  };

  return {
    /** Newest first. */
    list: all,
    get(userId: number, id: number): SavedLocation | null {
      const row = one.get(id, userId) as Row | undefined;
      return row ? fromRow(row) : null;
    },
    count: (userId: number) => all(userId).length,
    add(userId: number, data: LocationData, makeItDefault: boolean, now: Date): number {
      return transaction(db, () => {
        const { id } = insert.get(userId, JSON.stringify(data), now.toISOString()) as { id: number };
        settleDefault(userId, makeItDefault ? id : null);
        return id;
      });
    },
    /** Replaces a location's fields; false when it is not one of the user's. */
    edit(userId: number, id: number, data: LocationData, makeItDefault: boolean): boolean {
      return transaction(db, () => {
        if (Number(update.run(JSON.stringify(data), id, userId).changes) === 0) return false;
        settleDefault(userId, makeItDefault ? id : null);
        return true;
      });
    },
    remove(userId: number, id: number): boolean {
      return transaction(db, () => {
        if (Number(remove.run(id, userId).changes) === 0) return false;
        settleDefault(userId, null);
        return true;
      });
    },
  };
}

export type Locations = ReturnType<typeof createLocations>;
