import { describe, expect, test } from 'vitest';
import { payloadErrorOf } from './client.ts';
import { RestaurantResponse } from './schema.ts';
import { shawarmaHouse } from '../../../sample-api/fixtures/shawarma-house/index.ts';

const withPixels = (pixels: unknown) => ({
  ...JSON.parse(JSON.stringify(shawarmaHouse('http://127.0.0.1:4010').restaurant)),
  pixels,
});
/** The message the build prints for the first issue: `field: message`. */
const failure = (p: unknown) => {
  const parsed = RestaurantResponse.safeParse(p);
  return parsed.success ? null : payloadErrorOf('webapp/v5/restaurant/x', parsed.error).message;
};

describe("the restaurant answer's pixels (spec §4 tracking integrations)", () => {
  test("the fixture's Meta pixel, Conversions API and Google Analytics id are accepted", () => {
    expect(failure(withPixels(shawarmaHouse('http://x').restaurant.pixels))).toBeNull();
    expect(failure(withPixels([]))).toBeNull();
  });

  test.each([
    ["123456');alert(1);//", 1],
    ['</script><script>alert(1)</script>', 1],
    ['G-ABC" onload="alert(1)', 2],
    ['G-ABCD&id=https://evil.example/x.js', 2],
    ['https://evil.example/events.js', 3],
    ['javascript:alert(1)', 4],
    ['x'.repeat(65), 5],
  ])('a script injection attempt as an id is refused naming the field: %s', (id, type) => {
    expect(failure(withPixels([{ type, pixel_id: id }]))).toMatch(/^pixels\.0\.pixel_id: /);
  });

  test('a type outside 1 to 7, a missing id or too many entries are refused', () => {
    expect(failure(withPixels([{ type: 9, pixel_id: '417930164285016' }]))).toMatch(/^pixels\.0\.type: /);
    expect(failure(withPixels([{ type: 1 }]))).toMatch(/^pixels\.0\.pixel_id: /);
    expect(failure(withPixels(Array.from({ length: 21 }, () => ({ type: 1, pixel_id: '417930164285016' }))))).toMatch(
      /^pixels: /,
    );
  });
});
