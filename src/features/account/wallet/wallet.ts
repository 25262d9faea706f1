/**
 * The wallet as the wallet pages show it (spec §3 Wallet): the balance is the sum of its balance items, the on-hold
 * balance apart, packages with the bonus they give, and the credit history newest first. Amounts come from the
 * API in major units and leave here in integer minor units of the currency (formatMoney shows them).
 */
import { normalizeDigits } from '../../../domain/digits.ts';
import { exactMinor, toMinor } from '../../../domain/money.ts';
import { walletBalance } from '../../../domain/pricing/wallet.ts';
import type { Wallet, WalletPackage } from '../../../lib/api/accounts.ts';

/** A wallet answer read defensively: missing or malformed lists become empty. */
export type WalletAnswer = Partial<Wallet> | null | undefined;

export interface WalletSummary {
  /** Σ balance items, minor units, never below 0. */
  balance: number;
  /** Held (not yet usable) credit, minor units. */
  onHold: number;
  featureEnabled: boolean;
}

/** Balance and on-hold balance of a wallet, minor units. */
export function walletSummary(wallet: WalletAnswer, currency: string): WalletSummary {
  return {
    balance: walletBalance(wallet ?? null, currency),
    onHold: Math.max(0, exactMinor(Number(wallet?.onHoldBalance ?? 0), currency)),
    featureEnabled: wallet?.wallet_feature_enabled === true,
  };
}

/** A package's price, what it credits, and the bonus (credit above the price), minor units. */
export function packageAmounts(pack: Pick<WalletPackage, 'price' | 'amount'>, currency: string) {
  const price = toMinor(pack.price, currency);
  const credit = toMinor(pack.amount, currency);
  return { price, credit, bonus: Math.max(0, credit - price) };
}

/** A number written in a text, "5.500", "٥٫٥٠٠", "1,000" or "5,5": each reading of its separator. */
const WRITTEN_NUMBER = /\d+(?:[.,\u066b\u066c]\d+)*/g;

/** The values a written number may mean: its separator read as the decimal point, or as grouping. */
function readings(written: string): number[] {
  const grouped = Number(written.replace(/[.,\u066b\u066c]/g, ''));
  const parts = written.split(/[.,\u066b\u066c]/);
  const decimal = parts.length === 2 ? Number(`${parts[0]}.${parts[1]}`) : grouped;
  return [decimal, grouped];
}

/**
 * A package's description as its card shows it: none when it only restates the offer (its numbers are the price
 * and the credit, and no others: "Pay 5 KD, get 5.500 KD", "ادفع ٥ د.ك واحصل على ٥٫٥٠٠ د.ك"), which the card's
 * terms line already says, in the page's digits; anything else the business wrote is kept as it is.
 */
export function packageDescription(
  description: string,
  pack: Pick<WalletPackage, 'price' | 'amount'>,
  currency: string,
): string {
  const { price, credit } = packageAmounts(pack, currency);
  const numbers = (normalizeDigits(description).match(WRITTEN_NUMBER) ?? []).map((written) =>
    readings(written).map((n) => toMinor(n, currency)),
  );
  const names = (minor: number) => numbers.some((values) => values.includes(minor));
  const restates =
    names(price) && names(credit) && numbers.every((values) => values.includes(price) || values.includes(credit));
  return restates ? '' : description;
}

/** The packages of a wallet answer (those with an id and a positive amount). */
export function packagesOf(wallet: WalletAnswer): WalletPackage[] {
  const list = Array.isArray(wallet?.availablePackages) ? wallet.availablePackages : [];
  return list.filter((p) => Number.isInteger(p?.id) && Number(p?.amount) > 0 && Number(p?.price) >= 0);
}

/**
 * The package id of a `/wallet/{packageId}` page (served by a rewrite of `wallet/_`): the last path segment when it
 * is a positive whole number, else null.
 */
export function packageIdFromPath(pathname: string): number | null {
  const last = decodeURIComponent(pathname.replace(/\/+$/, '').split('/').pop() ?? '');
  return /^\d{1,9}$/.test(last) && Number(last) > 0 ? Number(last) : null;
}

export type CreditEntryView = {
  id: number;
  type: 'credit' | 'debit';
  /** Signed minor units: positive in, negative out. */
  amount: number;
  reason: string;
  orderId: string | null;
  packageId: number | null;
  createdAt: string;
};

/** The credit history, newest first, amounts signed in minor units (a debit is negative whatever the API's sign). */
export function creditHistory(wallet: WalletAnswer, currency: string): CreditEntryView[] {
  const list = Array.isArray(wallet?.creditHistory) ? wallet.creditHistory : [];
  return list
    .filter((e) => Number.isInteger(e?.id) && typeof e?.created_at === 'string')
    .map((e) => {
      const minor = Math.abs(exactMinor(Number(e.amount), currency));
      const type = e.type === 'debit' ? 'debit' : 'credit';
      return {
        id: e.id,
        type,
        amount: type === 'debit' ? -minor : minor,
        reason: typeof e.reason === 'string' ? e.reason : '',
        orderId: e.order_id ?? null,
        packageId: e.package_id ?? null,
        createdAt: e.created_at,
      } satisfies CreditEntryView;
    })
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}
