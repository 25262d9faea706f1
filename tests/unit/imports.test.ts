/**
 * The layering of src/ (issue 12): no import cycle anywhere, type-only imports and .astro files included; the
 * stores import nothing from the features; the domain imports only the domain and the API's schema types. The graph
 * is read from the sources themselves (static `import … from`, `export … from`, `import()` of a relative path), so
 * a new cycle or an upward import fails here before it reaches a bundle. `npx madge --circular --extensions ts,tsx
 * src` says the same for the TypeScript files.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

/** Cycles owned by another piece of work and known to it; each must still exist (else drop it from here). */
const KNOWN_CYCLES: string[][] = [
  // Issue 15's publish targets: target.ts picks local.ts or s3.ts, which take target.ts's types and helper.
  ['src/publish/local.ts', 'src/publish/s3.ts', 'src/publish/target.ts'],
];

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

const graph = graphOf(sourceFiles(SRC));

describe('the layering of src/', () => {
  it('has no import cycle, type-only imports and .astro files included', () => {
    const key = (c: string[]) => c.join(' ⇄ ');
    const known = new Set(KNOWN_CYCLES.map(key));
    const cycles = cyclesOf(graph).map(key);
    expect(cycles.filter((c) => !known.has(c))).toEqual([]);
    // A known cycle that is gone is dropped from the list, so the list cannot hide a new one of the same files.
    for (const c of known) expect(cycles, `known cycle ${c} no longer exists`).toContain(c);
  });

  it('stores import nothing from the features; the domain only the domain and the schema types', () => {
    expect(upwardImports(graph)).toEqual([]);
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
  });
});
