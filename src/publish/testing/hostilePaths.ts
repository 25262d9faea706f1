/**
 * Generated request paths for the serving edges' property tests (the static server, the bucket source, the edge
 * worker): traversal and encoding tricks, names of the tree, and names only a bucket has (`blobs`, `live`,
 * `releases`, a manifest name), joined as whole segments or glued into one.
 */
import fc from 'fast-check';

export const HOSTILE_TOKENS = [
  '..',
  '.',
  '%2e',
  '%2E',
  '%252e',
  '%25252e',
  '%2e%2e',
  '%252e%252e',
  '%2f',
  '%2F',
  '%252f',
  '%5c',
  '%255c',
  '\\',
  '%00',
  '%2500',
  '%',
  '%zz',
  '%c3%a9',
  '%ff',
  'é',
  '~',
  'shop',
  'link',
  'leak',
  'passwd',
  'secret.txt',
  'outside',
  'releases',
  'etc',
  'index',
  'delivery',
  '404',
  '_redirects',
  '_headers',
  'build.json',
  'blobs',
  'live',
  'other.json',
  'a'.repeat(260),
  '',
];

/** Paths under the root and glued paths under `/{ref}/`. */
export function hostilePath(ref = 'shop'): fc.Arbitrary<string> {
  const token = fc.constantFrom(...HOSTILE_TOKENS);
  const path = fc.array(token, { minLength: 1, maxLength: 8 }).map((parts) => `/${parts.join('/')}`);
  const joined = fc.array(token, { minLength: 1, maxLength: 6 }).map((parts) => `/${ref}/${parts.join('')}`);
  return fc.oneof(path, joined);
}
