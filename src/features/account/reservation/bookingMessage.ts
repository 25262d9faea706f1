/**
 * The words of a booking form's problems (reservation.ts reservationErrors), apart from the booking rules: the pages
 * that show bookings (the history, the order page) load those rules, not these words and the phone's.
 */
import { fill } from '../../../components/ui/fill.ts';
import { phoneReasonKey } from '../../../lib/phoneRules.ts';
import type { ReservationError } from './reservation.ts';

/** The message of a form problem; `chosen`: the table and time chosen, named (a table taken then). */
export function reservationMessage(
  e: ReservationError,
  s: Record<string, string | undefined>,
  vars: Record<string, string | number>,
  chosen: { table: string; time: string },
): string {
  switch (e.field) {
    case 'date':
      if (e.reason === 'too-soon') return fill(s.tooSoon, vars);
      return (e.reason === 'too-far' ? s.tooFar : s.dateRequired) ?? '';
    case 'time':
      return (e.reason === 'closed' ? s.closedAt : s.timeRequired) ?? '';
    case 'persons':
      return fill(s.personsRange, vars);
    case 'table':
      if (e.reason === 'taken') return fill(s.tableTaken, chosen);
      return (e.reason === 'too-small' ? s.tableTooSmall : s.tableRequired) ?? '';
    case 'name':
      return (e.reason === 'too-long' ? s.nameTooLong : s.nameRequired) ?? '';
    case 'phone':
      return s[phoneReasonKey(e.reason)] ?? '';
    case 'note':
      return s.noteTooLong ?? '';
  }
}
