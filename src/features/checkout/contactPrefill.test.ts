import { describe, expect, it } from 'vitest';
import { contactPrefill, userPhoneOf } from './contactPrefill.ts';

const empty = { name: '', phone: '' };
const noura = { name: 'Noura', phone: '50012345', dial_code: '+965' };

describe('the contact a checkout starts with', () => {
  it('a logged-in user’s name and phone (with its dial code) fill the empty fields', () => {
    expect(contactPrefill(noura, empty, null)).toEqual({ name: 'Noura', phone: '+96550012345' });
  });

  it('what the customer typed stays', () => {
    expect(contactPrefill(noura, { name: 'Heidi', phone: '044 668 18 00' }, null)).toEqual({});
    expect(contactPrefill(noura, { name: ' ', phone: '1' }, null)).toEqual({ name: 'Noura' });
  });

  it('a guest’s phone comes from the saved address form’s contact phone; without one nothing is filled', () => {
    expect(contactPrefill(null, empty, ' 99887766 ')).toEqual({ phone: '99887766' });
    expect(contactPrefill(null, empty, '')).toEqual({});
    expect(contactPrefill({ name: 'Ali' }, empty, undefined)).toEqual({ name: 'Ali' });
  });

  it('a user without a phone has none to give, and a phone without a dial code is kept as it is', () => {
    expect(userPhoneOf(null)).toBeNull();
    expect(userPhoneOf({ name: 'Ali' })).toBeNull();
    expect(userPhoneOf({ phone: '50012345' })).toBe('50012345');
  });
});
