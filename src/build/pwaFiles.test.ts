/**
 * The icons drawn for a business's manifest: sizes, the maskable one's logo inside the safe zone on the theme
 * colour, and a business without a logo still getting icons.
 */
import { describe, expect, test } from 'vitest';
import sharp from 'sharp';
import { appIcons } from '../features/pwa/manifest.ts';
import { drawIcon, serviceWorkerFor } from './pwaFiles.ts';

const THEME = '#b3261e';

/** A wide logo (3:1), opaque blue: a wordmark is the hardest shape to fit in the safe zone. */
const wideLogo = () =>
  sharp({ create: { width: 900, height: 300, channels: 4, background: '#0000ff' } })
    .webp()
    .toBuffer();

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 4;
    return [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
  };
  return { info, at };
}

describe('drawIcon', () => {
  const [icon192, icon512, maskable] = appIcons(
    'shop',
    { hash: 'a'.repeat(20), width: 900, height: 300, widths: [640] },
    THEME,
  );

  test('the icons have the sizes the manifest states', async () => {
    const logo = await wideLogo();
    for (const icon of [icon192!, icon512!, maskable!]) {
      const { info } = await pixels(await drawIcon(icon, logo, THEME));
      expect([info.width, info.height]).toEqual([icon.size, icon.size]);
    }
  });

  test('the maskable icon is the theme colour outside the safe zone and shows the logo inside it', async () => {
    const { info, at } = await pixels(await drawIcon(maskable!, await wideLogo(), THEME));
    const c = info.width / 2;
    let logoPixels = 0;
    for (let y = 0; y < info.height; y += 4) {
      for (let x = 0; x < info.width; x += 4) {
        const [r, g, b, a] = at(x, y);
        const blue = b! > 200 && r! < 60 && g! < 60;
        // Outside the central circle of 80 % (what a mask may keep), nothing of the logo.
        if (Math.hypot(x - c, y - c) > 0.4 * info.width) expect(blue, `${x},${y}`).toBe(false);
        if (blue) logoPixels++;
        expect(a).toBe(255);
      }
    }
    expect(at(0, 0).slice(0, 3)).toEqual([0xb3, 0x26, 0x1e]);
    expect(logoPixels).toBeGreaterThan(500);
  });

  test('the plain icons keep the logo whole and transparent around it', async () => {
    const { at } = await pixels(await drawIcon(icon512!, await wideLogo(), THEME));
    expect(at(0, 0)[3]).toBe(0);
    expect(at(256, 256).slice(0, 3)).toEqual([0, 0, 255]);
  });

  test('a business without a logo gets a plate on its theme colour', async () => {
    const [plain] = appIcons('shop', undefined, THEME);
    const { info, at } = await pixels(await drawIcon(plain!, undefined, THEME));
    expect(info.width).toBe(192);
    expect(at(2, 2)).toEqual([0xb3, 0x26, 0x1e, 255]);
    // The plate's rim, in the readable colour (white on this red), crosses the middle row.
    const row = Array.from({ length: 192 }, (_, x) => at(x, 96));
    expect(row.some(([r, g, b]) => r! > 240 && g! > 240 && b! > 240)).toBe(true);
  });
});

test('each release’s service worker names its build and nothing else changes between releases', async () => {
  const a = await serviceWorkerFor('20261123T120000Z-aaaaaa');
  const b = await serviceWorkerFor('20261124T120000Z-bbbbbb');
  expect(a).toContain('"20261123T120000Z-aaaaaa"');
  expect(a.replace('20261123T120000Z-aaaaaa', 'X')).toBe(b.replace('20261124T120000Z-bbbbbb', 'X'));
  await expect(serviceWorkerFor('"; alert(1); "')).rejects.toThrow(/unexpected build id/);
});
