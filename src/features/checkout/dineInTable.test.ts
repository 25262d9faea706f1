import { describe, expect, it } from 'vitest';
import { tableFromQr } from './dineInTable.ts';

describe('a table from a QR code', () => {
  const tables = [
    { id: 1101, name: 'T1' },
    { id: 1103, name: 'T3 ' },
  ];
  it("names the table by the id the branch's list offers, whether the code gives its name or its id", () => {
    expect(tableFromQr('t3', tables)).toBe('1103');
    expect(tableFromQr(' 1101 ', tables)).toBe('1101');
  });
  it('gives nothing for a table the list does not have, an empty code or no list', () => {
    expect(tableFromQr('T9', tables)).toBeNull();
    expect(tableFromQr('', tables)).toBeNull();
    expect(tableFromQr('T1', null)).toBeNull();
  });
});
