/**
 * The notes a customer writes (the kitchen's note on a dish, the cart's order note, the checkout's notes for the
 * restaurant) are read back on the order page, in the words the cart and checkout gave them: the customer sees
 * they went with the order.
 */
import { DATE_SENSITIVE, expect, test } from './fixtures.ts';

// Monday noon in Zürich and Kuwait alike: the café's pickup is open.
const NOON = new Date('2026-11-23T12:00:00+01:00');

test('the kitchen’s note and the order’s notes are on the order page', DATE_SENSITIVE, async ({ page }) => {
  await page.clock.setFixedTime(NOON);
  await page.goto('/cafe-limmat/en/pickup/201/20001');
  await page.getByRole('textbox', { name: 'Note for the kitchen' }).fill('Oat milk please');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: /added/i })).toBeVisible();
  await page.goto('/cafe-limmat/en/pickup/cart');
  await page.getByRole('textbox', { name: 'Order note' }).fill('Extra napkins');
  await page.goto('/cafe-limmat/en/pickup/checkout');
  await page.getByRole('textbox', { name: 'Name' }).fill('Heidi Muster');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('+41 79 123 45 67');
  await page.getByRole('textbox', { name: 'Notes for the restaurant' }).fill('I will be ten minutes late');
  await page.getByRole('radio', { name: /^Card (payment in person|at pickup)$/ }).check();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/cafe-limmat\/en\/order\//);
  const line = page.getByRole('listitem').filter({ hasText: 'Espresso' });
  await expect(line).toContainText('Note: Oat milk please');
  // On a line of its own under the dish, as the checkout's summary shows it (run on after the name with a "·", a
  // phone wrapped it so that a line began with the separator).
  await expect(line).not.toContainText('·');
  const dish = (await line.getByText('Espresso', { exact: true }).boundingBox())!;
  const note = (await line.getByText('Note: Oat milk please').boundingBox())!;
  expect(note.y).toBeGreaterThanOrEqual(dish.y + dish.height - 1);
  await expect(page.getByRole('term').filter({ hasText: 'Order note' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Extra napkins' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Notes for the restaurant' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'I will be ten minutes late' })).toBeVisible();
});
