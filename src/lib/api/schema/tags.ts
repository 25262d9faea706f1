/** The business's dietary and ingredient tags: the tags answer. */
import { z } from 'zod';
import { PictureUrl, text, TEXT_LIMITS, uniqueIds } from './fields.ts';

/**
 * A tag of `GET tags-ingredients` (spec §7; the shape beyond id, name and icon is this project's contract): its
 * `kind` says how the storefront uses it (a diet filtered as "suitable for", an allergen shown as "contains" and
 * filtered as "free of", or another label); a kind this code does not know is shown as a plain label rather than
 * failing the build. `slug` names it in filter URLs (`?tags=vegan`), the same in every locale: lower case letters,
 * digits and single hyphens; without one the id is used. `icon` is a key the storefront draws (vegan, nuts…).
 */
export const TagAnswer = z
  .object({
    id: z.number().int(),
    kind: z.enum(['diet', 'allergen', 'other']).catch('other'),
    slug: z
      .string()
      .max(40)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'not a slug (lower case letters, digits and single hyphens)' })
      .nullish(),
    name: text(TEXT_LIMITS.name),
    icon: PictureUrl.nullish(),
  })
  .loose();
export type TagAnswer = z.infer<typeof TagAnswer>;

/** A second tag with the same key (slug, else id) would make two filters one. */
function uniqueTagKeys(tags: readonly TagAnswer[], ctx: z.RefinementCtx) {
  const first = new Map<string, number>();
  tags.forEach((tag, i) => {
    const key = tag.slug || String(tag.id);
    const at = first.get(key);
    if (at === undefined) first.set(key, i);
    else
      ctx.addIssue({ code: 'custom', path: [i, 'slug'], message: `duplicate key "${key}" (the same as tags.${at})` });
  });
}

export const TagsResponse = z
  .object({
    tags: z.array(TagAnswer).max(500).superRefine(uniqueIds('tags')).superRefine(uniqueTagKeys).default([]),
  })
  .loose();
