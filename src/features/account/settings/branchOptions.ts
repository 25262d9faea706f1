/**
 * The branches the settings page offers (spec §2 /{ref}/settings): the page's own list first, replaced by the one
 * GET webapp/branches/{businessUserId} answers once it has a usable entry.
 */
import { localized } from '../../../domain/localizedText.ts';
import type { LocalizedText } from '../../../lib/api/schema.ts';

export interface BranchOption {
  id: number;
  name: string;
}

/**
 * The options of an answer's branch list, named in `locale` (then the fallbacks, then the plain name). Read
 * defensively: an entry without a numeric id and a name is left out, and an answer without a list gives none.
 */
export function branchOptions(branches: unknown, locale: string, fallbacks: string[]): BranchOption[] {
  if (!Array.isArray(branches)) return [];
  return (branches as Array<{ id?: unknown; name?: unknown; names?: LocalizedText } | null>)
    .filter(
      (b): b is { id: number; name: string; names?: LocalizedText } =>
        typeof b?.id === 'number' && typeof b.name === 'string',
    )
    .map((b) => ({ id: b.id, name: localized(b.names, locale, fallbacks) || b.name }));
}
