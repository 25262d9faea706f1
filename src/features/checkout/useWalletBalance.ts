/**
 * The wallet of a customer logged in at a business with the feature (spec §3 Wallet: the balance is the sum of its
 * items, in minor units), loaded again when they log in or out; null: no wallet to offer (a guest, or no answer).
 */
import { useEffect, useState } from 'react';
import { walletBalance } from '../../domain/pricing/wallet.ts';
import type { StorefrontApi } from '../../lib/api/storefront.ts';

export function useWalletBalance(
  api: Pick<StorefrontApi, 'wallet'>,
  business: { enableWallet: boolean; currency: string },
  authenticated: boolean,
): number | null {
  const [balance, setBalance] = useState<number | null>(null);
  const { enableWallet, currency } = business;
  useEffect(() => {
    if (!authenticated || !enableWallet) return setBalance(null);
    // An answer that arrives after a logout (or a login as someone else) is not this customer's balance.
    let live = true;
    api
      .wallet()
      .then((answer) => live && setBalance(walletBalance(answer.wallet, currency)))
      .catch(() => live && setBalance(null));
    return () => {
      live = false;
    };
  }, [api, authenticated, enableWallet, currency]);
  return balance;
}
