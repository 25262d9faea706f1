/**
 * Picking one language out of a `[{ locale, name }]` list (spec §3 "locale, name lists").
 */
import type { LocalizedText } from '../lib/api/schema.ts';

/** The text for `locale`, else for each fallback in order, else the first non-empty entry, else ''. */
export function localized(text: LocalizedText | undefined, locale: string, fallbacks: string[]): string {
  if (!Array.isArray(text)) return '';
  const usable = text.filter(
    (t) => typeof t?.name === 'string' && t.name.trim() !== '' && typeof t.locale === 'string',
  );
  for (const wanted of [locale, ...(Array.isArray(fallbacks) ? fallbacks : [])]) {
    if (typeof wanted !== 'string') continue;
    const key = wanted.toLowerCase();
    const hit = usable.find((t) => t.locale.toLowerCase() === key);
    if (hit) return hit.name;
  }
  return usable[0]?.name ?? '';
}
