/**
 * Paying with the wallet (spec §3 Wallet, §4, §6): the balance is the sum of its items, it covers at most the
 * total, and using it switches the payment type to cash. Amounts are integer minor units.
 */
import { currencyDigits } from '../money.ts';
import { nonNegative, wholeMinor } from './minorMath.ts';

/** Payment method cash (spec §4), also the default payment_type (spec §9). */
export const PAYMENT_CASH = 2;

/** A wallet as the profile sends it: `balance` is a list of items each with an amount in major units. */
export interface WalletLike {
  balance?: ReadonlyArray<{ amount?: number | null }> | null;
}

/** The wallet balance, minor units: Σ item amounts, never below 0. */
export function walletBalance(wallet: WalletLike | null | undefined, currency: string): number {
  const items = Array.isArray(wallet?.balance) ? wallet.balance : [];
  // Whole minor units without the cash step: the total is rounded with the currency once, at the end.
  const scale = 10 ** currencyDigits(currency);
  const sum = items.reduce((total, item) => total + wholeMinor(Number(item?.amount ?? 0) * scale), 0);
  return Math.max(0, sum);
}

/** What the wallet takes off: min(balance, total), 0 when not used. */
export function walletDiscount(balance: number, total: number, useWallet = true): number {
  return useWallet ? Math.min(nonNegative(balance), nonNegative(total)) : 0;
}

/** The payment type once the wallet choice is made: cash (2) when the wallet is used, else the one chosen. */
export function paymentTypeWithWallet(paymentType: number | null | undefined, useWallet: boolean): number {
  if (useWallet) return PAYMENT_CASH;
  return typeof paymentType === 'number' && Number.isInteger(paymentType) ? paymentType : PAYMENT_CASH;
}

/** Whether the wallet can be used at all: the feature is on for the business and the customer chose it (spec §6). */
export function canUseWallet(enableWallet: boolean, chosen: boolean, authenticated: boolean): boolean {
  return enableWallet && chosen && authenticated;
}
