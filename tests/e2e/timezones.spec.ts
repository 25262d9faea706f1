/**
 * A customer whose device keeps another time than the business (a visitor abroad, a phone still on its home zone):
 * the times a checkout or a booking offers are the business's, and the form says whose they are. A customer in the
 * business's own time is not told.
 */
import type { Page } from '@playwright/test';
import { DATE_SENSITIVE, expect, test } from './fixtures.ts';

// Monday noon in Kuwait: every selling type is open, later slots are offered.
const NOON = new Date('2026-11-23T12:00:00+03:00');

async function scheduleDelivery(page: Page) {
  await page.clock.setFixedTime(NOON);
  await page.goto('/shawarma-house/delivery');
  await page.locator('button[data-quick-add]:not([aria-haspopup]):visible').first().click();
  await expect(page.locator('[data-toast]')).not.toBeEmpty();
  await page.goto('/shawarma-house/delivery/checkout');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('radio', { name: 'Schedule for later' }).check();
}

test.describe('a customer in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('is told the delivery slots are Kuwait’s time', DATE_SENSITIVE, async ({ page }) => {
    await scheduleDelivery(page);
    await expect(page.getByRole('combobox', { name: 'Time' })).toHaveAccessibleDescription(
      'Times are in Arabian Standard Time.',
    );
  });
});

test.describe('a customer in New York on a wide screen', () => {
  test.use({ timezoneId: 'America/New_York', viewport: { width: 1280, height: 800 } });

  test(
    'sees the day and time fields side by side, labels on one line, the note under',
    DATE_SENSITIVE,
    async ({ page }) => {
      await scheduleDelivery(page);
      await expect(page.getByRole('combobox', { name: 'Time' })).toHaveAccessibleDescription(/Arabian/);
      const box = async (name: string) => (await page.getByRole('combobox', { name }).boundingBox())!;
      const [day, time] = [await box('Day'), await box('Time')];
      expect(time.x).toBeGreaterThan(day.x + day.width - 1);
      expect(Math.abs(day.y - time.y)).toBeLessThan(2);
    },
  );
});

test.describe('a customer in London', () => {
  test.use({ timezoneId: 'Europe/London' });

  test('booking a table in Arabic is told, in Arabic, the times are Kuwait’s', DATE_SENSITIVE, async ({ page }) => {
    await page.clock.setFixedTime(NOON);
    await page.goto('/shawarma-house/ar/reservation/reserv_dinein');
    await expect(page.getByRole('combobox', { name: 'الوقت' })).toHaveAccessibleDescription(
      'الأوقات بحسب التوقيت العربي الرسمي.',
    );
  });
});

test('a customer in Kuwait is not told whose time the slots are', DATE_SENSITIVE, async ({ page }) => {
  await scheduleDelivery(page);
  const time = page.getByRole('combobox', { name: 'Time' });
  await expect(time.getByRole('option').first()).toBeAttached();
  await expect(time).toHaveAccessibleDescription('');
});
