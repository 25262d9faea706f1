/**
 * What deleting the account takes away, named in its confirmation (spec §2 /profile, "Account deletion exists";
 * §3 Wallet): the wallet's balance where the business keeps wallets and it holds something, and the order history
 * where it has orders. A customer deciding should see what goes, not only read "your wallet will be deleted".
 * Pure: the profile island gives it the answers of GET webapp/wallet and the orders list; a call that failed
 * (null) names nothing rather than a wrong "nothing to lose".
 */
import { formatMoney } from '../../../domain/money.ts';
import { formatNumber } from '../../../domain/locale.ts';
import { walletBalance, type WalletLike } from '../../../domain/pricing/wallet.ts';
import { fill } from '../../../components/ui/fill.ts';

export interface DeletionLosses {
  /** The wallet's balance, minor units (0: nothing to name). */
  walletBalance: number;
  /** How many orders the history holds (0: nothing to name). */
  orders: number;
}

export interface DeletionLossesInput {
  /** The wallet answer; null when it could not be read or the business keeps no wallets. */
  wallet: WalletLike | null | undefined;
  walletEnabled: boolean;
  currency: string;
  /** The orders list's total; null when it could not be read. */
  orders: number | null | undefined;
}

/** What the customer loses: the wallet's balance (only where the business keeps wallets) and the orders count. */
export function deletionLosses({ wallet, walletEnabled, currency, orders }: DeletionLossesInput): DeletionLosses {
  return {
    walletBalance: walletEnabled && wallet ? walletBalance(wallet, currency) : 0,
    orders: typeof orders === 'number' && Number.isInteger(orders) && orders > 0 ? orders : 0,
  };
}

/** The lines the confirmation lists: the wallet's balance as money, the orders as a count; nothing when none. */
export function deletionLossLines(
  losses: DeletionLosses,
  words: { wallet: string; orders: string },
  currency: string,
  locale: string,
): string[] {
  return [
    ...(losses.walletBalance > 0
      ? [fill(words.wallet, { amount: formatMoney(losses.walletBalance, currency, locale) })]
      : []),
    ...(losses.orders > 0 ? [fill(words.orders, { count: formatNumber(losses.orders, locale) })] : []),
  ];
}
