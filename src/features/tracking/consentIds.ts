/** The consent banner's element, shared by its markup, its first-paint script and the tracking module. */
export const CONSENT_BANNER_ID = 'sf-consent';
