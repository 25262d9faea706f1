/** The account islands' strings: a key, with `{{placeholders}}` filled (components/ui/fill.ts). */
import { fill } from '../../../components/ui/fill.ts';

export type Strings = Record<string, string>;

export function say(s: Strings, key: string, values: Record<string, string | number> = {}): string {
  return fill(s[key] ?? key, values);
}
