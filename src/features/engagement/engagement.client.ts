/**
 * The engagement entry of every page (Engagement.astro): it only loads engage.ts after the page, so none of the
 * visit count, the banners or the tracking counts in the page's JavaScript before interaction (design.md: 20 kB).
 */
// Offline, the chunk may not come: this page then goes without (its visit is counted by a later one).
import('./engage.ts').then(
  (m) => m.engage(),
  () => {},
);
