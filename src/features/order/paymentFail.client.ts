/**
 * The payment failure page (PaymentFailView.astro): `?order=` shows the order's reference (as text, at most 64
 * characters), and `?type=` points "Try again" at that selling type's checkout, among the business's own types
 * only. Inlined (inlineScripts.ts).
 */
const query = new URLSearchParams(location.search);
const order = query.get('order');
const reference = document.getElementById('payment-ref');
if (order && reference) {
  reference.textContent = (reference.dataset.text ?? '').replace('{id}', order.slice(0, 64));
  reference.hidden = false;
}
const retry = document.getElementById('payment-retry') as HTMLAnchorElement | null;
const type = query.get('type');
if (retry && type) {
  let links: Record<string, string> = {};
  try {
    links = JSON.parse(retry.dataset.checkouts || '{}') as Record<string, string>;
  } catch {
    // the page's own attribute; the link keeps its default checkout
  }
  if (Object.prototype.hasOwnProperty.call(links, type)) retry.href = links[type]!;
}

// A module (its names stay its own); bundled into a classic inline script by inlineScripts.ts.
export {};
