/**
 * The demo payment gateway (orders/payment.ts): GET /pay/{orderId} shows the amount with "Pay" and "Cancel";
 * POST /pay/{orderId}/confirm or /cancel settles the payment once and sends the browser back to the storefront.
 * A settled or unknown order gets a plain message, never a redirect. The return URL is checked again against the
 * tenant's site when the browser is sent there (orders/payment.ts), so an order stored before that check existed, or
 * under another configuration, never makes the gateway redirect off the tenant's site.
 */
import { Hono } from 'hono';
import { currencyDigits } from '../../src/domain/money.ts';
import { checkReturnUrl } from '../orders/payment.ts';
import type { OrderStore } from '../orders/store.ts';
import type { TenantRegistry } from '../tenants.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#1b1b1b}button{font:inherit;min-height:44px;padding:.5rem 1.25rem;margin:.25rem .5rem .25rem 0;border-radius:.5rem;border:1px solid #555;background:#fff;cursor:pointer}button.pay{background:#0b5d1e;color:#fff;border-color:#0b5d1e}</style></head><body>${body}</body></html>`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export function paymentRoutes(store: OrderStore, registry: TenantRegistry, sites: readonly string[]): Hono {
  const app = new Hono();

  /** The storefront's page of a settled order (its success URL, checked again), where Back from a closed payment leads. */
  const orderPage = (order: NonNullable<ReturnType<OrderStore['get']>>): string | null => {
    const target = String(order.payload['success_url'] ?? '');
    const entry = registry.byRef(order.reference_id);
    const back = entry && checkReturnUrl(target.replaceAll('{id}', encodeURIComponent(order.id)), entry, sites);
    return back && back.ok ? back.url.href : null;
  };

  app.get('/pay/:id', (c) => {
    const order = store.get(c.req.param('id'));
    if (!order || order.payment_status !== 'pending') {
      // Reached again with Back once paid or cancelled: the way to the order, not a dead end.
      const back = order && orderPage(order);
      const link = back ? `<p><a href="${escape(back)}">See your order</a></p>` : '';
      return page('Payment', `<h1>Nothing to pay</h1><p>This payment is closed.</p>${link}`, 404);
    }
    const amount = `${order.total.toFixed(currencyDigits(order.currency))} ${order.currency}`;
    const id = escape(order.id);
    return page(
      'Demo payment',
      `<h1>Demo payment</h1><p>Order <code>${id}</code></p><p>Amount: <strong>${escape(amount)}</strong></p>
<p>This is the sample API's stand-in for a card payment page: no money moves.</p>
<form method="post" action="/pay/${id}/confirm"><button class="pay" type="submit">Pay ${escape(amount)}</button></form>
<form method="post" action="/pay/${id}/cancel"><button type="submit">Cancel payment</button></form>`,
    );
  });

  const settle = (to: 'paid' | 'failed') => (c: { req: { param: (k: string) => string } }) => {
    const id = c.req.param('id');
    const order = store.get(id);
    if (!order || !store.settlePayment(id, 'pending', to))
      return page('Payment', '<h1>Nothing to pay</h1><p>This payment is closed.</p>', 409);
    const target = String(order.payload[to === 'paid' ? 'success_url' : 'fail_url'] ?? '');
    const entry = registry.byRef(order.reference_id);
    const back = entry && checkReturnUrl(target.replaceAll('{id}', encodeURIComponent(id)), entry, sites);
    if (!back || !back.ok) {
      const done = to === 'paid' ? 'Payment received' : 'Payment cancelled';
      return page(done, `<h1>${done}</h1><p>Go back to the restaurant's page to follow your order.</p>`);
    }
    return new Response(null, { status: 303, headers: { Location: back.url.href, 'Cache-Control': 'no-store' } });
  };
  app.post('/pay/:id/confirm', settle('paid'));
  app.post('/pay/:id/cancel', settle('failed'));
  return app;
}
