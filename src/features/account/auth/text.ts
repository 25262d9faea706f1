/** The island's strings: a key, with `{{placeholders}}` filled (see checkout/text.ts `fill`). */
import { fill } from '../../checkout/text.ts';
import type { Refusal } from './refusal.ts';

export type Strings = Record<string, string>;

export function say(s: Strings, key: string, values: Record<string, string | number> = {}): string {
  return fill(s[key] ?? key, values);
}

/** A refusal as text: its string, else the server's message. */
export function sayRefusal(s: Strings, refusal: Refusal): string {
  if (refusal.key === 'failed' && refusal.text) return refusal.text;
  return say(s, refusal.key, refusal.values);
}
