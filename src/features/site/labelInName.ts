/**
 * An accessible name that contains the words shown on the control (WCAG 2.5.3 "Label in Name"), so a customer who
 * says "click Add to cart" to voice control, or reads a control's words to a screen reader user, finds it: a
 * card's button shows "Add to cart" and is named "Add to cart: Falafel Duo" (not "Add Falafel Duo to cart"); a
 * category's link shows "5 items" and is named "View all in Grills: 5 items". The detail tells alike controls
 * apart; `detailFirst` puts it before the shown words where it reads better so.
 */
export function labelInName(shown: string, detail: string, detailFirst = false): string {
  if (!detail) return shown;
  // A detail that already says the shown words (in any case: "Choose options for …" shows "Choose") is the name.
  if (detail.toLocaleLowerCase().includes(shown.toLocaleLowerCase())) return detail;
  return detailFirst ? `${detail}: ${shown}` : `${shown}: ${detail}`;
}
