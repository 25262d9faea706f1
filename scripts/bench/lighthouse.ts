/** Lighthouse mobile performance scores of some URLs, in Debian's Chromium (CHROME_PATH or /usr/bin/chromium). */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, fullChromium } from '../chromium.ts';

const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** `runs` performance scores (0–100) per URL. */
export async function lighthouseScores(urls: string[], runs: number): Promise<Record<string, number[]>> {
  const chrome = await chromeLauncher.launch({
    chromePath: fullChromium(),
    chromeFlags: FLAGS,
  });
  const out: Record<string, number[]> = {};
  try {
    for (const url of urls) {
      out[url] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
        });
        out[url].push(Math.round((result?.lhr.categories.performance?.score ?? 0) * 100));
      }
    }
  } finally {
    await chrome.kill();
  }
  return out;
}
