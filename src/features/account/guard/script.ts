/** The head script inlined in <head> of every tenant page: with the auth guard on the pages that need a login. */
import { bundleScript } from '../../site/scriptBundle.ts';

/** The head script's code, minified, with `</script` escaped so it never closes its tag. */
export const guardHeadScript = (auth: boolean): string =>
  bundleScript(auth ? 'features/account/guard/authHead.client.ts' : 'features/account/guard/head.client.ts');
