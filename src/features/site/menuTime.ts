/**
 * The time the menu is shown for (spec §4 "later": the menu shows what will be available at the chosen slot): the
 * start of the slot the customer scheduled at checkout while it is still ahead, else now. Read from the checkout
 * store's saved JSON without its module (this script must stay small); anything unexpected means now.
 */
export function menuTime(ref: string, now: Date, storage: Pick<Storage, 'getItem'> | null): Date {
  try {
    const saved = JSON.parse(storage?.getItem(`sf:${ref}:cart:checkout`) ?? 'null') as {
      v?: number;
      data?: { orderTime?: string; slotId?: string };
    } | null;
    if (saved?.v !== 1 || saved.data?.orderTime !== 'later') return now;
    const at = new Date(String(saved.data.slotId));
    return at.getTime() > now.getTime() ? at : now;
  } catch {
    return now;
  }
}
