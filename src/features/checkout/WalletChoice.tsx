/** Paying with the wallet (spec §3 Auth useWallet, §6): offered when the customer's wallet holds something. */
import { setUseWallet } from '../../stores/auth.ts';
import { updateCheckout } from '../../stores/checkout.ts';
import type { CartTotals } from '../../domain/pricing/totals.ts';
import { fill } from '../../components/ui/fill.ts';

export interface WalletChoiceProps {
  /** The wallet's balance (minor units). */
  balance: number;
  /** The customer chose to pay with it. */
  use: boolean;
  totals: CartTotals;
  s: Record<string, string>;
  money: (minor: number) => string;
}

export default function WalletChoice({ balance, use, totals, s, money }: WalletChoiceProps) {
  return (
    <div className="field">
      <label className="row">
        <input
          type="checkbox"
          checked={use}
          aria-describedby="co-wallet-hint"
          onChange={(e) => {
            setUseWallet(
              e.target.checked,
              e.target.checked ? Math.min(balance, totals.total + totals.walletDiscount) : 0,
            );
            // Spec §4: using the wallet switches the payment type to cash.
            if (e.target.checked) updateCheckout({ paymentType: 2, paymentChosen: true });
          }}
        />{' '}
        {s.useWallet}
      </label>
      <p id="co-wallet-hint" className="muted">
        {fill(s.walletAvailable, { amount: money(balance) })}
      </p>
    </div>
  );
}
