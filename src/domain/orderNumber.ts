/**
 * The number a customer reads and says on the phone: the API's own short number when it gives one, else the
 * first 8 letters and digits of the id in capitals (a 36-character UUID is not something to read out).
 */
export function shortOrderNumber(order: { id: unknown; order_number?: unknown }): string {
  const given = order.order_number;
  if (
    (typeof given === 'string' && /^[\p{L}\p{N}-]{1,16}$/u.test(given)) ||
    (Number.isInteger(given) && (given as number) >= 0)
  )
    return String(given);
  const id = typeof order.id === 'string' || typeof order.id === 'number' ? String(order.id) : '';
  const letters = id.replace(/[^A-Za-z0-9]/g, '');
  return id.length <= 12 && letters === id ? id : letters.slice(0, 8).toUpperCase();
}
