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

export { fillPieces } from './fillPieces.ts';
