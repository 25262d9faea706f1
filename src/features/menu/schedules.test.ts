import { describe, expect, it } from 'vitest';
import { SmartCategory } from '../../lib/api/schema.ts';
import { branchWindow, clockAt, everyDay, makeCategory, makeItem, MON } from '../../domain/testFixtures.ts';
import { categoryVisibleAt } from '../site/menuTime.ts';
import { smartItemSchedules } from './schedules.ts';

const afternoons = everyDay({ shifts: [{ time_from: '14:00', time_to: '23:30' }] });
const kunafa = makeItem();
const wrap = makeItem();
const baklava = makeItem();
const desserts = makeCategory({ available: afternoons, items: [kunafa] });
const sweets = makeCategory({ available: afternoons, subcategories: [makeCategory({ items: [baklava] })] });
const wraps = makeCategory({ items: [wrap] });
const smart = SmartCategory.parse({
  id: 190,
  names: [{ locale: 'en', name: 'Most ordered' }],
  items: [
    { ...kunafa, category: { id: desserts.id, branch: branchWindow(null) } },
    { ...wrap, category: { id: wraps.id, branch: branchWindow(null, true) } },
    baklava,
  ],
});

describe('smart-category items carry when their own category serves them', () => {
  const schedules = smartItemSchedules([smart], [wraps, desserts, sweets]);
  const servedAt = (id: number, time: string) =>
    (schedules[String(id)]!.serving ?? []).every((s) => categoryVisibleAt(s, clockAt(MON, time)));

  it('a dessert listed under "most ordered" is served only in its category’s hours', () => {
    expect(servedAt(kunafa.id, '12:00')).toBe(false);
    expect(servedAt(kunafa.id, '15:00')).toBe(true);
  });

  it('a subcategory’s dish follows the hours of the category above it', () => {
    expect(servedAt(baklava.id, '12:00')).toBe(false);
    expect(servedAt(baklava.id, '15:00')).toBe(true);
  });

  it('a dish of a category without hours carries none (always served) and keeps its branch window', () => {
    expect(schedules[String(wrap.id)]!.serving).toBeUndefined();
    expect(schedules[String(wrap.id)]!.category).toEqual(smart.items[1]!.category!.branch);
  });
});
