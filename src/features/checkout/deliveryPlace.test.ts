import { describe, expect, it } from 'vitest';
import { shawarmaHouse } from '../../../sample-api/fixtures/index.ts';
import { checkPhone } from '../../domain/checkout/phone.ts';
import { EMPTY_DELIVERY } from '../../stores/delivery.ts';
import { deliveryAddressOf } from './deliveryPlace.ts';
import { BASE, checkoutDataOf } from './testData.ts';

const data = checkoutDataOf(shawarmaHouse(BASE), 'delivery');
const withContactPhone = {
  ...data,
  settings: { ...data.settings, fields: { ...data.settings.fields, contact_phone: { on: true, required: false } } },
};
const address = (contact_phone: string) => ({
  ...EMPTY_DELIVERY,
  address: { block: '4', street: 'Ahmad Al-Jaber', building: '12', contact_phone },
});

describe('the delivery address', () => {
  it('a contact phone that is not one is a problem of its field, once the phone rules are loaded', () => {
    const { addressRules, problems } = deliveryAddressOf(withContactPhone, address('12'), false, checkPhone);
    expect(addressRules.map((r) => r.field)).toContain('contact_phone');
    expect(problems).toEqual({ 'address.contact_phone': { key: 'phoneInvalid' } });
    expect(deliveryAddressOf(withContactPhone, address('50012345'), false, checkPhone).problems).toEqual({});
  });

  it('before the phone rules are loaded a typed contact phone waits; the other fields are judged as ever', () => {
    expect(deliveryAddressOf(withContactPhone, address('12'), false, null).problems).toEqual({});
    const empty = deliveryAddressOf(withContactPhone, EMPTY_DELIVERY, false, null).problems;
    expect(empty['address.block']).toEqual({ key: 'required' });
  });

  it('other selling types have no address form', () => {
    expect(deliveryAddressOf({ ...data, route: 'pickup' }, address('12'), false, checkPhone)).toEqual({
      addressRules: [],
      problems: {},
    });
  });
});
