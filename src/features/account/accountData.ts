/**
 * What every account island (login, profile, locations, wallet, orders, reservations, feedback, settings) reads
 * from its page: the business, the API as the browser reaches it, and the links between account pages. Written
 * into the page as inert JSON (ACCOUNT_DATA_ID) by AccountData.astro.
 */
import { clientConfigOf } from '../site/clientConfig.ts';
import { dialCodeOf, phoneHintValues } from '../../domain/checkout/phone.ts';
import type { PageContext } from '../site/context.ts';

export { ACCOUNT_DATA_ID } from './accountIds.ts';

export interface AccountData {
  ref: string;
  locale: string;
  fallbacks: string[];
  apiUrl: string;
  currency: string;
  countryCode: string;
  /** The dial code of the business's country, shown before the phone metadata is loaded ('' if unknown). */
  dialCode: string;
  /** The phone hint's example number in the business's country, read at build (the phone rules load later). */
  phoneExample: string;
  timeZone: string;
  /** Business.user_id: a user is authenticated here only if their business_id equals it (spec §4). */
  businessUserId: number;
  branchId: number;
  branches: Array<{ id: number; name: string; reference_id: string }>;
  disableOtp: boolean;
  enableWallet: boolean;
  reservation: {
    enabled: boolean;
    with_table: boolean;
    type: number;
    max_users: number;
    min_advance: { interval: number; scale: string } | null;
  };
  showRating: boolean;
  /** Site-relative links in this page's locale. */
  links: Record<
    | 'home'
    | 'menu'
    | 'cart'
    | 'login'
    | 'profile'
    | 'locations'
    | 'settings'
    | 'walletHome'
    | 'walletHistory'
    | 'walletPackages'
    | 'wallet'
    | 'ordersHistory'
    | 'ordersDetails'
    | 'order'
    | 'reservationHistory'
    | 'reservationSuccess'
    | 'reservation'
    | 'feedback',
    string
  >;
}

/** The account data of a page. */
export function accountDataFor(ctx: PageContext): AccountData {
  const { snapshot } = ctx;
  const b = snapshot.data.restaurant;
  const client = clientConfigOf(snapshot);
  const menuType = ctx.mainType ?? '';
  return {
    ref: snapshot.referenceId,
    locale: ctx.locale,
    fallbacks: [ctx.defaultLocale, 'en'],
    apiUrl: client.apiUrl,
    currency: b.currency,
    countryCode: b.country_code,
    dialCode: dialCodeOf(b.country_code || 'KW') ?? '',
    phoneExample: phoneHintValues(b.country_code).example,
    timeZone: b.time_zone,
    businessUserId: b.user_id,
    branchId: b.branch_id,
    // Named in the page's language: the branch list's localized names (the payload's `branches[].name` is one
    // language for every page).
    branches: b.branches.map((x) => {
      const listed = snapshot.branches.find((branch) => branch.id === x.id);
      return { id: x.id, name: (listed && ctx.text(listed.names)) || x.name, reference_id: x.reference_id };
    }),
    disableOtp: b.disable_otp,
    enableWallet: b.enable_wallet,
    reservation: { ...b.reservation, min_advance: b.reservation.min_advance ?? null },
    showRating: (b as { show_rating?: boolean }).show_rating === true,
    links: {
      home: ctx.href(ctx.home),
      menu: ctx.href(menuType),
      cart: ctx.href(menuType ? `${menuType}/cart` : ''),
      login: ctx.href('login'),
      profile: ctx.href('profile'),
      locations: ctx.href('locations'),
      settings: ctx.href('settings'),
      walletHome: ctx.href('wallet/home'),
      walletHistory: ctx.href('wallet/history'),
      walletPackages: ctx.href('wallet/walletPackage'),
      wallet: ctx.href('wallet'),
      ordersHistory: ctx.href('orders/history'),
      ordersDetails: ctx.href('orders/details'),
      order: ctx.href('order'),
      reservationHistory: ctx.href('reservation/history'),
      reservationSuccess: ctx.href('reservation/success'),
      reservation: ctx.href('reservation'),
      feedback: ctx.href('Feedback'),
    },
  };
}
