/** The rating prompt's rule (spec §3 show_rating, Helper state ratingRefIds). */

/** Whether the rating prompt is due: the business shows ratings and this reference was not rated or dismissed. */
export function ratingDue(showRating: boolean, ratedRefs: readonly string[], ref: string): boolean {
  return showRating && !ratedRefs.includes(ref);
}
