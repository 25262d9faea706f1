/**
 * The way back from a branch change, on the cart and checkout pages (journeys review 9): after Settings → Jahra,
 * "Back to Kuwait City — Sharq" brings the dishes only Kuwait City sells back into the cart and the delivery area the
 * change dropped, through the same branch change the settings page makes (stores/branch.ts); and an area the change
 * dropped is said ("Jahra does not deliver to Sharq; choose an area."), not lost without a word.
 *
 * Which branch "Back to" names: the one the last change left, not "the branch each dish came from". The button
 * undoes that one change, which also gives back the delivery choice it dropped; after two changes the waiting dishes
 * may come from two branches, and one button cannot go to both. It is offered while the customer is still at the
 * branch that change chose and the branch left sells at least one of the dishes waiting for a branch: a button
 * that brings nothing back is not offered.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Item } from '../../lib/api/schema.ts';
import { knownChosenBranch } from '../../domain/orderBranch.ts';
import { itemBranchesOf } from '../../domain/pricing/branchCart.ts';
import { itemInBranch } from '../../domain/pricing/cartProblems.ts';
import type { RouteType } from '../../domain/sellingType.ts';
import { fill } from '../../components/ui/fill.ts';
import { $branchBack, $delivery } from '../../stores/delivery.ts';
import { $settings } from '../../stores/settings.ts';
import type { ElsewhereData } from './elsewhere.ts';

export interface BranchBackOffer {
  /** "Back to Kuwait City — Sharq", or null when there is no change to undo. */
  label: string | null;
  /** Whether the branch left sells the item (its lines come back with the button). */
  sells: (itemId: number) => boolean;
  onBack: () => void;
  /** "Jahra does not deliver to Sharq; choose an area." while the area the change dropped is not chosen again. */
  areaNote: string | null;
  /** "You now order from Kuwait City — Sharq." once the button was used (a status line says it). */
  said: string;
}

export interface BranchBackInput {
  elsewhere: ElsewhereData | null | undefined;
  route: RouteType;
  /** The business's own branch and the ids of all its branches. */
  own: number;
  known: readonly number[];
  /** The page's items (their branches). */
  items: readonly Item[];
  /** An area's name in the page's language, by id (delivery pages). */
  areaName: (areaId: number) => string | undefined;
}

export function useBranchBack({ elsewhere, route, own, known, items, areaName }: BranchBackInput): BranchBackOffer {
  const back = useStore($branchBack);
  const chosen = useStore($settings).branch;
  const areaId = useStore($delivery).areaId;
  const [said, setSaid] = useState('');
  const none: BranchBackOffer = { label: null, sells: () => false, onBack: () => {}, areaNote: null, said };
  // Only the change that brought the customer here is undone (another since, or the settings changed back: none).
  if (!elsewhere || !back || back.to !== chosen) return none;
  const nameOf = (id: number) => elsewhere.branches[String(id)] ?? '';
  const from = knownChosenBranch(back.from, known) ?? own;
  const here = knownChosenBranch(chosen, known) ?? own;
  const dropped = route === 'delivery' && back.delivery.areaId !== null && areaId === null;
  const area = dropped ? areaName(back.delivery.areaId!) : undefined;
  return {
    label: from === here ? null : fill(elsewhere.branchBack, { branch: nameOf(from) }),
    sells: (itemId) => items.some((i) => i.id === itemId && itemInBranch(i, from)),
    // The branch change's code loads when the button is pressed (most carts never need it).
    onBack: () =>
      void import('../../stores/branch.ts').then(({ changeBranch }) => {
        changeBranch(from, own, itemBranchesOf(items));
        setSaid(fill(elsewhere.branchChanged, { branch: nameOf(from) }));
      }),
    areaNote: area ? fill(elsewhere.areaDropped, { branch: nameOf(here), area }) : null,
    said,
  };
}
