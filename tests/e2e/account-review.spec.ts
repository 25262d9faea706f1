/**
 * The account journeys a customer walks less often (review of 2026-11-29): a booking the restaurant refuses, said
 * in the page's language; a placed order whose lines add up to its subtotal, and asks how it was once served; a new
 * code for a number changed from the profile.
 */
import type { Page } from '@playwright/test';
import { DATE_SENSITIVE, expect, test } from './fixtures.ts';
import { randomBookingDay } from './bookingKit.ts';
import { API_PORT } from '../../playwright.config.ts';

const API = `http://127.0.0.1:${API_PORT}`;
/** A Kuwaiti mobile number nobody else in this run uses. */
// A valid Kuwaiti mobile number (50…, 51… or 55…: libphonenumber writes an unallocated 52… as "5289 1021").
const newPhone = () =>
  `5${'015'[Math.floor(Math.random() * 3)]}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
/** A Kuwaiti mobile number as the pages write it: "+965 512 34567" (libphonenumber's grouping). */
const shownPhone = (phone: string) => `+965 ${phone.slice(0, 3)} ${phone.slice(3)}`;
/** The last one-time code the sample API "sent" to a Kuwaiti number. */
async function lastCode(page: Page, phone: string): Promise<string> {
  // Read once the API has "sent" it: the click that asks for it returns before the code is in the outbox.
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`${API}/__test/outbox?phone=${encodeURIComponent(`+965${phone}`)}`);
      code = ((await res.json()) as { messages: Array<{ code: string }> }).messages.at(-1)?.code;
      return code;
    })
    .toBeTruthy();
  return code!;
}

const REF = 'shawarma-house';
// Monday noon in Kuwait: the restaurant and its reservation menu are open.
const NOON = new Date('2026-11-23T12:00:00+03:00');

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOON);
});

test(
  'a table already booked at that time is refused in Arabic, naming the table and the time as the form shows them',
  DATE_SENSITIVE,
  async ({ page, browser }) => {
    const day = randomBookingDay();
    const book = async (p: typeof page, tableIndex: number, timeIndex: number) => {
      await p.goto(`/${REF}/ar/reservation/reserv_dinein`);
      await p.getByLabel('التاريخ').fill(day);
      await p.getByRole('combobox', { name: 'الوقت' }).selectOption({ index: timeIndex });
      await p.getByRole('combobox', { name: 'عدد الأشخاص' }).selectOption('4');
      const table = p.getByRole('combobox', { name: 'الطاولة' });
      await expect(table.getByRole('option')).toHaveCount(5);
      await table.selectOption({ index: tableIndex });
      await p.getByRole('textbox', { name: 'الاسم' }).fill('نورة');
      await p.getByRole('textbox', { name: 'رقم الجوال' }).fill('50012345');
      const chosen = {
        table: (await table.locator('option:checked').textContent())!.split(' · ')[0]!,
        time: (await p.getByRole('combobox', { name: 'الوقت' }).locator('option:checked').textContent())!,
      };
      await p.getByRole('button', { name: 'احجز الطاولة' }).click();
      return chosen;
    };
    // Another guest takes a table first.
    const times = await (async () => {
      await page.goto(`/${REF}/ar/reservation/reserv_dinein`);
      await page.getByLabel('التاريخ').fill(day);
      return page.getByRole('combobox', { name: 'الوقت' }).getByRole('option').count();
    })();
    const tableIndex = 1 + Math.floor(Math.random() * 4);
    const timeIndex = Math.floor(Math.random() * times);
    const other = await browser.newContext();
    const first = await other.newPage();
    await first.clock.setFixedTime(NOON);
    await book(first, tableIndex, timeIndex);
    // Booked, or refused because an earlier test of the run holds that table then: taken either way.
    const outcome = await Promise.race([
      first.waitForURL(/\/reservation\/success\/[\w-]+\?order=1$/).then(
        () => 'booked',
        () => 'none',
      ),
      first
        .getByRole('alert')
        .filter({ hasText: 'محجوزة' })
        .waitFor()
        .then(
          () => 'held',
          () => 'none',
        ),
    ]);
    expect(['booked', 'held']).toContain(outcome);
    await other.close();

    // The same table at the same time: said in Arabic, the table and the time named, the form kept.
    const chosen = await book(page, tableIndex, timeIndex);
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(`الطاولة ${chosen.table} محجوزة في حوالي ${chosen.time}: اختر طاولة أو وقتًا آخر.`);
    await expect(alert).not.toContainText('booked');
    await expect(page).toHaveURL(new RegExp(`/${REF}/ar/reservation/reserv_dinein$`));

    // Another table chosen, the taken one is not offered again for that time; at another time it is.
    const table = page.getByRole('combobox', { name: 'الطاولة' });
    await table.selectOption({ index: tableIndex === 4 ? 1 : tableIndex + 1 });
    await expect(table.getByRole('option').nth(tableIndex)).toBeDisabled();
    await expect(table.getByRole('option').nth(tableIndex === 4 ? 1 : tableIndex + 1)).toBeEnabled();
    const time = page.getByRole('combobox', { name: 'الوقت' });
    await time.selectOption({ index: timeIndex === 0 ? 1 : timeIndex - 1 });
    await expect(table.getByRole('option').nth(tableIndex)).toBeEnabled();
    await time.selectOption({ index: timeIndex });
    await expect(table.getByRole('option').nth(tableIndex)).toBeDisabled();
  },
);

test(
  'a placed order’s discounted line shows its price before the discount struck through, so the lines add up to the subtotal',
  DATE_SENSITIVE,
  async ({ page }) => {
    // Every dine-in dish is 0.100 off at Shawarma House.
    await page.goto(`/${REF}/dinein`);
    await page.locator('button[data-quick-add]:not([aria-haspopup]):visible').first().click();
    await expect(page.locator('[data-toast]')).toContainText('added to your cart');
    await page.goto(`/${REF}/dinein/checkout?table=T3`);
    await page.getByRole('textbox', { name: 'Name' }).fill('Noura');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('50012345');
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(new RegExp(`/${REF}/order/[\\w-]+$`));

    const line = page.getByRole('listitem').filter({ hasText: /^1 × / });
    await expect(line).toHaveCount(1);
    const subtotal = (await page
      .getByRole('term')
      .filter({ hasText: /^Subtotal$/ })
      .locator('+ dd')
      .textContent())!.trim();
    const discount = (await page
      .getByRole('term')
      .filter({ hasText: /^Discount$/ })
      .locator('+ dd')
      .textContent())!;
    const kwd = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 1000);
    const was = line.getByRole('deletion', { includeHidden: true });
    expect(kwd(discount)).toBe(100);
    // The line's value before the discount is the subtotal; what it costs now is 0.100 less.
    await expect(was).toHaveText(subtotal);
    const now = (await was.locator('..').textContent())!.replace((await was.textContent())!, '');
    expect(kwd(now)).toBe(kwd(subtotal) - 100);
  },
);

test(
  'once a guest’s order is served, its page asks how it was and links to the feedback page',
  DATE_SENSITIVE,
  async ({ page }) => {
    await page.goto(`/${REF}/dinein`);
    await page.locator('button[data-quick-add]:not([aria-haspopup]):visible').first().click();
    await expect(page.locator('[data-toast]')).toContainText('added to your cart');
    await page.goto(`/${REF}/dinein/checkout?table=T3`);
    await page.getByRole('textbox', { name: 'Name' }).fill('Noura');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('50012345');
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(new RegExp(`/${REF}/order/[\\w-]+$`));
    await expect(page.getByTestId('order-status')).toHaveText('Status: Received');
    const ask = page.getByRole('link', { name: 'How was your order? Tell us' });
    await expect(ask).toHaveCount(0);
    // A few minutes later the kitchen has served it; the page follows without a reload.
    await page.clock.setFixedTime(new Date(NOON.getTime() + 5 * 60_000));
    await expect(page.getByTestId('order-status')).toHaveText('Status: Served', { timeout: 20_000 });
    await expect(ask).toBeVisible();
    await ask.click();
    await expect(page).toHaveURL(new RegExp(`/${REF}/Feedback$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  },
);

test(
  'on a slow phone the code field of a number being changed still takes the focus when it appears',
  DATE_SENSITIVE,
  async ({ page }) => {
    await page.goto(`/${REF}/login`);
    const phone = newPhone();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('textbox', { name: '6-digit code' }).fill(await lastCode(page, phone));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Hessa');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(`/${REF}/profile`);
    // The CPU of a slow phone: React's render of the code field then came after the frame the focus was asked in.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.getByRole('textbox', { name: 'New mobile number' }).fill(newPhone());
    await page.getByRole('button', { name: 'Change number' }).click();
    await expect(page.getByRole('textbox', { name: '6-digit code' })).toBeFocused({ timeout: 15_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  },
);

test(
  'changing the number from the profile offers a new code 30 seconds after the last, as the login does',
  DATE_SENSITIVE,
  async ({ page }) => {
    await page.goto(`/${REF}/login`);
    const phone = newPhone();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('textbox', { name: '6-digit code' }).fill(await lastCode(page, phone));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Hessa');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(`/${REF}/profile`);

    const fresh = newPhone();
    await page.getByRole('textbox', { name: 'New mobile number' }).fill(fresh);
    await page.getByRole('button', { name: 'Change number' }).click();
    await expect(page.getByRole('textbox', { name: '6-digit code' })).toBeFocused();
    const resend = page.getByRole('button', { name: /^Send a new code/ });
    await expect(resend).toHaveText('Send a new code in 30 s');
    await expect(resend).toBeDisabled();
    await page.clock.setFixedTime(NOON.getTime() + 31_000);
    await expect(resend).toHaveText('Send a new code');
    const asked = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/webapp/update-profile'));
    await resend.click();
    expect((await asked).postDataJSON()).toMatchObject({ phone: fresh, dial_code: '+965' });
    await expect(page.getByTestId('account-toast')).toHaveText('A new code is on its way.');
    await expect(resend).toBeDisabled();
    // The code the new number got confirms it.
    await page.getByRole('textbox', { name: '6-digit code' }).fill(await lastCode(page, fresh));
    await page.getByRole('button', { name: 'Confirm the new number' }).click();
    await expect(page.getByTestId('profile-phone')).toHaveText(shownPhone(fresh));
  },
);
