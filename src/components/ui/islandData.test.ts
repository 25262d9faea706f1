import { describe, expect, it } from 'vitest';
import { readIslandData } from './islandData.ts';

const page = (texts: Record<string, string | null>) => ({
  getElementById: (id: string) => (id in texts ? ({ textContent: texts[id] } as HTMLElement) : null),
});

describe('readIslandData', () => {
  it("reads the page's JSON of the island", () => {
    expect(readIslandData<{ ref: string }>('sf-x', page({ 'sf-x': '{"ref":"shop"}' }))).toEqual({ ref: 'shop' });
  });

  it('gives null for a missing, empty or broken block instead of throwing', () => {
    expect(readIslandData('sf-x', page({}))).toBeNull();
    expect(readIslandData('sf-x', page({ 'sf-x': '' }))).toBeNull();
    expect(readIslandData('sf-x', page({ 'sf-x': '{"ref":' }))).toBeNull();
  });
});
