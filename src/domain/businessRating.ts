/**
 * The business's rating (spec §3 Business.show_rating, rate): shown on the landing page only when the business
 * turns show_rating on and gives a rate above 0, out of 5, to one decimal. Pure.
 *
 * Not in structured data: schema.org's aggregateRating needs a count of ratings or reviews (ratingCount or
 * reviewCount), which the payload does not carry, and a count must not be made up; so the Restaurant JSON-LD
 * (src/features/seo/jsonLd.ts) has no aggregateRating, and the rating is shown to people only.
 */

/** The best rating: rates are out of 5. */
export const RATING_BEST = 5;

/** The rating to show, rounded to one decimal; null when the business hides it or gives none. */
export function shownRating(business: { show_rating?: unknown; rate?: unknown }): number | null {
  if (business.show_rating !== true) return null;
  const rate = business.rate;
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0 || rate > RATING_BEST) return null;
  return Math.round(rate * 10) / 10;
}

/** How many of the five stars a rating fills (to the nearest whole star). */
export function filledStars(rating: number): number {
  return Math.min(RATING_BEST, Math.max(0, Math.round(rating)));
}
