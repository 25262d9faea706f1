/** `npm run republish -- jobs`: what an operator reads first when a menu change does not show (README). */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { openQueue } from '../src/republish/queue.ts';

const ROOT = resolve(import.meta.dirname, '..');

test('jobs does not print the error of an earlier attempt beside a job that then succeeded', async () => {
  const varDir = mkdtempSync(join(tmpdir(), 'sf-jobs-'));
  const queue = openQueue(join(varDir, 'queue.sqlite'), { backoffMs: () => 0 });
  queue.enqueue('cafe-limmat');
  queue.fail(queue.claim('w')!.id, new Error('webapp/v5/restaurant/cafe-limmat: Network error: fetch failed'));
  queue.complete(queue.claim('w')!.id, { buildId: '20261129T164029Z-4yll7d', workerId: 'w' });
  queue.enqueue('sofreh');
  queue.fail(queue.claim('w')!.id, new Error('sofreh: invalid payload: field restaurant.currency'), { retry: false });
  queue.close();
  const { stdout } = await promisify(execFile)(process.execPath, [join(ROOT, 'scripts/republish.ts'), 'jobs'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, VAR_DIR: varDir },
  });
  const line = (ref: string) => stdout.split('\n').find((l) => l.includes(ref)) ?? '';
  expect(line('cafe-limmat')).toMatch(/done .*20261129T164029Z-4yll7d/);
  expect(line('cafe-limmat')).not.toContain('Network error');
  expect(line('sofreh')).toMatch(/failed .*field restaurant\.currency/);
}, 30_000);
