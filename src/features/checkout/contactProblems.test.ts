import { describe, expect, it } from 'vitest';
import { checkPhone } from '../../domain/checkout/phone.ts';
import { EMPTY_CHECKOUT, type CheckoutState } from '../../stores/checkout.ts';
import { contactProblemsOf } from './contactProblems.ts';

const kuwait = { countryCode: 'KW' };
const contact = (patch: Partial<CheckoutState>) => ({ ...EMPTY_CHECKOUT, ...patch });
const gift = (phone: string) => ({ on: true, name: 'Sara', phone, message: '' });

describe('who orders', () => {
  it('with the phone rules, a phone is judged in the country the customer chose, else the business’s', () => {
    expect(contactProblemsOf(kuwait, contact({ name: 'Noura', phone: '50012345' }), false, checkPhone)).toEqual({});
    expect(contactProblemsOf(kuwait, contact({ name: 'Noura', phone: '1' }), false, checkPhone)).toEqual({
      phone: { key: 'phoneTooShort' },
    });
    const swiss = contact({ name: 'Heidi', phone: '044 668 18 00', phoneCountry: 'CH' });
    expect(contactProblemsOf(kuwait, swiss, false, checkPhone)).toEqual({});
  });

  it('before the phone rules are loaded only a missing phone is a problem: a typed one waits for them', () => {
    expect(contactProblemsOf(kuwait, contact({ name: 'Noura', phone: '1' }), false, null)).toEqual({});
    expect(contactProblemsOf(kuwait, contact({ name: '', phone: ' ' }), false, null)).toEqual({
      name: { key: 'nameRequired' },
      phone: { key: 'phoneRequired' },
    });
  });

  it('a seated guest may leave name and phone empty, but a phone typed must be one', () => {
    expect(contactProblemsOf(kuwait, contact({}), true, checkPhone)).toEqual({});
    expect(contactProblemsOf(kuwait, contact({ phone: '12' }), true, checkPhone)).toEqual({
      phone: { key: 'phoneTooShort' },
    });
  });

  it('a gift needs its recipient’s name and phone, the phone read in the business’s country', () => {
    expect(contactProblemsOf(kuwait, contact({ name: 'N', phone: '50012345', gift: gift('') }), false, null)).toEqual({
      'gift.phone': { key: 'phoneRequired' },
    });
    const typo = contact({ name: 'N', phone: '50012345', gift: { ...gift('abc'), name: '' } });
    expect(contactProblemsOf(kuwait, typo, false, checkPhone)).toEqual({
      'gift.name': { key: 'required' },
      'gift.phone': { key: 'phoneNotANumber' },
    });
  });
});
