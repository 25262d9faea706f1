import { mkdtempSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { announceConsumer, liveConsumers } from './consumers.ts';

describe('the processes that work a queue', () => {
  it('are the running ones that announced themselves; a dead one is forgotten and its file removed', async () => {
    const varDir = mkdtempSync(join(tmpdir(), 'sf-consumers-'));
    expect(liveConsumers(varDir)).toEqual([]);
    // A live process of its own (this one is never counted: the CLI asking is not a consumer).
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    mkdirSync(join(varDir, 'consumers'), { recursive: true });
    writeFileSync(join(varDir, 'consumers', `${child.pid}.json`), JSON.stringify({ pid: child.pid, role: 'worker' }));
    // A process long gone (pids this high are not handed out), and a file that is no pid at all.
    writeFileSync(join(varDir, 'consumers', '4194000.json'), '{}');
    writeFileSync(join(varDir, 'consumers', 'notes.txt'), 'x');
    expect(liveConsumers(varDir)).toEqual([{ pid: child.pid, role: 'worker' }]);
    expect(readdirSync(join(varDir, 'consumers')).sort()).toEqual([`${child.pid}.json`, 'notes.txt']);
    child.kill();
    await new Promise((r) => child.once('exit', r));
    expect(liveConsumers(varDir)).toEqual([]);
  });

  it('this process announces itself and withdraws', () => {
    const varDir = mkdtempSync(join(tmpdir(), 'sf-consumers-'));
    const withdraw = announceConsumer(varDir, 'site');
    expect(readdirSync(join(varDir, 'consumers'))).toEqual([`${process.pid}.json`]);
    withdraw();
    expect(readdirSync(join(varDir, 'consumers'))).toEqual([]);
  });
});
