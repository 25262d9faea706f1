import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../stores/settings.ts';
import { rememberedSellingType, settingsWithBranch, settingsWithSellingType, typeHref } from './sellingTypeChoice.ts';

const saved = (data: unknown, v = 1) => JSON.stringify({ v, data });
const TYPES = ['delivery', 'pickup', 'dinein'];

describe('the remembered selling type', () => {
  it('is the one saved in settings while the business offers it', () => {
    expect(rememberedSellingType(saved({ sellingType: 'pickup' }), TYPES)).toBe('pickup');
  });

  it('is nothing for a type the business no longer offers, another version, garbage or no value', () => {
    expect(rememberedSellingType(saved({ sellingType: 'reserv_dinein' }), TYPES)).toBeNull();
    expect(rememberedSellingType(saved({ sellingType: 'pickup' }, 7), TYPES)).toBeNull();
    expect(rememberedSellingType('{not json', TYPES)).toBeNull();
    expect(rememberedSellingType(saved(['pickup']), TYPES)).toBeNull();
    expect(rememberedSellingType(null, TYPES)).toBeNull();
  });

  it('visiting a selling type saves it and keeps the other settings, which the settings store reads back', () => {
    const next = settingsWithSellingType(
      saved({ branch: 12, language: 'ar', theme: 'on', sellingType: null }),
      'pickup',
    );
    expect(parseSettings((JSON.parse(next!) as { data: unknown }).data)).toEqual({
      branch: 12,
      language: 'ar',
      theme: 'on',
      sellingType: 'pickup',
    });
  });

  it('a broken saved value starts from nothing chosen; the same type again writes nothing', () => {
    const next = settingsWithSellingType('{broken', 'dinein');
    expect(parseSettings((JSON.parse(next!) as { data: unknown }).data)).toEqual({
      branch: null,
      language: null,
      theme: null,
      sellingType: 'dinein',
    });
    expect(settingsWithSellingType(next, 'dinein')).toBeNull();
  });

  it('fills the selling type into a tab’s link', () => {
    expect(typeHref('/shop/ar/__type__/cart', 'pickup')).toBe('/shop/ar/pickup/cart');
  });
});

describe('the branch of a table’s QR code', () => {
  it('becomes the guest’s branch, the other settings kept', () => {
    const next = settingsWithBranch(
      saved({ branch: 12, language: 'ar', theme: 'dark', sellingType: 'delivery' }),
      '11',
      [11, 12],
    );
    expect(JSON.parse(next!)).toEqual({
      v: 1,
      data: { branch: 11, language: 'ar', theme: 'dark', sellingType: 'delivery' },
    });
    expect(JSON.parse(settingsWithBranch(null, '12', [11, 12])!).data.branch).toBe(12);
  });

  it('changes nothing when it is already the branch, or names no branch of the business', () => {
    expect(settingsWithBranch(saved({ branch: 11 }), '11', [11, 12])).toBeNull();
    for (const bad of ['99', '', 'x', '11.5', '-11', null])
      expect(settingsWithBranch(null, bad, [11, 12]), String(bad)).toBeNull();
  });
});
