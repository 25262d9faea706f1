import { describe, expect, it } from 'vitest';
import { radioTabStop } from './radioTabStop.ts';

describe('radioTabStop', () => {
  it('makes the checked radio the group’s one Tab stop', () => {
    const checked = 2;
    expect([0, 1, 2, 3].map((i) => radioTabStop(i === checked, i === 0, false))).toEqual([-1, -1, 0, -1]);
  });

  it('makes the first radio the one Tab stop of a group with none checked', () => {
    expect([0, 1, 2].map((i) => radioTabStop(false, i === 0, true))).toEqual([0, -1, -1]);
  });
});
