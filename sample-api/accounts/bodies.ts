/**
 * Request bodies of the account calls (the spec shows none: these are the sample API's, named after spec §3).
 * Names and notes are stored as sent (the storefront renders them inert) but length-limited; unknown fields are
 * dropped.
 */
import { EMAIL_MAX, isEmail } from '../../src/domain/email.ts';
import { z } from 'zod';
import { ADDRESS_FIELDS, type AddressField } from '../../src/lib/api/schema.ts';

export const Id = z
  .number()
  .int()
  .nonnegative()
  .max(2 ** 31);
const Ref = z.string().min(1).max(100);
const PhoneText = z.string().min(1).max(32);
const DialCode = z.string().min(1).max(8);
const Code = z.string().regex(/^\d{6}$/, 'a code is 6 digits');
/** A person's name: anything visible, up to 100 characters. */
export const Name = z
  .string()
  .max(100)
  .refine((s) => s.trim().length > 0, 'must not be empty');
// The storefront's own rule (domain/email.ts): what its forms take, the API takes.
const Email = z.string().max(EMAIL_MAX).refine(isEmail, 'Invalid email address');
const Password = z.string().min(8).max(128);
const Channel = z.enum(['sms', 'whatsapp']);

const PhoneFields = { phone: PhoneText, dial_code: DialCode };

export const SendOtpBody = z.object({ reference_id: Ref, ...PhoneFields, channel: Channel.default('sms') });
export const ResendQuery = z.object({ reference_id: Ref, ...PhoneFields, channel: Channel.optional() });
export const VerifyBody = z.object({ reference_id: Ref, ...PhoneFields, code: Code });
export const RegisterBody = z.object({
  reference_id: Ref,
  ...PhoneFields,
  name: Name,
  email: Email.nullish(),
  /** From verify-otp's `{ register: true }` answer: the phone is already verified. */
  verification_token: z.string().max(100).optional(),
  /** Only for a business with disable_otp: the account is made with this password, no code. */
  password: Password.optional(),
});
export const LoginBody = z.object({ reference_id: Ref, ...PhoneFields, password: z.string().min(1).max(128) });
export const CreatePasswordBody = z
  .object({
    password: Password,
    password_confirmation: z.string().max(128).optional(),
    current_password: z.string().max(128).optional(),
  })
  .refine((b) => b.password_confirmation === undefined || b.password_confirmation === b.password, {
    message: 'does not match the password',
    path: ['password_confirmation'],
  });
export const UpdateProfileBody = z.object({
  name: Name.optional(),
  email: Email.nullish(),
  phone: PhoneText.optional(),
  dial_code: DialCode.optional(),
  channel: Channel.default('sms'),
});
export const VerifyPhoneBody = z.object({ ...PhoneFields, code: Code });

const addressText = Object.fromEntries(
  ADDRESS_FIELDS.map((f) => [
    f,
    z
      .string()
      .max(f === 'note' ? 500 : 200)
      .nullish(),
  ]),
) as Record<AddressField, z.ZodOptional<z.ZodNullable<z.ZodString>>>;
/** A saved location: the address form fields (spec §3) plus a title, the map point and the default flag. */
export const LocationBody = z.object({
  ...addressText,
  title: z.string().max(100).default(''),
  lat: z.number().min(-90).max(90).nullish(),
  lng: z.number().min(-180).max(180).nullish(),
  area_id: Id.nullish(),
  type: z.number().int().min(0).max(2).nullish(),
  form_type: z.enum(['residency', 'international']).default('residency'),
  default: z.boolean().default(false),
});

export const ReserveBody = z.object({
  branch_id: Id,
  table_id: Id.nullish(),
  date: z.iso.date(),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm'),
  persons: z.number().int().min(1).max(1000),
  name: Name,
  ...PhoneFields,
  dial_code: DialCode.default('+965'),
  note: z.string().max(1000).default(''),
});
export const PageBody = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

export const RateBody = z.object({
  branch_id: Id,
  /** The overall stars of the rating prompt (show_rating). */
  rate: z.number().int().min(1).max(5).nullish(),
  answers: z
    .array(z.object({ question_id: Id, value: z.unknown() }))
    .max(50)
    .default([]),
});
