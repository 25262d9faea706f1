/**
 * The view-time script of the cart and search pages of a selling type: what every page's view script does
 * (viewShell.ts) and whether that selling type takes orders now (spec §4: the cart's "closed" note and its way to
 * the checkout, global.css), without the menu's availability rules (view.client.ts), as they list no dish of the page.
 */
import { applyOrderingStatus, startView } from './viewShell.ts';

startView(applyOrderingStatus);
