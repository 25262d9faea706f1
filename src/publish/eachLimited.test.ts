import { expect, test } from 'vitest';
import { eachLimited, mapLimited } from './eachLimited.ts';

/** Resolves in a shuffled order so a result kept by arrival, not by item, shows. */
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('mapLimited keeps the items’ order and never runs more than the limit at once', async () => {
  let running = 0;
  let most = 0;
  const out = await mapLimited([5, 1, 4, 2, 3, 0, 6, 1], 3, async (n) => {
    most = Math.max(most, ++running);
    await later(n * 3);
    running--;
    return n * 10;
  });
  expect(out).toEqual([50, 10, 40, 20, 30, 0, 60, 10]);
  expect(most).toBe(3);
});

test('mapLimited over nothing is nothing', async () => {
  expect(await mapLimited([], 4, async () => 1)).toEqual([]);
});

test('eachLimited rejects with the first failure and starts no item after it', async () => {
  const started: number[] = [];
  const run = eachLimited([1, 2, 3, 4, 5, 6], 2, async (n) => {
    started.push(n);
    await later(1);
    if (n === 2) throw new Error('two failed');
  });
  await expect(run).rejects.toThrow('two failed');
  await later(20);
  expect(started.length).toBeLessThanOrEqual(3);
});
