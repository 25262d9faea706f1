/**
 * The islands' one client of the restaurant API (spec §7): every call the browser makes, named after what it does
 * and typed with the answers of accounts.ts and orders.ts (types only: the zod schemas stay out of the islands). The token, the
 * locale, the clock and the spec §6 rule (a 401/403 outside profile paths sends the customer to login) are applied
 * here, through `callApi`, for every call alike. Nothing here reads a store or the page: the caller gives the
 * token as a function (read at each call, so a login or logout in between counts) and what a refusal does.
 */
import type { z } from 'zod';
import type { Coupon } from '../../domain/pricing/coupon.ts';
import type {
  BranchesResponse,
  LocationsResponse,
  LoginResponse,
  OtpSentResponse,
  PackagePurchaseResponse,
  ProfileResponse,
  RatingResponse,
  RegisterNeededResponse,
  ReservationListResponse,
  ReservationResponse,
  SurveyResponse,
  TablesResponse,
  UpdateProfileResponse,
  VerifyResponse,
  WalletResponse,
} from './accounts.ts';
import type { OrderEventsResponse, OrderListResponse, OrderResponse, PlacedOrderResponse } from './orders.ts';
import { callApi, callLogout, type BrowserApiOptions } from './browser.ts';

/** What an answer of the contract looks like (schemas of accounts.ts, as types). */
type Answer<S extends z.ZodType> = z.output<S>;

export type OtpChannel = 'sms' | 'whatsapp';
/** A phone as the account calls take it. */
export interface PhoneParts {
  phone: string;
  dial_code: string;
}

export interface StorefrontApiOptions extends Omit<BrowserApiOptions, 'token'> {
  /** The bearer token at the moment of a call (null: the call goes without one). */
  token?: () => string | null;
}

/** Spec §7: the code is checked by verify-by-whatsapp when it went by WhatsApp. */
export const verifyOtpPath = (channel: OtpChannel) =>
  channel === 'whatsapp' ? 'webapp/verify-by-whatsapp' : 'verify-otp';
/** Spec §7: registering after a WhatsApp code goes through register-whatsapp. */
export const registerPath = (channel: OtpChannel) =>
  channel === 'whatsapp' ? 'webapp/register-whatsapp' : 'webapp/register';

const seg = (value: string | number) => encodeURIComponent(String(value));

/** The client for one page: `opts` says where the API is, in which locale, with whose token. */
export function createStorefrontApi(opts: StorefrontApiOptions) {
  const options = (): BrowserApiOptions => ({ ...opts, token: opts.token?.() ?? null });
  const get = <T>(path: string) => callApi<T>(options(), path);
  const send = <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    callApi<T>(options(), path, { method, body });

  return {
    // Login (guests; spec §7 account calls).
    sendOtp: (body: PhoneParts & { reference_id: string; channel: OtpChannel }) =>
      send<Answer<typeof OtpSentResponse>>('POST', 'send-otp', body),
    resendOtp: (query: PhoneParts & { reference_id: string; channel: OtpChannel }) =>
      get<Answer<typeof OtpSentResponse>>(`webapp/resend-otp?${new URLSearchParams({ ...query })}`),
    verifyOtp: (channel: OtpChannel, body: PhoneParts & { reference_id: string; code: string }) =>
      send<Answer<typeof VerifyResponse>>('POST', verifyOtpPath(channel), body),
    /** A new account: after a code (with its verification token), or with a password where OTP is off. */
    register: (
      channel: OtpChannel,
      body: PhoneParts & {
        reference_id: string;
        name: string;
        email?: string;
        verification_token?: string;
        password?: string;
      },
    ) => send<Answer<typeof LoginResponse>>('POST', registerPath(channel), body),
    login: (body: PhoneParts & { reference_id: string; password: string }) =>
      send<Answer<typeof LoginResponse>>('POST', 'webapp/login', body),
    logout: () => callLogout(options()),

    // The customer (login required).
    updateProfile: (body: { name?: string; email?: string | null } | PhoneParts) =>
      send<Answer<typeof UpdateProfileResponse>>('POST', 'webapp/update-profile', body),
    verifyPhone: (body: PhoneParts & { code: string }) =>
      send<Answer<typeof ProfileResponse>>('POST', 'webapp/verify-phone', body),
    createPassword: (body: { password: string; password_confirmation: string; current_password?: string }) =>
      send<Answer<typeof ProfileResponse>>('POST', 'webapp/create-password', body),
    /** Not a profile path: a 401/403 here sends the customer to login like any other call. */
    deleteAccount: (userId: number) => get<unknown>(`webapp/account/delete/${seg(userId)}`),
    locations: () => get<Answer<typeof LocationsResponse>>('webapp/locations'),
    addLocation: (body: Record<string, unknown>) =>
      send<Answer<typeof LocationsResponse>>('POST', 'webapp/locations', body),
    updateLocation: (id: number, body: Record<string, unknown>) =>
      send<Answer<typeof LocationsResponse>>('PUT', `webapp/locations/${seg(id)}`, body),
    deleteLocation: (id: number) => send<Answer<typeof LocationsResponse>>('DELETE', `webapp/locations/${seg(id)}`),

    // Orders.
    calcOrder: (branchId: number, body: Record<string, unknown>) =>
      send<{ coupon?: Coupon | null }>('POST', `service/pos/calc-order/${seg(branchId)}`, body),
    placeOrder: (body: Record<string, unknown>) =>
      send<Answer<typeof PlacedOrderResponse>>('POST', 'webapp/order', body),
    order: (id: string) => get<Answer<typeof OrderResponse>>(`webapp/order/${seg(id)}`),
    orderEvents: (ref: string, id: string) =>
      get<Answer<typeof OrderEventsResponse>>(`webapp/update-order-events/${seg(ref)}/${seg(id)}`),
    /** Spec §9 paged list, newest first. */
    orders: (userId: number, page?: number) =>
      get<Answer<typeof OrderListResponse>>(
        `webapp/v5/orders/${seg(userId)}${page === undefined ? '' : `?page=${page}`}`,
      ),

    // Wallet.
    wallet: () => get<Answer<typeof WalletResponse>>('webapp/wallet'),
    buyPackage: (packageId: number) =>
      send<Answer<typeof PackagePurchaseResponse>>('POST', `webapp/wallet/package/${seg(packageId)}`, {}),

    // Tables and bookings.
    tables: (branchId: number) => get<Answer<typeof TablesResponse>>(`webapp/tables/${seg(branchId)}`),
    reserveTable: (body: Record<string, unknown>) =>
      send<Answer<typeof ReservationResponse>>('POST', 'webapp/reserve-table', body),
    reservation: (id: string) => get<Answer<typeof ReservationResponse>>(`webapp/reservation/${seg(id)}`),
    reservations: (userId: number, page: number) =>
      send<Answer<typeof ReservationListResponse>>('POST', `webapp/reservations/${seg(userId)}`, { page }),

    // Feedback.
    survey: (branchId: number) => get<Answer<typeof SurveyResponse>>(`webapp/survey/${seg(branchId)}`),
    rate: (body: { branch_id: number; rate?: number; answers: unknown[] }) =>
      send<Answer<typeof RatingResponse>>('POST', 'users/rate', body),

    // The business.
    branches: (businessUserId: number) =>
      get<Answer<typeof BranchesResponse>>(`webapp/branches/${seg(businessUserId)}`),
  };
}

export type StorefrontApi = ReturnType<typeof createStorefrontApi>;
/** The register-needed answer of verify-otp (a phone with no account yet). */
export type RegisterNeeded = Answer<typeof RegisterNeededResponse>;
export type LoggedIn = Answer<typeof LoginResponse>;
