/**
 * The client configuration is src/features/site/clientConfig.ts (the pages read it, the build writes it into the
 * snapshot). Re-exported here only for the feature modules that still import it from the build (checkout, cart,
 * account, order): once they import it from features/site, this file goes (tests/unit/imports.test.ts lists them).
 */
export { clientConfigFromEnv, type ClientConfig } from '../features/site/clientConfig.ts';
