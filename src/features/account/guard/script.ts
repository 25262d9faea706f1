/** The account pages' head script (head.client.ts), inlined in <head> of every page that needs a session. */
import { bundleScript } from '../../site/scriptBundle.ts';

/** The head script's code, minified, with `</script` escaped so it never closes its tag. */
export const guardHeadScript = (): string => bundleScript('features/account/guard/head.client.ts');
