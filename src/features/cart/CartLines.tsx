/**
 * The lines of the cart page: each line's name, price label, options and note, its count with a stepper (never
 * below one: "remove" takes the line out), its price after the coupon, and the way to remove it.
 */
import type { Item } from '../../lib/api/schema.ts';
import type { CouponLine } from '../../domain/pricing/coupon.ts';
import { formatDuration, formatList, formatNumber } from '../../domain/locale.ts';
import { noticeablePreparation, preparationMinutes } from '../../domain/preparation.ts';
import { formatListParts } from '../../domain/listParts.ts';
import { decreaseInCart, increaseInCart, removeFromCart } from '../../stores/cartActions.ts';
import { fill } from '../../components/ui/fill.ts';
import Isolated, { IsolatedParts } from '../../components/ui/Isolated.tsx';
import { lineChoices } from './lineChoices.ts';
import LinePrice, { linePriceText } from './LinePrice.tsx';

export interface CartLinesProps {
  lines: readonly CouponLine[];
  byId: ReadonlyMap<number, Item>;
  nameOf: (itemId: number) => string;
  locale: string;
  fallbacks: string[];
  s: Record<string, string>;
  money: (minor: number) => string;
  /** Told the line's name (with its choices) once it is out: the page says so. */
  onRemoved: (lineName: string) => void;
}

export default function CartLines({ lines, byId, nameOf, locale, fallbacks, s, money, onRemoved }: CartLinesProps) {
  return (
    <ul className="cart-lines">
      {lines.map((line) => {
        const item = byId.get(line.itemId);
        const name = nameOf(line.itemId);
        const label = item?.price_labels.find((l) => l.id === line.priceLabelId);
        const { label: labelText, options: mods } = lineChoices(line, item, locale, fallbacks);
        // The controls name the line with its choices: two lines of one dish (toum, tahini) are told apart.
        const choices = [labelText, ...mods].filter(Boolean);
        const lineName = choices.length ? `${name} (${formatList(choices, locale)})` : name;
        // A dish ordered ahead (a whole lamb, a day) says so here as on its card: the checkout takes it only for a
        // time, or a booking, that far away (domain/preparation.ts).
        const ahead = noticeablePreparation(preparationMinutes(label));
        return (
          <li key={line.key} className="cart-line">
            {/* The owner's names, maybe in another script than the page's: each in its own direction. */}
            <div className="cart-line-info">
              <p className="cart-line-name" dir="auto">
                {name}
              </p>
              {labelText && (
                <p className="muted" dir="auto">
                  {labelText}
                </p>
              )}
              {mods.length > 0 && (
                <p className="muted">
                  <IsolatedParts parts={formatListParts(mods, locale)} />
                </p>
              )}
              {ahead && s.orderAhead && (
                <p className="muted">{fill(s.orderAhead, { time: formatDuration(ahead.count, ahead.unit, locale) })}</p>
              )}
              {line.note && (
                <p className="muted">
                  <Isolated text={s.quote ?? '“{{text}}”'} values={{ text: line.note }} />
                </p>
              )}
            </div>
            {line.disabled ? (
              // Sold out since it was added: not counted and not ordered (spec §5), so said instead of a price.
              <p className="badge sold-out">{s.soldOut}</p>
            ) : (
              // The count and the price: side by side, the price under the count when both do not fit (large text).
              <div className="cart-line-amount">
                <div className="stepper" role="group" aria-label={lineName}>
                  <button
                    type="button"
                    // At 1, offered no more but not disabled: a button disabled under the keyboard's focus drops
                    // it to the page's start (removing the line is the Remove button's).
                    onClick={() => line.count > 1 && decreaseInCart(line.key)}
                    aria-label={fill(s.decrease, { name: lineName })}
                    aria-disabled={line.count <= 1}
                  >
                    −
                  </button>
                  {/* Seen: the count. Heard after a change: the count with the line's new price ("2, Line total:
                  KWD 3.000"), said once by the region beside it (an output is a live region of its own). */}
                  <output aria-live="off">{formatNumber(line.count, locale)}</output>
                  <span className="visually-hidden" aria-live="polite">
                    {`${formatNumber(line.count, locale)}, ${s.lineTotal}: ${linePriceText(line.priceAfterCoupon, money, s.free)}`}
                  </span>
                  <button
                    type="button"
                    onClick={() => increaseInCart(line.key, label)}
                    aria-label={fill(s.increase, { name: lineName })}
                  >
                    +
                  </button>
                </div>
                <LinePrice
                  line={line}
                  money={money}
                  free={s.free}
                  label={`${s.lineTotal}: ${linePriceText(line.priceAfterCoupon, money, s.free)}`}
                />
              </div>
            )}
            <button
              type="button"
              className="link"
              aria-label={fill(s.remove, { name: lineName })}
              onClick={(e) => {
                // The focus goes on to the next line (else the one before, else the cart's heading), never lost
                // to the page's top with the line it was on.
                const li = e.currentTarget.closest('li');
                const next = li?.nextElementSibling ?? li?.previousElementSibling;
                removeFromCart(line.key);
                onRemoved(lineName);
                requestAnimationFrame(() =>
                  (
                    next?.querySelector<HTMLElement>('button:not([disabled]):not([aria-disabled="true"])') ??
                    document.querySelector<HTMLElement>('main h1')
                  )?.focus(),
                );
              }}
            >
              <Isolated text={s.remove} values={{ name }} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
