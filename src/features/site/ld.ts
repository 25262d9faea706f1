/** Binds the JSON-LD builders to a page context (absolute URLs, localized text, image URLs). */
import type { PageContext } from './context.ts';

/** The JSON-LD context of a page. */
export function ldContext(ctx: PageContext) {
  const base = ctx.base;
  return {
    snapshot: ctx.snapshot,
    absolute: (p: string) => ctx.absolute(p),
    home: ctx.home,
    name: ctx.name,
    /** The menu of the business's first selling type (its landing when it has none). */
    menu: ctx.types[0] ?? ctx.home,
    text: ctx.text,
    imageUrl: (src: string | null | undefined) => {
      const entry = src ? ctx.snapshot.images[src] : undefined;
      if (!entry) return undefined;
      const w = entry.widths.find((x) => x >= 1024) ?? entry.widths.at(-1);
      return new URL(`${base}/_img/${entry.hash}-${w}.webp`, ctx.snapshot.siteUrl).toString();
    },
  };
}
