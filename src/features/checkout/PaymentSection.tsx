/**
 * How the customer pays (spec §4 payment methods), with the in-app browser warning for a payment on the provider's
 * page, then the gift (delivery, when the business offers it) and the order's notes.
 */
import { PAID_ON_PROVIDER_PAGE } from '../../domain/inAppBrowser.ts';
import { instagramBrowser } from '../../stores/helper.ts';
import { updateCheckout } from '../../stores/checkout.ts';
import { Field } from '../../components/ui/Field.tsx';
import { fill } from '../../components/ui/fill.ts';
import { paymentMethodNameKey } from '../../domain/offerNames.ts';
import GiftSection from './GiftSection.tsx';
import type { SectionProps } from './sectionProps.ts';

export default function PaymentSection({ data, model, checkout, s, err }: SectionProps) {
  const giftOn = data.route === 'delivery' && data.settings.enable_gift;
  return (
    <>
      {/* The legend names the methods' group (said once); a problem sends the focus here, described by it. */}
      <fieldset id="co-payment" tabIndex={-1} aria-describedby={err('payment') ? 'co-payment-error' : undefined}>
        <legend>{s.payment}</legend>
        <div className="choices">
          {data.paymentMethods.map((m) => (
            <label key={m.id}>
              <input
                type="radio"
                name="payment"
                checked={model.paymentType === m.id}
                // Spec §4: the wallet pays in cash; another way to pay is not offered while it is used.
                disabled={model.useWallet && m.id !== model.paymentType}
                onChange={() => updateCheckout({ paymentType: m.id, paymentChosen: true })}
              />{' '}
              {s[paymentMethodNameKey(m.id, data.route)] ?? s[`pay_${m.id}`] ?? fill(s.payOther, { id: m.id })}
            </label>
          ))}
        </div>
        {model.useWallet && <p className="muted">{model.walletPaysAll ? s.walletPaysAll : s.walletRestCash}</p>}
        {err('payment') && (
          <p id="co-payment-error" className="field-error">
            {err('payment')}
          </p>
        )}
        {instagramBrowser && model.paymentType !== null && PAID_ON_PROVIDER_PAGE.has(model.paymentType) && (
          <p className="notice" role="status">
            {s.inAppBrowserPayment}
          </p>
        )}
      </fieldset>
      {giftOn && <GiftSection checkout={checkout} s={s} err={err} />}
      <Field id="co-notes" label={s.notes}>
        {(a11y) => (
          <textarea
            {...a11y}
            rows={2}
            maxLength={1000}
            value={checkout.notes}
            onChange={(e) => updateCheckout({ notes: e.target.value })}
          />
        )}
      </Field>
    </>
  );
}
