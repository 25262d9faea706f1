/**
 * Dine-in (and a reservation's pre-order): the table a QR code named, and the branch's tables when the API lists
 * them (null: the customer types the table). The cart store kept `?table=` from whichever page of the business the
 * code opened; the checkout takes it into its own saved choice, which lasts until the order is
 * placed, and keeps it as the id the branch's list offers.
 */
import { useEffect, useState } from 'react';
import type { RouteType } from '../../domain/sellingType.ts';
import type { StorefrontApi } from '../../lib/api/storefront.ts';
import { $qrTable, setQrTable } from '../../stores/cart.ts';
import { $checkout, updateCheckout } from '../../stores/checkout.ts';
import { tableForBranch } from './dineInTable.ts';

export type BranchTables = Array<{ id: number; name: string }>;

/** Moves the table of a QR code from the cart store into the checkout's choice. */
function takeQrTable(): void {
  const fromQr = $qrTable.get();
  if (!fromQr) return;
  updateCheckout({ table: fromQr });
  setQrTable('');
}

export function useDineInTables(
  api: Pick<StorefrontApi, 'tables'>,
  route: RouteType,
  branchId: number,
): BranchTables | null {
  const [tables, setTables] = useState<BranchTables | null>(null);
  const dineIn = route === 'dinein' || route === 'reserv_dinein';
  useEffect(() => {
    if (dineIn) takeQrTable();
  }, [dineIn]);
  useEffect(() => {
    if (!dineIn) return;
    let live = true;
    api
      .tables(branchId)
      .then((answer) => {
        if (!live) return;
        const list = Array.isArray(answer.tables) ? answer.tables : null;
        // A QR code may name the table (T3) or give its id (1103): keep the id, which the list offers; a table the
        // list does not have is dropped, and the customer chooses one.
        const current = $checkout.get().table;
        const kept = tableForBranch(current, list);
        if (kept !== current) updateCheckout({ table: kept });
        setTables(list);
      })
      .catch(() => live && setTables(null));
    return () => {
      live = false;
    };
  }, [api, dineIn, branchId]);
  return tables;
}
