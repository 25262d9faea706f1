/**
 * Zod schemas of the account answers the islands read (spec §3 User, Wallet; §4 statuses; §7 account calls).
 * The spec shows no bodies for these calls: the shapes here are the contract the sample API (sample-api/accounts)
 * answers with, keeping the spec's field names. Money is in major units, as in every other answer.
 */
import { z } from 'zod';
import { ADDRESS_FIELDS, type AddressField, LocalizedText } from './schema.ts';
import { QUESTION_TYPE } from './questionTypes.ts';

/** One table of a branch (GET webapp/tables/{branchId}); `name` is a label such as "T4", `area` where it stands. */
export const Table = z
  .object({ id: z.number().int(), name: z.string(), seats: z.number().int().min(1), area: LocalizedText.nullish() })
  .loose();
export type Table = z.infer<typeof Table>;
export const TablesResponse = z.object({ tables: z.array(Table) }).loose();

const addressText = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, z.string().nullish()])) as Record<
  AddressField,
  z.ZodOptional<z.ZodNullable<z.ZodString>>
>;

/** A saved address (spec §3 Address form fields) with its default flag. */
export const Location = z
  .object({
    ...addressText,
    id: z.number().int(),
    title: z.string().default(''),
    default: z.boolean().default(false),
    /** Address type (spec §4): 0 company, 1 house, 2 apartment. */
    type: z.number().int().nullish(),
    form_type: z.enum(['residency', 'international']).default('residency'),
    lat: z.number().nullish(),
    lng: z.number().nullish(),
    area_id: z.number().int().nullish(),
  })
  .loose();
export type Location = z.infer<typeof Location>;

/** One item of the wallet balance: the balance is their sum (spec §3, §4). */
export const WalletBalanceItem = z
  .object({ id: z.number().int(), amount: z.number(), source: z.string().default(''), created_at: z.string() })
  .loose();

/** A credit package the customer can buy: pays `price`, gets `amount` into the wallet. */
export const WalletPackage = z
  .object({
    id: z.number().int(),
    name: LocalizedText,
    description: LocalizedText.default([]),
    price: z.number().nonnegative(),
    amount: z.number().positive(),
    currency: z.string(),
  })
  .loose();
export type WalletPackage = z.infer<typeof WalletPackage>;

/** One wallet movement: a credit (package bought) or a debit (order paid with the wallet); `amount` is signed. */
export const CreditEntry = z
  .object({
    id: z.number().int(),
    type: z.enum(['credit', 'debit']),
    amount: z.number(),
    reason: z.string(),
    package_id: z.number().int().nullish(),
    order_id: z.string().nullish(),
    created_at: z.string(),
  })
  .loose();

export const Wallet = z
  .object({
    currency: z.string(),
    balance: z.array(WalletBalanceItem).default([]),
    onHoldBalance: z.number().default(0),
    availablePackages: z.array(WalletPackage).default([]),
    creditHistory: z.array(CreditEntry).default([]),
    policy: LocalizedText.default([]),
    wallet_feature_enabled: z.boolean().default(false),
  })
  .loose();
export type Wallet = z.infer<typeof Wallet>;

/** The customer (spec §3 User); `business_id` equals the business's `user_id` for a customer of that business. */
export const User = z
  .object({
    id: z.number().int(),
    business_id: z.number().int(),
    name: z.string(),
    phone: z.string(),
    dial_code: z.string(),
    email: z.string().nullish(),
    has_password: z.boolean().default(false),
    locations: z.array(Location).default([]),
    wallet: Wallet.nullish(),
  })
  .loose();
export type User = z.infer<typeof User>;

/** A logged-in answer: verify-otp, verify, verify-by-whatsapp, register, login. */
export const LoginResponse = z.object({ token: z.string().min(20), user: User }).loose();
/** verify-otp for a phone with no account yet: register next, presenting `verification_token`. */
export const RegisterNeededResponse = z
  .object({ register: z.literal(true), verification_token: z.string(), phone: z.string(), dial_code: z.string() })
  .loose();
export const VerifyResponse = z.union([LoginResponse, RegisterNeededResponse]);

/** send-otp, resend-otp, register (with OTP), update-profile with a new phone: a code went out. */
export const OtpSentResponse = z
  .object({
    otp_sent: z.literal(true),
    channel: z.enum(['sms', 'whatsapp']),
    phone: z.string(),
    dial_code: z.string(),
    expires_in: z.number(),
    resend_after: z.number(),
  })
  .loose();

export const ProfileResponse = z.object({ user: User }).loose();
/** POST webapp/update-profile: a new phone is taken only after POST webapp/verify-phone with the code sent to it. */
export const UpdateProfileResponse = z.object({ user: User, verify_phone: OtpSentResponse.optional() }).loose();
/** GET, POST, PUT, DELETE webapp/locations[/{id}]; POST and PUT also answer the saved `location`. */
export const LocationsResponse = z.object({ locations: z.array(Location), location: Location.optional() }).loose();
/** GET webapp/wallet. */
export const WalletResponse = z.object({ wallet: Wallet }).loose();
/** POST webapp/wallet/package/{packageId}. */
export const PackagePurchaseResponse = z.object({ wallet: Wallet, credit: CreditEntry }).loose();

export const Pagination = z
  .object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int() })
  .loose();

/** The pre-order of a booking as the booking shows it; status per spec §4 (9: cancelled, e.g. its payment failed). */
export const BookingOrder = z
  .object({
    id: z.string(),
    order_number: z.union([z.string(), z.number()]).nullish(),
    status: z.number().int(),
    total: z.number(),
    currency: z.string(),
  })
  .loose();
export type BookingOrder = z.infer<typeof BookingOrder>;

/** The booking an order was made for, as the order shows it: the business's local date and time, party size. */
export const OrderBooking = z
  .object({
    id: z.string(),
    date: z.string(),
    time: z.string(),
    persons: z.number().int(),
    status: z.number().int(),
    table: z.object({ id: z.number().int(), name: z.string() }).loose().nullish(),
  })
  .loose();
export type OrderBooking = z.infer<typeof OrderBooking>;

/** GET webapp/branches/{businessUserId}: the branches with their names in every language. */
export const BranchesResponse = z
  .object({
    branches: z.array(z.object({ id: z.number().int(), name: z.string(), names: LocalizedText.optional() }).loose()),
  })
  .loose();

/** A table booking; status per spec §4: 0 pending, 1 accepted, 2 rejected, 3 completed. */
export const Reservation = z
  .object({
    id: z.string(),
    status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    reference_id: z.string(),
    branch_id: z.number().int(),
    table_id: z.number().int().nullish(),
    table: Table.nullish(),
    date: z.string(),
    time: z.string(),
    persons: z.number().int(),
    name: z.string(),
    phone: z.string(),
    dial_code: z.string(),
    note: z.string().default(''),
    created_at: z.string(),
    /** Its pre-order (reservation type 2): the latest order made for it, a cancelled one until it is replaced. */
    order_id: z.string().nullish(),
    order: BookingOrder.nullish(),
  })
  .loose();
export type Reservation = z.infer<typeof Reservation>;
export const ReservationResponse = z.object({ reservation: Reservation }).loose();
/** POST webapp/reservations/{userId}: newest first. */
export const ReservationListResponse = z.object({ reservations: z.array(Reservation), pagination: Pagination }).loose();

/** One question; `min`/`max`/`step` for a slider, `options` for choices, `max_length` for text. */
export const SurveyQuestion = z
  .object({
    id: z.number().int(),
    type: z.union([
      z.literal(QUESTION_TYPE.text),
      z.literal(QUESTION_TYPE.slider),
      z.literal(QUESTION_TYPE.smile),
      z.literal(QUESTION_TYPE.choices),
      z.literal(QUESTION_TYPE.rate),
      z.literal(QUESTION_TYPE.phone),
    ]),
    title: LocalizedText,
    required: z.boolean().default(false),
    min: z.number().nullish(),
    max: z.number().nullish(),
    step: z.number().positive().nullish(),
    max_length: z.number().int().positive().nullish(),
    multiple: z.boolean().default(false),
    options: z.array(z.object({ id: z.number().int(), title: LocalizedText }).loose()).default([]),
  })
  .loose();
export type SurveyQuestion = z.infer<typeof SurveyQuestion>;
/** GET webapp/survey/{branchId}. */
/** GET webapp/survey/{branchId}: `survey` is null for a business that asks no questions. */
export const SurveyResponse = z
  .object({
    survey: z
      .object({ questions: z.array(SurveyQuestion) })
      .loose()
      .nullable(),
  })
  .loose();

/** POST users/rate. */
export const RatingResponse = z
  .object({ rating: z.object({ id: z.number().int(), created_at: z.string() }).loose() })
  .loose();
