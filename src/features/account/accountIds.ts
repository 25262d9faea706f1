/** The id of the account data block (apart from accountData.ts, whose build-side imports stay out of the islands). */
export const ACCOUNT_DATA_ID = 'sf-account';
