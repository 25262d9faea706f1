import { expect, test } from 'vitest';
import { openingHoursOf, serializeJsonLd } from './jsonLd.ts';

test('text that closes a script element cannot break out of JSON-LD', () => {
  const out = serializeJsonLd({ name: '</script><script>alert(1)</script>', note: 'a & b <!-- x -->' });
  expect(out).not.toMatch(/<|>|&/);
  expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>', note: 'a & b <!-- x -->' });
});

test('line and paragraph separators are escaped so the JSON stays valid JavaScript too', () => {
  expect(serializeJsonLd({ s: 'a\u2028b\u2029c' })).toBe('{"s":"a\\u2028b\\u2029c"}');
});

test('opening hours skip closed days, spell 24 as the whole day and keep each shift', () => {
  const spec = openingHoursOf([
    {
      closed: false,
      shifts: [
        { time_from: '10:00', time_to: '14:00' },
        { time_from: '18:00', time_to: '23:30' },
      ],
    },
    { closed: true, shifts: [] },
    { closed: false, shifts: [{ time_from: 24, time_to: null }] },
  ]);
  expect(spec).toEqual([
    { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '10:00', closes: '14:00' },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '18:00', closes: '23:30' },
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Wednesday',
      opens: '00:00',
      closes: '23:59',
    },
  ]);
});

test('a schedule that states no hours tells crawlers nothing, not open around the clock', () => {
  expect(openingHoursOf(Array.from({ length: 7 }, () => ({ closed: false, shifts: [] })))).toEqual([]);
  expect(openingHoursOf([{ closed: false, shifts: [{ time_from: null, time_to: null }] }])).toEqual([]);
});
