/**
 * axe-core over a page laid out in full. The menu's sections below the fold skip their layout
 * (`content-visibility: auto`, global.css) and keep an estimated height, so their cards would seem to overlap the
 * next section's and axe's target-size rule would report buttons "partially obscured" by other buttons that no
 * customer ever sees on top of them. The page is measured with every section laid out.
 *
 * WCAG 2.5.3 Label in Name (level A) is checked too: axe ships it as an "experimental" rule, off unless asked for.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The serious and critical violations of the page, as `rule: targets` lines. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.addStyleTag({ content: '*{content-visibility:visible!important}' });
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}
