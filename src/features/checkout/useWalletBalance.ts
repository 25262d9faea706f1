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
    api
      .wallet()
      .then((answer) => setBalance(walletBalance(answer.wallet, currency)))
      .catch(() => setBalance(null));
  }, [api, authenticated, enableWallet, currency]);
  return balance;
}
