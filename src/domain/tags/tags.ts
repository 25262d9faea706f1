/**
 * Dietary and ingredient tags of a business (spec §7 `GET tags-ingredients?branch_id&locale`): what each tag is and
 * which tags an item carries. The API answers one locale per call; the build asks once per business locale and
 * merges the answers into one definition per tag with its name in every locale (`mergeTagAnswers`), the shape the
 * pages read like any other localized text.
 *
 * A tag is one of three kinds: a diet the item suits ("Vegan", filtered as "suitable for"), an allergen the item
 * contains ("Nuts", shown as "Contains" and filtered as "free of"), or anything else ("Spicy", "New": a label).
 */
import type { LocalizedText, TagAnswer } from '../../lib/api/schema.ts';

export type TagKind = TagAnswer['kind'];

/** A tag of the business with its name in every locale asked. */
export interface Tag {
  id: number;
  /** The tag in URLs and page data: its slug, else its id ("vegan", "gluten-free", "17"). Unique per business. */
  key: string;
  kind: TagKind;
  /** An icon key (vegan, nuts, spicy…) the storefront draws itself; anything else gets the generic tag icon. */
  icon: string | null;
  names: LocalizedText;
}

/** The key of a tag in URLs: its slug, or its id when the API gives none. */
export function tagKeyOf(tag: Pick<TagAnswer, 'id' | 'slug'>): string {
  return tag.slug || String(tag.id);
}

/**
 * One definition per tag from the answers of several locales (the first locale first): kind, slug and icon come
 * from the first answer that has the tag, each answer adds its name; the order is the first answer's, then tags
 * only later answers have.
 */
export function mergeTagAnswers(answers: ReadonlyArray<{ locale: string; tags: readonly TagAnswer[] }>): Tag[] {
  const byId = new Map<number, Tag>();
  for (const { locale, tags } of answers) {
    for (const answer of tags) {
      let tag = byId.get(answer.id);
      if (!tag) {
        tag = { id: answer.id, key: tagKeyOf(answer), kind: answer.kind, icon: answer.icon ?? null, names: [] };
        byId.set(answer.id, tag);
      }
      if (answer.name && !tag.names.some((n) => n.locale === locale)) tag.names.push({ locale, name: answer.name });
    }
  }
  return [...byId.values()];
}

/**
 * The tags an item carries, in the business's order, each once. Items name tags by id (as strings, spec §3 item
 * `tags`); an id the business does not define is left out.
 */
export function tagsOfItem(item: { tags?: readonly string[] | null }, tags: readonly Tag[]): Tag[] {
  const ids = new Set((item.tags ?? []).map((id) => String(id).trim()));
  return tags.filter((tag) => ids.has(String(tag.id)));
}

/** The tags a visitor can filter by: diets ("suitable for") and allergens ("free of"). */
export function isFilterableTag(tag: Pick<Tag, 'kind'>): boolean {
  return tag.kind === 'diet' || tag.kind === 'allergen';
}
