// Its own module, in the chunk every page runs (astro.config.mjs `site`): the menu pages' scripts fill their
// messages with it (fillNodes.ts) without loading the islands' chunk, where fill.ts is.
/**
 * `fill` in pieces: our words at even places, the values at odd ones, so a page can isolate each value (an owner's
 * name in another script than the sentence's) in a `<bdi>`: `['Remove ', 'Falafel', '']`.
 */
export function fillPieces(text: string | undefined, values: Record<string, string | number> = {}): string[] {
  return (text ?? '')
    .split(/\{\{([^{}]+)\}\}/)
    .map((piece, i) => (i % 2 === 0 ? piece : Object.hasOwn(values, piece) ? String(values[piece]) : `{{${piece}}}`));
}
