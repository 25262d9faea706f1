import { describe, expect, it } from 'vitest';
import {
  codeProblem,
  emailProblem,
  firstStep,
  nameProblem,
  normalizeCode,
  passwordProblem,
  phoneFor,
  registerPath,
  restoredCode,
  verifyPath,
} from './loginModel.ts';
import { checkPhone } from '../../../domain/checkout/phone.ts';

describe('login rules', () => {
  it('a business without OTP starts at the password login', () => {
    expect(firstStep(true)).toBe('password');
    expect(firstStep(false)).toBe('phone');
  });

  it('a reload within the code lifetime comes back to the code for the same phone', () => {
    const auth = { phoneNumber: { phone: '50012345', dial_code: '+965' }, startOtpTime: 1_000_000 };
    expect(restoredCode(auth, 1_000_000 + 20_000)).toEqual({ phone: '50012345', dialCode: '+965' });
    expect(restoredCode(auth, 1_000_000 + 301_000)).toBeNull();
    expect(restoredCode({ phoneNumber: null, startOtpTime: 5 }, 10)).toBeNull();
  });

  it('a phone is sent as its national number and dial code, read in the chosen country', () => {
    expect(phoneFor('5001 2345', 'KW', checkPhone)).toEqual({ ok: true, phone: '50012345', dialCode: '+965' });
    expect(phoneFor('+41 79 123 45 67', 'KW', checkPhone)).toEqual({ ok: true, phone: '791234567', dialCode: '+41' });
    expect(phoneFor('079 123 45 67', 'CH', checkPhone)).toEqual({ ok: true, phone: '791234567', dialCode: '+41' });
    expect(phoneFor('', 'KW', checkPhone)).toEqual({ ok: false, key: 'phoneRequired' });
    expect(phoneFor('abc', 'KW', checkPhone)).toEqual({ ok: false, key: 'phoneNotANumber' });
    expect(phoneFor('5', 'KW', checkPhone)).toMatchObject({ ok: false });
  });

  it('codes typed in Arabic-Indic or Persian digits, or with spaces, are read as six digits', () => {
    expect(normalizeCode('١٢٣ ٤٥٦')).toBe('123456');
    expect(normalizeCode('۱۲۳-۴۵۶')).toBe('123456');
    expect(normalizeCode('१२३ ४५६')).toBe('123456');
    expect(normalizeCode('１２３４５６')).toBe('123456');
    expect(normalizeCode('১২৩๔๕6')).toBe('123456');
    expect(codeProblem(normalizeCode('12 34 56'))).toBeNull();
    expect(codeProblem('')).toBe('codeRequired');
    expect(codeProblem('12345')).toBe('codeFormat');
    expect(codeProblem('12345a')).toBe('codeFormat');
  });

  it('names, emails and passwords are checked before any call', () => {
    expect(nameProblem('  ')).toBe('nameRequired');
    expect(nameProblem('x'.repeat(101))).toBe('nameTooLong');
    expect(nameProblem('<img src=x onerror=alert(1)>')).toBeNull();
    expect(emailProblem('')).toBeNull();
    expect(emailProblem('a@b.co')).toBeNull();
    expect(emailProblem('a@b')).toBe('emailInvalid');
    expect(passwordProblem('')).toBe('passwordRequired');
    expect(passwordProblem('short')).toBe('passwordTooShort');
    expect(passwordProblem('long enough', 'long enougH')).toBe('passwordMismatch');
    expect(passwordProblem('long enough', 'long enough')).toBeNull();
  });

  it('WhatsApp codes use the WhatsApp calls', () => {
    expect(verifyPath('whatsapp')).toBe('webapp/verify-by-whatsapp');
    expect(verifyPath('sms')).toBe('verify-otp');
    expect(registerPath('whatsapp')).toBe('webapp/register-whatsapp');
    expect(registerPath('sms')).toBe('webapp/register');
  });
});
