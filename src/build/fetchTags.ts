/**
 * The business's tags for its pages (spec §7 `GET tags-ingredients?branch_id&locale`): the API names a tag in one
 * locale per call, so the build asks once per business locale (in parallel) and merges the answers into one
 * definition per tag with a name per locale (src/domain/tags/tags.ts), read by the pages like any localized text.
 */
import type { ApiClient } from '../lib/api/client.ts';
import type { Business } from '../lib/api/schema.ts';
import { businessLocales } from '../domain/locale.ts';
import { mergeTagAnswers, type Tag } from '../domain/tags/tags.ts';

/** Every tag of the business's main branch, named in each of the business's locales. */
export async function fetchTags(api: Pick<ApiClient, 'getTags'>, business: Business): Promise<Tag[]> {
  const answers = await Promise.all(
    businessLocales(business).map(async (locale) => ({
      locale,
      tags: (await api.getTags(business.branch_id, locale)).tags,
    })),
  );
  return mergeTagAnswers(answers);
}
