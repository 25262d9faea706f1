/**
 * Booking a table as a person does while the sample API keeps the bookings of the run's earlier tests (both clock runs
 * of `npm test` share it, retries too): a table another test took around that time is refused, as it should be, the
 * table named in the alert, and the next table is tried. A day picked at random among 80 made such a clash rare, not
 * impossible: CI failed on one (session 35).
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** A day within 80 days of the tests' Monday, picked at random so that runs rarely book the same one. */
export const randomBookingDay = (): string =>
  new Date(Date.UTC(2026, 10, 24 + Math.floor(Math.random() * 80))).toISOString().slice(0, 10);

/** The alert refusing a table taken around that time, in the page's words, naming the table. */
export const REFUSED = {
  en: (table: string) => `Table ${table} is already booked around`,
  ar: (table: string) => `الطاولة ${table} محجوزة في حوالي`,
};

/**
 * Presses `book` until the booking is taken, the next of the four tables after each refusal of the chosen one, and
 * waits for the booking's page.
 */
export async function bookFreeTable(
  page: Page,
  { table, book, refused }: { table: Locator; book: Locator; refused: (table: string) => string },
): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const name = (await table.locator('option:checked').textContent())!.split(' ')[0]!;
    await book.click();
    const refusal = page.getByRole('alert').filter({ hasText: refused(name) });
    const taken = await Promise.race([
      page.waitForURL(/\/reservation\/success\//, { timeout: 15_000 }).then(
        () => false,
        () => false,
      ),
      refusal.waitFor({ timeout: 15_000 }).then(
        () => true,
        () => false,
      ),
    ]);
    if (!taken) break;
    const current = await table.evaluate((t: HTMLSelectElement) => t.selectedIndex);
    await table.selectOption({ index: (current % 4) + 1 });
  }
  await expect(page).toHaveURL(/\/reservation\/success\/[\w-]+\?order=1$/);
}
