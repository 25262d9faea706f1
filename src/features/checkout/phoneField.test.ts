import { describe, expect, it } from 'vitest';
import * as rules from '../../domain/checkout/phone.ts';
import { fieldPhoneOf, fieldPhonePatch, pagePhoneOf, phoneFieldOf } from './phoneField.ts';

const kuwait = pagePhoneOf(rules, 'KW');

describe('the checkout phone field', () => {
  it('the page carries the business’s country with its dial code and example, worked out at build time', () => {
    expect(kuwait).toEqual({ country: 'KW', dialCode: '+965', hint: rules.phoneHintValues('KW') });
    expect(pagePhoneOf(rules, 'CH').dialCode).toBe('+41');
    // A business without a country code reads phones in Kuwait (spec §9).
    expect(pagePhoneOf(rules, '').country).toBe('KW');
  });

  it('without the phone rules the business’s country shows from the page, and needs nothing loaded', () => {
    expect(phoneFieldOf('', kuwait, null)).toEqual({ ...kuwait, needsRules: false });
    expect(phoneFieldOf('KW', kuwait, null)).toEqual({ ...kuwait, needsRules: false });
  });

  it('another country picked earlier asks for the rules, which then give its dial code and example', () => {
    expect(phoneFieldOf('CH', kuwait, null)).toEqual({ country: 'CH', dialCode: null, hint: null, needsRules: true });
    expect(phoneFieldOf('CH', kuwait, rules)).toEqual({
      country: 'CH',
      dialCode: '+41',
      hint: rules.phoneHintValues('CH'),
      needsRules: false,
    });
  });

  it('with the rules, a country they do not know falls back to the business’s, as it did before they loaded', () => {
    expect(phoneFieldOf('XX', kuwait, rules)).toEqual({ ...kuwait, needsRules: false });
    expect(phoneFieldOf('', kuwait, rules)).toEqual({ ...kuwait, needsRules: false });
  });

  it('a booking’s or account’s phone fills the number alone when it dials the page’s country, and the select with it', () => {
    expect(fieldPhonePatch('+965', '51742446', '+965')).toEqual({ phone: '51742446', phoneCountry: '' });
    expect(fieldPhonePatch('+966', '512345678', '+965')).toEqual({ phone: '+966512345678' });
    expect(fieldPhonePatch('+965', ' +96551742446 ', '+965')).toEqual({ phone: '+96551742446' });
    expect(fieldPhonePatch(undefined, '51742446', '+965')).toEqual({ phone: '51742446' });
    expect(fieldPhoneOf('+965', '51742446', null)).toBe('+96551742446');
    expect(fieldPhoneOf('+965', '  ', '+965')).toBe('');
  });
});
