/** A selling type's name as the business offers it (domain/offerNames.ts), in the page's language. */
import type { PageContext } from '../site/context.ts';
import type { RouteType } from '../../domain/sellingType.ts';
import { sellingTypeNameKey } from '../../domain/offerNames.ts';

export function typeNameOf(ctx: PageContext, route: RouteType): string {
  return ctx.t(`sellingType.${sellingTypeNameKey(ctx.snapshot.data.restaurant, route)}`);
}
