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
