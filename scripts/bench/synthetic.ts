/**
 * Synthetic tenants for the benchmark: N businesses x M items x 2 locales (en + ar, or more), delivery only, ten
 * categories, pictures drawn once and shared (so the image cache is exercised as in real life), served by a
 * small Hono API that answers the calls the build makes.
 */
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import sharp from 'sharp';
import type { AddressInfo } from 'node:net';

const PICTURES = 8;
const pictureCache = new Map<number, Buffer>();

async function picture(i: number): Promise<Buffer> {
  const hit = pictureCache.get(i);
  if (hit) return hit;
  const hue = (i * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="100%" height="100%" fill="hsl(${hue},55%,55%)"/><circle cx="600" cy="450" r="300" fill="hsl(${hue},35%,90%)"/><circle cx="600" cy="450" r="200" fill="hsl(${(hue + 30) % 360},60%,45%)"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  pictureCache.set(i, png);
  return png;
}

/** The locales of a synthetic tenant unless told otherwise (texts exist in these two; others fall back). */
export const SYNTHETIC_LOCALES = ['en', 'ar'];

/** The restaurant payload of synthetic tenant `t`. */
export function syntheticRestaurant(
  t: number,
  items: number,
  baseUrl: string,
  revision = 0,
  locales = SYNTHETIC_LOCALES,
  priceRevision = 0,
) {
  const ref = `bench-${String(t).padStart(3, '0')}`;
  const perCategory = Math.max(1, Math.ceil(items / 10));
  const categories = Array.from({ length: Math.ceil(items / perCategory) }, (_, c) => ({
    id: 1000 + c,
    names: [
      { locale: 'en', name: `Category ${c + 1}` },
      { locale: 'ar', name: `القسم ${c + 1}` },
    ],
    available:
      c === 0
        ? [0, 1, 2, 3, 4, 5, 6].map(() => ({ closed: false, shifts: [{ time_from: '06:00', time_to: '11:00' }] }))
        : null,
    items: Array.from({ length: Math.min(perCategory, items - c * perCategory) }, (_, k) => {
      const id = 10000 + c * perCategory + k;
      return {
        id,
        names: [
          // A menu edit renames one dish (the first): what a business's one-item edit is.
          { locale: 'en', name: `Dish ${id}${revision && id === 10000 ? ` r${revision}` : ''}` },
          { locale: 'ar', name: `طبق ${id}` },
        ],
        descriptions: [
          { locale: 'en', name: 'Slow-cooked with seasonal vegetables, fresh herbs and a squeeze of lemon.' },
          { locale: 'ar', name: 'مطهو ببطء مع خضار الموسم والأعشاب الطازجة وعصرة ليمون.' },
        ],
        image: `${baseUrl}/images/${id % PICTURES}.png`,
        price_labels: [
          // A price edit changes one dish's price (the second): the edit a business makes most.
          {
            id: id * 10 + 1,
            label: 'Regular',
            price: 1.5 + (id % 7) * 0.25 + (id === 10001 ? priceRevision * 0.1 : 0),
          },
          ...(id % 3 === 0 ? [{ id: id * 10 + 2, label: 'Large', price: 2.75 + (id % 5) * 0.25 }] : []),
        ],
        modifiers:
          id % 4 === 0
            ? [
                {
                  id: id * 10,
                  locales: [
                    { locale: 'en', name: 'Sauce' },
                    { locale: 'ar', name: 'الصلصة' },
                  ],
                  min: 1,
                  max: 1,
                  options: [
                    {
                      id: id * 10 + 5,
                      locales: [
                        { locale: 'en', name: 'Garlic' },
                        { locale: 'ar', name: 'ثوم' },
                      ],
                      price: 0.1,
                    },
                  ],
                },
              ]
            : [],
      };
    }),
  }));
  return {
    restaurant: {
      user_id: 5000 + t,
      reference_id: ref,
      branch_id: 7000 + t,
      business_name: `Bench Kitchen ${t}`,
      currency: 'KWD',
      locales,
      description: [{ locale: 'en', name: 'A synthetic restaurant for the benchmark.' }],
      header_images: [`${baseUrl}/images/header.png`],
      logo: `${baseUrl}/images/${t % PICTURES}.png`,
      checkoutDelivery: { enabled: true, min_order: 2 },
      working_hours: {
        delivery: [0, 1, 2, 3, 4, 5, 6].map(() => ({
          closed: false,
          shifts: [{ time_from: '10:00', time_to: '23:00' }],
        })),
      },
    },
    menu: categories,
  };
}

/**
 * Starts the synthetic API; `bump(ref)` changes a tenant's payload (a menu edit: a dish renamed), `reprice(ref)` a
 * dish's price, `setLocales` every tenant's
 * languages (the benchmark's cost per extra locale).
 */
export async function startSyntheticApi(tenants: number, items: number) {
  const app = new Hono();
  let locales = SYNTHETIC_LOCALES;
  const revisions = new Map<string, number>();
  const priceRevisions = new Map<string, number>();
  let baseUrl = '';
  const index = (ref: string) => Number(ref.replace('bench-', ''));
  app.get('/webapp/v5/restaurants', (c) =>
    c.json({
      restaurants: Array.from({ length: tenants }, (_, t) => ({ reference_id: `bench-${String(t).padStart(3, '0')}` })),
    }),
  );
  // Each payload is made once (the first ones before any build starts, below) and answered as its text: this API
  // stands for a remote one, and making ~100 kB of JSON per request took ~0.3 s of the measured build's CPU.
  const payloads = new Map<string, string>();
  const payloadOf = (ref: string) => {
    const key = `${ref}|${revisions.get(ref) ?? 0}|${priceRevisions.get(ref) ?? 0}|${locales.join()}`;
    let text = payloads.get(key);
    if (text === undefined) {
      text = JSON.stringify(
        syntheticRestaurant(index(ref), items, baseUrl, revisions.get(ref) ?? 0, locales, priceRevisions.get(ref) ?? 0),
      );
      payloads.set(key, text);
    }
    return text;
  };
  app.get('/webapp/v5/restaurant/:ref', (c) => {
    const ref = c.req.param('ref');
    if (!/^bench-\d{3}$/.test(ref) || index(ref) >= tenants)
      return c.json({ restaurant: null, message: 'Restaurant not found' }, 404);
    return c.body(payloadOf(ref), 200, { 'Content-Type': 'application/json' });
  });
  app.get('/webapp/branches/:id', (c) =>
    c.json({ branches: [{ id: 1, name: 'Main', reference_id: 'main', lat: 29.37, lng: 47.98 }] }),
  );
  app.get('/webapp/zones/:id', (c) => c.json({ zones: [] }));
  app.get('/tags-ingredients', (c) => c.json({ tags: [] }));
  // No banners: the builds measured encode the menus' pictures only.
  app.get('/webapp/banners/:id', (c) => c.json({ banners: [] }));
  app.get('/images/:name', async (c) => {
    const name = c.req.param('name');
    const i = name === 'header.png' ? 99 : Number(name.replace('.png', ''));
    return new Response(new Uint8Array(await picture(i)), { headers: { 'Content-Type': 'image/png' } });
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (let t = 0; t < tenants; t++) payloadOf(`bench-${String(t).padStart(3, '0')}`);
  for (let i = 0; i < PICTURES; i++) await picture(i);
  await picture(99);
  return {
    url: baseUrl,
    bump: (ref: string) => revisions.set(ref, (revisions.get(ref) ?? 0) + 1),
    /** A price edit: dish 10001's price up by 0.1. */
    reprice: (ref: string) => priceRevisions.set(ref, (priceRevisions.get(ref) ?? 0) + 1),
    setLocales: (list: string[]) => {
      locales = [...list];
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
