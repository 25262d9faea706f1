/**
 * The account pages' data (AccountData.astro) as the fixture build wrote it.
 */
import { describe, expect, test } from 'vitest';
import { ACCOUNT_DATA_ID } from '../../src/features/account/accountIds.ts';
import type { AccountData } from '../../src/features/account/accountData.ts';
import { find, parseHtml, readPage } from './helpers.ts';

const accountDataOf = (ref: string, page: string): AccountData => {
  const [block] = find(parseHtml(readPage(ref, page)), (e) => e.tag === 'script' && e.attrs.id === ACCOUNT_DATA_ID);
  return JSON.parse(block!.text) as AccountData;
};

describe('account pages', () => {
  test('the booking form names the branches in the page language', () => {
    const ar = accountDataOf('shawarma-house', 'ar/reservation/_.html');
    const en = accountDataOf('shawarma-house', 'reservation/_.html');
    expect(ar.branches.find((b) => b.id === 11)?.name).toBe('مدينة الكويت — شرق');
    expect(en.branches.find((b) => b.id === 11)?.name).toBe('Kuwait City — Sharq');
    expect(ar.branches.map((b) => b.id)).toEqual(en.branches.map((b) => b.id));
  });
});
