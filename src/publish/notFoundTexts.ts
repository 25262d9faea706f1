/**
 * The words of the servers' own not-found page in every language the app has (rootFiles.ts notFoundHtml), read
 * from the locale files: by the bundled server when it starts, and by the edge worker's bundle (src/edge/bundle.ts),
 * which carries them as data (a few kB: two sentences per language, not the locale files).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NotFoundText, NotFoundTexts } from './rootFiles.ts';

const LOCALES_DIR = join(import.meta.dirname, '../../locales');

export function readNotFoundTexts(dir = LOCALES_DIR): NotFoundTexts {
  const texts: Record<string, NotFoundText> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const error = (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { error?: Record<string, unknown> }).error;
    const title = error?.pageNotFound;
    const back = error?.backHome;
    // A language whose file lacks either sentence (or names no path) is left to English rather than half said.
    if (typeof title === 'string' && title.includes('{{path}}') && typeof back === 'string') {
      texts[file.slice(0, -'.json'.length)] = { title, back };
    }
  }
  return texts;
}
