/**
 * How many options a modifier group takes, in words: "Choose 1" for a required group of exactly n (never "up to":
 * its badge says required), "Choose 1 to 3" for a required range, "Choose up to 3" for an optional one. One wording
 * for the order form and the digital menu's list of options.
 */
import type { TFunction } from 'i18next';
import type { ModifierGroup } from '../../lib/api/schema.ts';

export function groupHint(t: TFunction, group: Pick<ModifierGroup, 'min' | 'max'>): string {
  if (group.min > 0 && group.min === group.max) return t('item.chooseExactly', { count: group.max });
  if (group.min > 0) return t('item.chooseBetween', { min: group.min, max: group.max });
  return t('item.choose', { count: group.max });
}
