/**
 * A script whose port is taken says which variable to change and exits 1, without a stack trace (`npm start` on a
 * machine where something already listens on 4321 or 4010 used to end in a raw EADDRINUSE trace).
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenFailure } from '../../src/server/listen.ts';

let taken: Server;
let port: number;
let varDir: string;

beforeAll(async () => {
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  port = (taken.address() as { port: number }).port;
  varDir = await mkdtemp(join(tmpdir(), 'ports-'));
});
afterAll(async () => {
  await new Promise((resolve) => taken.close(resolve));
  await rm(varDir, { recursive: true, force: true });
});

/** Runs a script to its end; resolves with its exit code and output. */
function run(script: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    execFile(
      process.execPath,
      [script],
      { env: { ...process.env, VAR_DIR: varDir, LOG_LEVEL: 'info', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? (error.code as number | null) : 0, out: stdout + stderr }),
    );
  });
}

describe('a taken port', () => {
  it('npm start with PORT taken names PORT and exits 1 without a stack trace', async () => {
    const { code, out } = await run('scripts/start.ts', { PORT: String(port), SAMPLE_API_PORT: '0' });
    expect(code).toBe(1);
    expect(out).toContain(`port ${port} is already in use`);
    expect(out).toContain('set PORT to a free port');
    expect(out).not.toMatch(/\n\s+at /);
  });

  it('npm start with SAMPLE_API_PORT taken names SAMPLE_API_PORT and exits 1 before building anything', async () => {
    const { code, out } = await run('scripts/start.ts', { PORT: '0', SAMPLE_API_PORT: String(port) });
    expect(code).toBe(1);
    expect(out).toContain('set SAMPLE_API_PORT to a free port');
    expect(out).not.toContain('storefronts on');
    expect(out).not.toMatch(/\n\s+at /);
  });

  it('npm run serve and npm run api name their variable', async () => {
    const serve = await run('scripts/serve.ts', { PORT: String(port) });
    expect(serve.code).toBe(1);
    expect(serve.out).toContain('set PORT to a free port');
    const api = await run('scripts/sample-api.ts', { SAMPLE_API_PORT: String(port) });
    expect(api.code).toBe(1);
    expect(api.out).toContain('set SAMPLE_API_PORT to a free port');
  });
});

describe('listenFailure', () => {
  const target = { port: 80, host: '10.9.9.9', portVariable: 'PORT', hostVariable: 'HOST' };
  it('names the port variable for a privileged port and the host variable for an address not on the machine', () => {
    expect(listenFailure(Object.assign(new Error('x'), { code: 'EACCES' }), target)).toContain('set PORT');
    expect(listenFailure(Object.assign(new Error('x'), { code: 'EADDRNOTAVAIL' }), target)).toContain('set HOST');
  });
  it('leaves any other error to its stack trace', () => {
    expect(listenFailure(new Error('boom'), target)).toBeNull();
    expect(listenFailure(undefined, target)).toBeNull();
  });
});
