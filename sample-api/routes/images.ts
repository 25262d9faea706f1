/** `GET /images/{tenant}/{name}.png`: the pictures of the fixtures, drawn on first request (see ../images.ts). */
import { Hono } from 'hono';
import type { ImageStore } from '../images.ts';
import { json } from './respond.ts';

export function imageRoutes(images: ImageStore): Hono {
  const app = new Hono();
  app.get('/images/:tenant/:file', async (c) => {
    const image = await images.get(c.req.param('tenant'), c.req.param('file'));
    if (!image) return json({ message: 'Image not found' }, 404);
    const headers = {
      'Cache-Control': 'public, max-age=3600',
      ETag: image.etag,
    };
    if (c.req.header('if-none-match') === image.etag) return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(image.bytes), {
      headers: { ...headers, 'Content-Type': 'image/png', 'Content-Length': String(image.bytes.length) },
    });
  });
  return app;
}
