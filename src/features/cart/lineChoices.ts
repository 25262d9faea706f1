/**
 * What a customer chose on a line, in the page's language: the price label (only when the item has several, so
 * "Medium" but never the only size) and the options ("Garlic toum", "Extra cheese"). One wording for the cart page
 * and the checkout's summary, so the customer checks the same choices before ordering.
 */
import type { Item } from '../../lib/api/schema.ts';
import { localized } from '../../domain/localizedText.ts';
import { formatNumber } from '../../domain/locale.ts';
import { formatListParts, type ListPart } from '../../domain/listParts.ts';

export interface LineChoices {
  /** The price label's name when the item has several, else ''. */
  label: string;
  /** The chosen options' names, in the order chosen, with how many when more than one ("Extra cheese ×2"). */
  options: string[];
}

export function lineChoices(
  line: { priceLabelId: number; modifiers: ReadonlyArray<{ id: number; quantity?: number }> },
  item: Item | undefined,
  locale: string,
  fallbacks: string[],
): LineChoices {
  const label = item?.price_labels.find((l) => l.id === line.priceLabelId);
  const options = item?.modifiers.flatMap((g) => g.options) ?? [];
  return {
    label:
      item && item.price_labels.length > 1 ? localized(label?.locales, locale, fallbacks) || label?.label || '' : '',
    options: line.modifiers
      .map((m) => {
        const name = localized(options.find((o) => o.id === m.id)?.locales, locale, fallbacks);
        return name && (m.quantity ?? 1) > 1 ? `${name} ×${formatNumber(m.quantity!, locale)}` : name;
      })
      .filter(Boolean),
  };
}

/**
 * The choices on one line, "Medium · Garlic toum and Extra cheese" ([] when there are none), in parts: the owner's
 * names as elements, our separators as literals, so a page can lay out each name in its own direction.
 */
export function lineChoicesParts(choices: LineChoices, locale: string): ListPart[] {
  const options = choices.options.length ? formatListParts(choices.options, locale) : [];
  if (!choices.label) return options;
  const label: ListPart = { type: 'element', value: choices.label };
  return options.length ? [label, { type: 'literal', value: ' · ' }, ...options] : [label];
}
