import { describe, expect, it } from 'vitest';
import { boolean, decodeOr, nullable, number, oneOf, record, shape, text } from './decode.ts';

describe('store decoders', () => {
  const Person = shape({
    name: [text(5), ''],
    age: [number({ int: true, min: 0 }), 0],
    kind: [oneOf('a', 'b'), 'a'],
    pet: [nullable(text(10)), null],
  });

  it('fills missing fields with their defaults and keeps valid ones', () => {
    expect(Person({ name: 'Ann' })).toEqual({ name: 'Ann', age: 0, kind: 'a', pet: null });
    expect(Person({ name: 'Bo', age: 3, kind: 'b', pet: 'cat', extra: 1 })).toEqual({
      name: 'Bo',
      age: 3,
      kind: 'b',
      pet: 'cat',
    });
  });

  it('rejects the whole object when a present field is wrong', () => {
    for (const bad of [{ name: 'toolong' }, { age: 1.5 }, { age: -1 }, { kind: 'c' }, { pet: 4 }, null, [], 'x']) {
      expect(Person(bad)).toBeUndefined();
    }
    expect(decodeOr(Person, { age: 'x' }, { name: '', age: 0, kind: 'a' as const, pet: null })).toEqual({
      name: '',
      age: 0,
      kind: 'a',
      pet: null,
    });
  });

  it('records decode every value and refuse arrays; booleans are booleans only', () => {
    expect(record(text(3))({ a: 'x', b: 'yz' })).toEqual({ a: 'x', b: 'yz' });
    expect(record(text(3))({ a: 'long!' })).toBeUndefined();
    expect(record(text(3))(['a'])).toBeUndefined();
    expect(boolean(0)).toBeUndefined();
  });

  it('defaults are copies: changing one decoded value does not change the next', () => {
    const Box = shape({ items: [record(number()), {} as Record<string, number>] });
    const first = Box({})!;
    first.items.x = 1;
    expect(Box({})).toEqual({ items: {} });
  });
});
