/** The words a page gives its islands to say a delivery address (addressWords.ts), read from the build's data. */
import { ADDRESS_FIELDS } from '../../lib/api/schema/addressFields.ts';
import { localizedName } from '../checkout/checkoutData.ts';
import type { PageContext } from '../site/context.ts';
import type { AddressWords } from './addressWords.ts';

/** Each address field's label as the checkout says it, and every delivery area's name (an order gives its id). */
export function addressWordsOf(ctx: PageContext): AddressWords {
  return {
    labels: Object.fromEntries(ADDRESS_FIELDS.map((f) => [`field_${f}`, ctx.t(`checkout.field_${f}`)])),
    areas: Object.fromEntries(
      (ctx.snapshot.zones?.zones ?? []).flatMap((z) =>
        z.areas.map((a) => [a.id, localizedName(ctx, a['names'], a.name)]),
      ),
    ),
  };
}
