import { describe, expect, it } from 'vitest';
import type { TenantSnapshot } from '../../build/snapshot.ts';
import { perSnapshot } from './perSnapshot.ts';

const snapshot = () => ({ referenceId: 'x' }) as unknown as TenantSnapshot;

describe('perSnapshot', () => {
  it('makes a value once per snapshot and key', () => {
    const s = snapshot();
    let made = 0;
    const make = () => ++made;
    expect(perSnapshot(s, 'a', make)).toBe(1);
    expect(perSnapshot(s, 'a', make)).toBe(1);
    expect(perSnapshot(s, 'b', make)).toBe(2);
  });

  it('makes it again for another snapshot (the next tenant, or a republish)', () => {
    let made = 0;
    const make = () => ++made;
    perSnapshot(snapshot(), 'a', make);
    expect(perSnapshot(snapshot(), 'a', make)).toBe(2);
  });

  it('keeps a value that is undefined without making it again', () => {
    const s = snapshot();
    let made = 0;
    perSnapshot(s, 'a', () => void made++);
    perSnapshot(s, 'a', () => void made++);
    expect(made).toBe(1);
  });
});
