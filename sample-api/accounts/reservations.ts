/**
 * Table bookings (spec §7 reserve-table, reservation, reservations). The booking status (spec §4: 0 pending,
 * 1 accepted, 2 rejected, 3 completed) is never stored: like orders (orders/events.ts) it follows from time, so a
 * demo booking is accepted ACCEPT_AFTER seconds after it was made and completed SEATED_MINUTES after its start.
 * A table holds one booking per SEATED_MINUTES around a start time (same day).
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { minutesUntil } from '../../src/domain/bookingHours.ts';
import { WeeklySchedule } from '../../src/lib/api/schema.ts';
import type { AccountBusiness } from './business.ts';

export const ACCEPT_AFTER = 10;
export const SEATED_MINUTES = 120;

export interface ReservationRow {
  id: string;
  user_id: number | null;
  reference_id: string;
  branch_id: number;
  table_id: number | null;
  date: string;
  time: string;
  persons: number;
  name: string;
  phone: string;
  dial_code: string;
  note: string;
  created_at: string;
  /** The pre-order made for this booking (reservation type 2), its latest when one was cancelled; null before. */
  order_id: string | null;
}

/**
 * The opening hours a booking must fall in: the branch's own working hours, else the business's dine-in hours;
 * null (no limit) when neither is given or they do not parse.
 */
export function bookingHoursOf(business: AccountBusiness, branchId: number): WeeklySchedule | null {
  const branch = business.entry.fixture?.branches.find((b) => b.id === branchId);
  const hours = WeeklySchedule.safeParse(branch?.working_hours ?? business.data.working_hours?.['dine_in']);
  return hours.success ? hours.data : null;
}

/** The booking status at `now` (spec §4). */
export function reservationStatus(row: ReservationRow, now: Date, timeZone: string): 0 | 1 | 3 {
  if (minutesUntil(row.date, row.time, now, timeZone) <= -SEATED_MINUTES) return 3;
  return now.getTime() - Date.parse(row.created_at) >= ACCEPT_AFTER * 1000 ? 1 : 0;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function createReservations(db: DatabaseSync) {
  // Databases made before pre-orders were linked lack order_id: add it (nullable: no order yet).
  const columns = db.prepare('PRAGMA table_info(reservations)').all() as Array<{ name: string }>;
  if (!columns.some((column) => column.name === 'order_id'))
    db.exec('ALTER TABLE reservations ADD COLUMN order_id TEXT');
  const insert = db.prepare(`INSERT INTO reservations (id, user_id, reference_id, branch_id, table_id, date, time,
    persons, name, phone, dial_code, note, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const byId = db.prepare('SELECT * FROM reservations WHERE id = ?');
  const sameTable = db.prepare('SELECT time FROM reservations WHERE branch_id = ? AND table_id = ? AND date = ?');
  const page = db.prepare(
    'SELECT * FROM reservations WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?',
  );
  const count = db.prepare('SELECT COUNT(*) AS n FROM reservations WHERE user_id = ?');
  const setOrder = db.prepare('UPDATE reservations SET order_id = ? WHERE id = ?');

  return {
    add(booking: Omit<ReservationRow, 'id' | 'order_id'>): ReservationRow {
      const row: ReservationRow = { id: randomUUID(), ...booking, order_id: null };
      insert.run(
        row.id,
        row.user_id,
        row.reference_id,
        row.branch_id,
        row.table_id,
        row.date,
        row.time,
        row.persons,
        row.name,
        row.phone,
        row.dial_code,
        row.note,
        row.created_at,
      );
      return row;
    },
    get: (id: string) => (byId.get(id) as ReservationRow | undefined) ?? null,
    /** Records the order made for a booking (it replaces a cancelled one). */
    linkOrder(id: string, orderId: string): void {
      setOrder.run(orderId, id);
    },
    /** Whether the table already holds a booking within SEATED_MINUTES of `time` that day. */
    tableTaken(branchId: number, tableId: number, date: string, time: string): boolean {
      const rows = sameTable.all(branchId, tableId, date) as Array<{ time: string }>;
      return rows.some((r) => Math.abs(minutesOf(r.time) - minutesOf(time)) < SEATED_MINUTES);
    },
    /** A page of the user's bookings, newest first. */
    listByUser(userId: number, pageNo: number, perPage: number): { rows: ReservationRow[]; total: number } {
      const rows = page.all(userId, perPage, (pageNo - 1) * perPage) as unknown as ReservationRow[];
      return { rows, total: Number((count.get(userId) as { n: number }).n) };
    },
  };
}

export type Reservations = ReturnType<typeof createReservations>;
