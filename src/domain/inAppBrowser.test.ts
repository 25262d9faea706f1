import { describe, expect, it } from 'vitest';
import { isInstagramBrowser } from './inAppBrowser.ts';

describe('Instagram in-app browser', () => {
  it('is recognised on iOS and Android by the version Instagram adds to the user agent', () => {
    expect(
      isInstagramBrowser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 360.0.0.30.109 (iPhone15,3; iOS 18_1; en_US)',
      ),
    ).toBe(true);
    expect(
      isInstagramBrowser(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.0.0 Mobile Safari/537.36 Instagram 360.0.0.52.192 Android',
      ),
    ).toBe(true);
  });

  it('is not an ordinary browser, one that merely mentions Instagram, or an unknown user agent', () => {
    expect(isInstagramBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36')).toBe(false);
    expect(isInstagramBrowser('InstagramBot-lookalike/1.0')).toBe(false);
    expect(isInstagramBrowser(undefined)).toBe(false);
  });
});
