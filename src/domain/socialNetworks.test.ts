import { describe, expect, it } from 'vitest';
import { socialName } from './socialNetworks.ts';

describe('social networks by their proper names', () => {
  it('Instagram, X, TikTok, Snapchat, Facebook and WhatsApp are spelled as the networks spell them', () => {
    expect(['instagram', 'x', 'tiktok', 'snapchat', 'facebook', 'whatsapp'].map(socialName)).toEqual([
      'Instagram',
      'X',
      'TikTok',
      'Snapchat',
      'Facebook',
      'WhatsApp',
    ]);
    expect(socialName('Twitter')).toBe('X');
    expect(socialName(' TIK_TOK ')).toBe('TikTok');
  });

  it('an unknown network keeps its name with a capital letter; garbage gives nothing', () => {
    expect(socialName('mastodon')).toBe('Mastodon');
    expect(socialName('')).toBe('');
    expect(socialName(null)).toBe('');
    expect(socialName({ type: 'x' })).toBe('');
  });
});
