/**
 * The layering of src/ (issue 12): no import cycle anywhere, type-only imports and .astro files included; the
 * stores import nothing from the features; the domain imports only the domain and the API's schema types; the
 * features take nothing from the build but the snapshot's types (the build renders the features, not the other way
 * round). The graph is read from the sources themselves (static `import … from`, `export … from`, `import()` of a
 * relative path), so a new cycle or an upward import fails here before it reaches a bundle. `npx madge --circular
 * --extensions ts,tsx src` says the same for the TypeScript files.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const SPECIFIER =
  /(?:\bimport|\bexport)\s*(?:type\s+)?(?:[^'"`;]*?\bfrom\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The relative imports of a file, resolved to files of the repository. */
export function importsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(SPECIFIER)) {
    const spec = (m[1] ?? m[2])!.split('?')[0]!;
    if (!spec.startsWith('.')) continue;
    const target = normalize(join(dirname(file), spec));
    if (/\.(ts|tsx|astro|mjs|js|css|json)$/.test(target)) found.add(target);
  }
  return [...found];
}

const rel = (path: string) => relative(ROOT, path).split('\\').join('/');

function graphOf(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(files.map((f) => [f, importsOf(f).filter((t) => known.has(t))]));
}

/** Strongly connected components of more than one file (or a file importing itself): the import cycles. */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    indices.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.includes(v)) cycles.push(component.map(rel).sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return cycles;
}

/** Imports that go against the layers: stores → features, domain → anything but the domain and schema types. */
export function upwardImports(graph: Map<string, string[]>): string[] {
  const wrong: string[] = [];
  for (const [from, targets] of graph) {
    const f = rel(from);
    for (const to of targets.map(rel)) {
      if (f.startsWith('src/stores/') && to.startsWith('src/features/')) wrong.push(`${f} → ${to}`);
      if (f.startsWith('src/domain/') && !to.startsWith('src/domain/') && to !== 'src/lib/api/schema.ts')
        wrong.push(`${f} → ${to}`);
    }
  }
  return wrong;
}

/** An import or re-export: keyword, `type`, names and path; or the path of a bare or dynamic import. */
const STATEMENT =
  /\b(import|export)\s+(type\s+)?([^'"`;]*?)\s*\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g;

/** True when an import names only types: `import type { A }` or `import { type A, type B }`. */
function typeOnly(keyword: string | undefined, names: string): boolean {
  if (keyword) return true;
  const list = /^\{([^}]*)\}$/
    .exec(names)?.[1]
    ?.split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return !!list?.length && list.every((n) => /^type\s/.test(n));
}

/**
 * What a feature module takes from src/build besides the snapshot's types (`import type` from build/snapshot.ts):
 * `from → to` for each such import.
 */
export function buildImportsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const snapshot = join(SRC, 'build/snapshot.ts');
  const found = new Set<string>();
  for (const m of text.matchAll(STATEMENT)) {
    const spec = (m[4] ?? m[5])!.split('?')[0]!;
    if (!spec.startsWith('.')) continue;
    const target = normalize(join(dirname(file), spec));
    if (!rel(target).startsWith('src/build/')) continue;
    if (target === snapshot && m[4] && typeOnly(m[2], m[3]!.trim())) continue;
    found.add(`${rel(file)} → ${rel(target)}`);
  }
  return [...found];
}

const files = sourceFiles(SRC);
const graph = graphOf(files);

describe('the layering of src/', () => {
  it('has no import cycle, type-only imports and .astro files included', () => {
    expect(cyclesOf(graph).map((c) => c.join(' ⇄ '))).toEqual([]);
  });

  it('stores import nothing from the features; the domain only the domain and the schema types', () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it('the features take nothing from the build but the snapshot types (the build renders the features)', () => {
    const found = files.filter((f) => rel(f).startsWith('src/features/')).flatMap((f) => buildImportsOf(f));
    expect(found).toEqual([]);
  });

  it('the checks see what they look for (a cycle and an upward import made on purpose)', () => {
    const a = join(SRC, 'stores/a.ts');
    const b = join(SRC, 'features/b.ts');
    const c = join(SRC, 'domain/c.ts');
    const made = new Map([
      [a, [b]],
      [b, [a]],
      [c, [join(SRC, 'lib/api/schema.ts'), join(SRC, 'lib/api/browser.ts')]],
    ]);
    expect(cyclesOf(made)).toEqual([['src/features/b.ts', 'src/stores/a.ts']]);
    expect(upwardImports(made)).toEqual([
      'src/stores/a.ts → src/features/b.ts',
      'src/domain/c.ts → src/lib/api/browser.ts',
    ]);
    expect(
      importsOf(
        join(SRC, 'x/y.ts'),
        "import type { T } from '../z.ts';\nexport { u } from './w.ts';\nimport('./v.ts');",
      ),
    ).toEqual([join(SRC, 'z.ts'), join(SRC, 'x/w.ts'), join(SRC, 'x/v.ts')]);
    expect(
      buildImportsOf(
        join(SRC, 'features/x/y.ts'),
        [
          "import type { TenantSnapshot } from '../../build/snapshot.ts';",
          "import { type ImageEntry, type BusinessPayload } from '../../build/snapshot.ts';",
          "import { basePathOf, type TenantSnapshot } from '../../build/snapshot.ts';",
          "import type { ClientConfig } from '../../build/clientConfig.ts';",
          "import('../../build/images.ts');",
          "import { localized } from '../../domain/menu.ts';",
        ].join('\n'),
      ),
    ).toEqual([
      'src/features/x/y.ts → src/build/snapshot.ts',
      'src/features/x/y.ts → src/build/clientConfig.ts',
      'src/features/x/y.ts → src/build/images.ts',
    ]);
  });
});
