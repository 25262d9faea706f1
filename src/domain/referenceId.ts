/**
 * The business reference id, the first segment of every route and the name of a tenant's directory on disk
 * (design.md "hostile input"): anything that could climb out of a directory is rejected before a file is touched.
 */

/** The only shape a reference id may have: a letter or digit, then up to 63 letters, digits, '_' or '-'. */
export const REFERENCE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/**
 * First path segments the site server answers itself (health, metrics, the operator pages, the webhook): a tenant
 * of that name would be shadowed, so none may have it. Reserved here rather than moving those routes to another
 * port, so one port serves everything behind one proxy; compared without case, so `/Ops` is never a storefront
 * that looks like the operator page.
 */
export const RESERVED_REFERENCE_IDS: readonly string[] = ['healthz', 'readyz', 'metrics', 'ops', 'hooks'];

/** Why a raw reference id is refused, or null when it is safe. Checks the raw string, never a decoded one. */
export function referenceIdProblem(ref: unknown): string | null {
  if (typeof ref !== 'string') return 'not a string';
  if (ref.length === 0) return 'empty';
  if (ref.includes('\0')) return 'contains a NUL byte';
  // Percent-encoding could decode to '../' later (%2e%2e%2f), so a '%' is refused outright.
  if (ref.includes('%')) return 'contains "%" (percent-encoding is not allowed)';
  if (ref.includes('/') || ref.includes('\\')) return 'contains a path separator';
  if (ref === '.' || ref === '..' || ref.includes('..')) return 'is or contains a dot segment';
  if (/^[A-Za-z]:/.test(ref)) return 'is an absolute path';
  if (ref.length > 64) return 'longer than 64 characters';
  if (!REFERENCE_ID_PATTERN.test(ref)) return `does not match ${REFERENCE_ID_PATTERN}`;
  if (RESERVED_REFERENCE_IDS.includes(ref.toLowerCase())) return "is reserved for the server's own routes";
  return null;
}

/** Whether a raw reference id is safe to use in a URL and as a directory name. */
export function isSafeReferenceId(ref: string): boolean {
  return referenceIdProblem(ref) === null;
}

/** Shows a hostile value inside an error message without control characters, quotes or unbounded length. */
function escapeForMessage(ref: unknown): string {
  const text = typeof ref === 'string' ? ref : String(typeof ref);
  const shown = text.length > 80 ? `${text.slice(0, 80)}...` : text;
  return JSON.stringify(shown)
    .slice(1, -1)
    .replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Returns the reference id when safe; otherwise throws Error `Invalid referenceId "<escaped>": <reason>`. */
export function assertSafeReferenceId(ref: unknown): string {
  const problem = referenceIdProblem(ref);
  if (problem !== null) throw new Error(`Invalid referenceId "${escapeForMessage(ref)}": ${problem}`);
  return ref as string;
}
