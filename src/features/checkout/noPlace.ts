/**
 * Where the order goes on a page that is not a delivery page (pickup, dine-in, reservation): nowhere to choose, no
 * address to fill — what deliveryPlace.ts answers for those selling types, without its zones and address forms
 * (their code stays off those pages; model.test.ts checks both answer alike).
 */
import type { PlaceRules } from './deliveryPlace.ts';

export const NO_PLACE: PlaceRules = {
  placeOf: () => ({
    shipping: false,
    zone: null,
    area: null,
    country: null,
    pin: 'none',
    otherBranch: null,
    notice: null,
    problems: {},
  }),
  addressOf: () => ({ addressRules: [], problems: {} }),
};
