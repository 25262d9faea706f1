/** The dine-in table a QR code names, read against the branch's tables. Pure. */

/**
 * The table a QR code names (`?table=T3` or its id `?table=1103`), as the id the branch's list offers: the id when
 * the list has a table of that id or name (case and spaces aside), else null (the typed text is kept as it is).
 */
export function tableFromQr(wanted: string, tables: ReadonlyArray<{ id: number; name: string }> | null): string | null {
  const key = wanted.trim().toLowerCase();
  if (!key || !tables) return null;
  const match = tables.find((t) => String(t.id) === key || t.name.trim().toLowerCase() === key);
  return match ? String(match.id) : null;
}

/**
 * The table the checkout keeps once the branch's tables are known: the list's id for a table it has (by id or
 * name), nothing for one it does not have (a code of another branch, a table since removed: the customer then
 * chooses from the list instead of an order going to a table the branch does not know), and the text as typed
 * when the branch lists no tables.
 */
export function tableForBranch(current: string, tables: ReadonlyArray<{ id: number; name: string }> | null): string {
  if (!tables || tables.length === 0 || !current.trim()) return current;
  return tableFromQr(current, tables) ?? '';
}
