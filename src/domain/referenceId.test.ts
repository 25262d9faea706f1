import { describe, expect, it } from 'vitest';
import { assertSafeReferenceId, isSafeReferenceId, referenceIdProblem } from './referenceId.ts';

describe('isSafeReferenceId', () => {
  it.each(['demo', 'Cafe-Kuwait_2', 'a', '0abc', 'x'.repeat(64)])('accepts %j', (ref) => {
    expect(isSafeReferenceId(ref)).toBe(true);
  });

  it.each([
    ['a parent-directory climb', '../x'],
    ['a nested climb', 'a/../../etc'],
    ['encoded dots and slash', '%2e%2e%2f'],
    ['encoded dots in upper case', '%2E%2E'],
    ['any percent sign', 'abc%41'],
    ['a NUL byte', 'demo\u0000'],
    ['a slash', 'a/b'],
    ['a backslash', 'a\\b'],
    ['an absolute path', '/etc/passwd'],
    ['a Windows absolute path', 'C:\\Windows'],
    ['a drive letter', 'C:'],
    ['an empty string', ''],
    ['a dot', '.'],
    ['two dots', '..'],
    ['a hidden-file name', '.env'],
    ['a leading dash', '-rf'],
    ['a leading underscore', '_x'],
    ['spaces', 'my cafe'],
    ['a newline', 'demo\n'],
    ['non-ASCII letters', 'café'],
    ['a lookalike letter', 'dеmo'],
    ['65 characters', 'x'.repeat(65)],
    ['a query string', 'demo?x=1'],
    ['markup', '<script>'],
  ])('rejects %s', (_, ref) => {
    expect(isSafeReferenceId(ref)).toBe(false);
  });

  it('rejects non-strings without throwing', () => {
    for (const value of [null, undefined, 1, {}, ['demo']]) expect(isSafeReferenceId(value as never)).toBe(false);
  });
});

describe('assertSafeReferenceId', () => {
  it('returns a safe reference id unchanged', () => {
    expect(assertSafeReferenceId('demo')).toBe('demo');
  });

  it('names the id and the reason in its error', () => {
    expect(() => assertSafeReferenceId('../x')).toThrow('Invalid referenceId "../x": contains a path separator');
    expect(() => assertSafeReferenceId('%2e%2e%2f')).toThrow(/^Invalid referenceId "%2e%2e%2f": contains "%"/);
    expect(() => assertSafeReferenceId('..')).toThrow('Invalid referenceId "..": is or contains a dot segment');
    expect(() => assertSafeReferenceId('')).toThrow('Invalid referenceId "": empty');
  });

  it('escapes control characters, quotes and non-ASCII in its error message', () => {
    expect(() => assertSafeReferenceId('a\u0000"b\né')).toThrow(
      String.raw`Invalid referenceId "a\u0000\"b\né": contains a NUL byte`.replace('é', '\\u00e9'),
    );
  });

  it('cuts a very long id short in its error message', () => {
    try {
      assertSafeReferenceId('y'.repeat(10_000));
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message.length).toBeLessThan(200);
    }
  });

  it('rejects a non-string with a readable error', () => {
    expect(() => assertSafeReferenceId(42)).toThrow('Invalid referenceId "number": not a string');
    expect(() => assertSafeReferenceId(undefined)).toThrow('Invalid referenceId "undefined": not a string');
  });

  it("refuses the names of the server's own routes, in any case, so no tenant shadows /healthz or /ops", () => {
    for (const name of ['healthz', 'readyz', 'metrics', 'ops', 'hooks', 'HealthZ', 'OPS'])
      expect(referenceIdProblem(name)).toBe("is reserved for the server's own routes");
    expect(isSafeReferenceId('healthz-bar')).toBe(true);
    expect(isSafeReferenceId('opsx')).toBe(true);
  });
});
