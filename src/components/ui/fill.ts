/**
 * Fills the `{{name}}` placeholders of a translated string the page handed to an island (i18next's syntax). Every
 * occurrence of a placeholder is filled (a sentence may name the same value twice), in one pass: a value is
 * written as it is, never read again for placeholders or `$` patterns; a placeholder without a value stays as
 * written, so a missing value shows rather than vanishing.
 */
export function fill(text: string | undefined, values: Record<string, string | number> = {}): string {
  return (text ?? '').replace(/\{\{([^{}]+)\}\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

/**
 * `fill` in pieces: our words at even places, the values at odd ones, so a page can isolate each value (an owner's
 * name in another script than the sentence's) in a `<bdi>`: `['Remove ', 'Falafel', '']`.
 */
export function fillPieces(text: string | undefined, values: Record<string, string | number> = {}): string[] {
  return (text ?? '')
    .split(/\{\{([^{}]+)\}\}/)
    .map((piece, i) => (i % 2 === 0 ? piece : Object.hasOwn(values, piece) ? String(values[piece]) : `{{${piece}}}`));
}
