/**
 * The `sizes` of the pictures drawn at a width the page's style sheet decides: how wide each is drawn, so the
 * browser downloads the width it shows and no larger. A menu card's picture (a phone at 412 px wide and 1.75 device pixels per px fetched the 640 px picture for a 182 px card
 * when this said "50vw"; below 376 px, where the grid holds one card a row, "50vw" fetched half what it needed).
 *
 * Derived from global.css: `main` is 72rem at most with 1rem of padding; `.items` is an auto-fill grid with a
 * 0.75rem gap and columns of at least 10rem (grid layout) or 18rem (cards layout). A card's picture is the column's
 * width less the card's 1px borders: the whole content width while one column fits, then (content − gap) / 2
 * while two fit, then at most ~13.5rem (grid) or ~23rem (cards) from three columns on (the widest a column gets
 * there). tests/e2e/storefront.spec.ts "its picture is downloaded at the width it is shown" checks them on four
 * screens.
 */
export const GRID_SIZES = '(max-width: 375px) calc(100vw - 2.125rem), (max-width: 535px) calc(50vw - 1.5rem), 13.5rem';
export const CARDS_SIZES = '(max-width: 619px) calc(100vw - 2.125rem), (max-width: 919px) calc(50vw - 1.5rem), 23rem';

/**
 * The item page's picture: the content width on a phone; from 768px half of it less half the 1rem gap, the two
 * columns of `.item-page`, at most (72rem − 2rem − 1rem) / 2 = 34.5rem.
 */
export const ITEM_SIZES = '(min-width: 1152px) 34.5rem, (min-width: 768px) calc(50vw - 1.5rem), calc(100vw - 2rem)';

/**
 * The header picture (`.hero`, landing and menu pages): the page's width, up to `main`'s 72rem (it takes `main`'s
 * padding back with negative margins). "100vw" fetched the 1536 px picture on a wide desktop for 1152 px shown.
 */
export const HERO_SIZES = '(min-width: 72rem) 72rem, 100vw';

/**
 * A banner's picture (engagement/BannerSlot.astro): laid over the header picture, a banner alone takes the header's
 * box, and one of several 92 % of it; without a header picture, a banner is min(88 %, 36rem) of the content width.
 */
export const BANNER_OVER_HERO_SIZES = HERO_SIZES;
export const BANNER_OVER_HERO_SHARED_SIZES = '(min-width: 72rem) 66.25rem, 92vw';
export const BANNER_SIZES = '(min-width: 41rem) 36rem, 88vw';
