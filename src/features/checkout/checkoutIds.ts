export const CHECKOUT_DATA_ID = 'sf-checkout';
