import { describe, expect, it } from 'vitest';
import { isBareCode, labelledValue } from './addressText.ts';

describe('an address value in a one-line address', () => {
  it('names a number or a short code by its field: "Block 4", "Building 12/3", "Apartment 4A", in any script\'s digits', () => {
    expect(labelledValue('Block', '4')).toBe('Block 4');
    expect(labelledValue('Building', '12/3')).toBe('Building 12/3');
    expect(labelledValue('Apartment', '4A')).toBe('Apartment 4A');
    expect(labelledValue('القطعة', '٤')).toBe('القطعة ٤');
  });

  it('leaves words as they are: a street from the map pin or typed is not "Street Street 26"', () => {
    expect(labelledValue('Street', 'Street 26')).toBe('Street 26');
    expect(labelledValue('الشارع', 'شارع 26')).toBe('شارع 26');
    expect(labelledValue('Street', 'Salem Al Mubarak')).toBe('Salem Al Mubarak');
    expect(isBareCode('Gulf Road')).toBe(false);
  });

  it('writes the value alone without a label', () => {
    expect(labelledValue(undefined, '4')).toBe('4');
  });
});
