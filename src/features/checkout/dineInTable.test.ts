import { describe, expect, it } from 'vitest';
import { tableForBranch, tableFromQr } from './dineInTable.ts';

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

describe("the table kept once the branch's tables are known", () => {
  const tables = [
    { id: 1101, name: 'T1' },
    { id: 1103, name: 'T3' },
  ];
  it('is the id of a table the list has, named by its id or its name', () => {
    expect(tableForBranch('T3', tables)).toBe('1103');
    expect(tableForBranch('1101', tables)).toBe('1101');
  });
  it('is nothing for a table the branch does not have, so the customer chooses one', () => {
    expect(tableForBranch('7', tables)).toBe('');
    expect(tableForBranch('T9', tables)).toBe('');
  });
  it('is the text as typed when the branch lists no tables', () => {
    expect(tableForBranch('12 by the window', null)).toBe('12 by the window');
    expect(tableForBranch('7', [])).toBe('7');
    expect(tableForBranch('', tables)).toBe('');
  });
});
