import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ReleaseFiles, unwritten } from './releaseFiles.ts';

const b = (s: string) => Buffer.from(s);
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the files of a release', () => {
  it('writes a page of several parts as one file, its directories made', () => {
    const dir = mkdtempSync(join(tmpdir(), 'release-files-'));
    dirs.push(dir);
    new ReleaseFiles(dir).writeParts('ar/delivery/101/10001.html', [
      b('<p>طبق</p>'),
      b('<script>go()</script>'),
      b(''),
    ]);
    expect(readFileSync(join(dir, 'ar/delivery/101/10001.html'), 'utf8')).toBe('<p>طبق</p><script>go()</script>');
  });

  it('goes on after a short write from the first byte not written, inside a part or at its end', () => {
    const parts = [b('abc'), b('de'), b('fgh')];
    expect(Buffer.concat(unwritten(parts, 1)).toString()).toBe('bcdefgh');
    expect(Buffer.concat(unwritten(parts, 3)).toString()).toBe('defgh');
    expect(Buffer.concat(unwritten(parts, 6)).toString()).toBe('gh');
  });
});
