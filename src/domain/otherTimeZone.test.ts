import { describe, expect, it } from 'vitest';
import { otherTimeZoneName } from './otherTimeZone.ts';

const AT = '2026-11-24T09:05:00.000Z';

describe('otherTimeZoneName', () => {
  const NOW = new Date(AT);
  it('names the business’s zone in the page’s language when the customer’s clock reads another time', () => {
    expect(otherTimeZoneName('Europe/Zurich', 'America/New_York', NOW, 'en')).toBe('Central European Time');
    expect(otherTimeZoneName('Europe/Zurich', 'Asia/Kuwait', NOW, 'de')).toBe('Mitteleuropäische Zeit');
    expect(otherTimeZoneName('Asia/Tokyo', 'Europe/London', NOW, 'ja')).toBe('日本標準時');
  });

  it('is empty where both clocks read the same, though the zones are named differently', () => {
    expect(otherTimeZoneName('Asia/Kuwait', 'Asia/Kuwait', NOW, 'en')).toBe('');
    expect(otherTimeZoneName('Asia/Kuwait', 'Asia/Riyadh', NOW, 'ar')).toBe('');
    expect(otherTimeZoneName('Europe/Zurich', 'Europe/Berlin', NOW, 'de')).toBe('');
  });

  it('follows daylight saving: London and Lisbon agree, London and Zürich do not', () => {
    const july = new Date('2026-07-01T12:00:00Z');
    expect(otherTimeZoneName('Europe/Lisbon', 'Europe/London', july, 'en')).toBe('');
    expect(otherTimeZoneName('Europe/Zurich', 'Europe/London', july, 'en')).toBe('Central European Time');
  });

  it('an unknown customer zone or instant says nothing; an unknown business zone is Kuwait’s', () => {
    expect(otherTimeZoneName('Europe/Zurich', 'Nowhere/Else', NOW, 'en')).toBe('');
    expect(otherTimeZoneName('Europe/Zurich', 'Asia/Tokyo', new Date(Number.NaN), 'en')).toBe('');
    expect(otherTimeZoneName('Mars/Olympus', 'Asia/Tokyo', NOW, 'en')).toBe('Arabian Standard Time');
    expect(otherTimeZoneName('Mars/Olympus', 'Asia/Kuwait', NOW, 'en')).toBe('');
  });
});
