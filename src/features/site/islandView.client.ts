/**
 * The view-time script of the pages that show no dish and take no order themselves (account, order, login,
 * branches, policies, feedback, the checkout and its steps, which judge their own ordering hours): what every page's
 * view script does (viewShell.ts), without the menu's availability rules (view.client.ts) or the business's hours.
 */
import { startView } from './viewShell.ts';

startView();
