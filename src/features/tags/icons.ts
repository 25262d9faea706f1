/**
 * The icons of tags, drawn by the storefront itself (24×24, stroked with the text colour, like the navigation's):
 * the API gives an icon key (`vegan`, `nuts`…), never a picture, so a tag costs no request and needs no new origin
 * in the Content-Security-Policy. A key not listed here (or an icon the API sends as a URL) gets the tag outline.
 */

/** Icon key → SVG path data. */
const ICONS: Readonly<Record<string, string>> = {
  // a leaf
  vegetarian: 'M5 19C5 10 10 5 19 5c0 9-5 14-14 14Z M5 19l8-8',
  // a sprout
  vegan: 'M12 21v-8 M12 13C12 9 9 7 5 7c0 4 3 6 7 6Z M12 11c0-4 3-6 7-6 0 4-3 6-7 6Z',
  // a crescent
  halal: 'M16 4a8 8 0 1 0 4 13A6.5 6.5 0 0 1 16 4Z',
  // an ear of wheat
  gluten:
    'M12 21V9 M12 9C10 8 9 6 9 3c2 1 3 3 3 6Z M12 9c2-1 3-3 3-6-2 1-3 3-3 6Z M12 14c-2 0-4-1-5-3 2 0 4 1 5 3Z M12 14c2 0 4-1 5-3-2 0-4 1-5 3Z M12 19c-2 0-4-1-5-3 2 0 4 1 5 3Z M12 19c2 0 4-1 5-3-2 0-4 1-5 3Z',
  // an ear of wheat, struck through
  'gluten-free':
    'M12 21V9 M12 9C10 8 9 6 9 3c2 1 3 3 3 6Z M12 9c2-1 3-3 3-6-2 1-3 3-3 6Z M12 14c-2 0-4-1-5-3 2 0 4 1 5 3Z M12 14c2 0 4-1 5-3-2 0-4 1-5 3Z M4 4l16 16',
  // a drop of milk
  dairy: 'M12 3c3 4 6 7 6 11a6 6 0 0 1-12 0c0-4 3-7 6-11Z',
  // an egg
  egg: 'M12 3c3.5 0 6 6 6 11a6 6 0 0 1-12 0c0-5 2.5-11 6-11Z',
  // an acorn
  nuts: 'M5 10h14 M6 10c0 6 3 10 6 11 3-1 6-5 6-11 M5 10c0-3 3-5 7-5s7 2 7 5 M12 5V3',
  // a flame
  spicy: 'M12 3c1 4 6 6 6 11a6 6 0 0 1-12 0c0-3 1.5-5 3-6 0 2 1 3 2 3 0-3-.5-5 1-8Z',
  // a wine glass
  alcohol: 'M8 3h8l-.5 6a3.5 3.5 0 0 1-7 0Z M12 12.5V20 M8 21h8',
  // a cup with low steam
  'low-caffeine': 'M5 10h11v4a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5Z M16 11h1.5a2.5 2.5 0 0 1 0 5H16 M9 4v3 M12 4v3',
  // a sparkle
  new: 'M12 3l2 6.5L20.5 12 14 14.5 12 21l-2-6.5L3.5 12 10 9.5Z',
  // a star
  star: 'M12 3l2.7 5.6 6.1.8-4.4 4.3 1 6.1L12 16.9l-5.4 2.9 1-6.1-4.4-4.3 6.1-.8Z',
  // a calendar
  seasonal: 'M4 6h16v14H4Z M4 10h16 M8 3v4 M16 3v4',
  // a parcel with a bow
  gift: 'M4 10h16v10H4Z M3 7h18v3H3Z M12 7v13 M12 7C10 3 6 3 6 5.5 6 7 9 7 12 7Z M12 7c2-4 6-4 6-1.5C18 7 15 7 12 7Z',
};

/** The outline of a tag: for any icon the storefront does not draw. */
const TAG_OUTLINE = 'M3 12V4h8l9 9-8 8Z M7.5 7.5h.01';

/** The path data of a tag's icon. */
export function tagIconPath(icon: string | null | undefined): string {
  return typeof icon === 'string' && Object.hasOwn(ICONS, icon) ? ICONS[icon]! : TAG_OUTLINE;
}
