import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../stores/settings.ts';
import { rememberedSellingType, settingsWithSellingType, typeHref } from './sellingTypeChoice.ts';

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
