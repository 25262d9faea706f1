/**
 * The one Tab stop of a radio group (ARIA APG radio group): its checked radio, or its first when none is checked;
 * the arrow keys reach the others. Set as each radio's tabIndex, it holds where the browser's own rule does not: a
 * group that React renders again while one of its radios has the focus (a form's first focus loading something)
 * took two Tab stops in Chromium. Pure.
 */
export function radioTabStop(checked: boolean, first: boolean, noneChecked: boolean): 0 | -1 {
  return checked || (first && noneChecked) ? 0 : -1;
}
