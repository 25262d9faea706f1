import { expect, test } from 'vitest';
import { RenderError, workerExecArgv, workerExitError } from './workerPool.ts';

test('a render worker out of heap (V8 aborts it) is a render failure, not retried, naming the cap to raise', () => {
  const err = workerExitError('cafe-limmat', null, 'SIGABRT', 256);
  expect(err).toBeInstanceOf(RenderError);
  expect(err.message).toBe(
    'the render worker ran out of memory (its heap is capped at 256 MB) while building cafe-limmat: a menu this large needs a higher ASTRO_WORKER_HEAP_MB',
  );
});

test('a worker killed or crashed otherwise may pass: a plain error, retried', () => {
  for (const [code, signal] of [
    [null, 'SIGKILL'],
    [1, null],
  ] as const) {
    const err = workerExitError('cafe-limmat', code, signal);
    expect(err).not.toBeInstanceOf(RenderError);
    expect(err.message).toBe(`build worker exited (${code ?? signal}) while building cafe-limmat`);
  }
});

test('workers collect on their own thread when there is a worker for every core, with helper threads otherwise', () => {
  expect(workerExecArgv(2, 2)).toContain('--single-threaded-gc');
  expect(workerExecArgv(4, 2)).toContain('--single-threaded-gc');
  expect(workerExecArgv(1, 2)).not.toContain('--single-threaded-gc');
  // The memory caps hold either way.
  for (const argv of [workerExecArgv(1, 8), workerExecArgv(8, 8)])
    expect(argv).toEqual(
      expect.arrayContaining(['--max-semi-space-size=16', expect.stringMatching(/^--max-old-space-size=\d+$/)]),
    );
});
