/**
 * Tiny decoders for values read back from storage (the persisted stores and the saved cart): each returns the
 * value, or `undefined` when it is invalid; `shape` fills missing fields with their defaults and rejects the whole
 * object when one present field is wrong. Why not zod/mini: everything a decoder uses lands in the chunk every menu
 * and item page loads (the cart badge, add to cart), and those pages must stay under 20 kB gzip of JS; zod/mini
 * cost about 6 kB of it, these few checks a few hundred bytes.
 */
export type Decoder<T> = (value: unknown) => T | undefined;

export const text =
  (max: number, pattern?: RegExp): Decoder<string> =>
  (v) =>
    typeof v === 'string' && v.length <= max && (!pattern || pattern.test(v)) ? v : undefined;

/**
 * Free text cut to `max` characters: for what a customer types or the API names (a name longer than the form
 * takes), which must never be the one field that makes a whole saved object invalid.
 */
export const clippedText =
  (max: number): Decoder<string> =>
  (v) =>
    typeof v === 'string' ? v.slice(0, max) : undefined;

export const number =
  (opts: { int?: boolean; min?: number; max?: number } = {}): Decoder<number> =>
  (v) =>
    typeof v === 'number' &&
    Number.isFinite(v) &&
    (!opts.int || Number.isInteger(v)) &&
    v >= (opts.min ?? -Infinity) &&
    v <= (opts.max ?? Infinity)
      ? v
      : undefined;

export const boolean: Decoder<boolean> = (v) => (typeof v === 'boolean' ? v : undefined);

export const oneOf =
  <const T extends readonly (string | number)[]>(...values: T): Decoder<T[number]> =>
  (v) =>
    values.includes(v as T[number]) ? (v as T[number]) : undefined;

export const nullable =
  <T>(decode: Decoder<T>): Decoder<T | null> =>
  (v) =>
    v === null ? null : decode(v);

/** A string-keyed record whose values all decode. */
export const record =
  <T>(decode: Decoder<T>, maxKeys = 100): Decoder<Record<string, T>> =>
  (v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
    const entries = Object.entries(v);
    if (entries.length > maxKeys) return undefined;
    const out: Record<string, T> = {};
    for (const [k, raw] of entries) {
      const value = decode(raw);
      if (value === undefined) return undefined;
      out[k] = value;
    }
    return out;
  };

type Shape<T> = { [K in keyof T]: readonly [Decoder<T[K]>, T[K]] | readonly [Decoder<T[K]>] };

/**
 * An object of known fields, each `[decoder, default]`, or `[decoder]` for a field that must be there; unknown
 * fields are dropped (`loose`: kept as they are).
 */
export const shape =
  <T extends object>(fields: Shape<T>, loose = false): Decoder<T> =>
  (v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
    const input = v as Record<string, unknown>;
    const out = (loose ? { ...input } : {}) as Record<string, unknown>;
    for (const [key, spec] of Object.entries(fields) as Array<[string, readonly [Decoder<unknown>, unknown?]]>) {
      const [decode, fallback] = spec;
      if (input[key] === undefined) {
        if (spec.length < 2) return undefined;
        out[key] = typeof fallback === 'object' && fallback !== null ? structuredClone(fallback) : fallback;
        continue;
      }
      const value = decode(input[key]);
      if (value === undefined) return undefined;
      out[key] = value;
    }
    return out as T;
  };

/** An array whose items all decode (at most `max` of them). */
export const array =
  <T>(decode: Decoder<T>, max = 1000): Decoder<T[]> =>
  (v) => {
    if (!Array.isArray(v) || v.length > max) return undefined;
    const out: T[] = [];
    for (const raw of v) {
      const value = decode(raw);
      if (value === undefined) return undefined;
      out.push(value);
    }
    return out;
  };

/** Decodes with `decode`, or gives `fallback` for anything invalid. */
export function decodeOr<T>(decode: Decoder<T>, value: unknown, fallback: T): T {
  return decode(value) ?? fallback;
}
