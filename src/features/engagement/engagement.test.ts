import { describe, expect, it, vi } from 'vitest';
import { createReachReporter } from './reach.ts';
import { countVisitOnce, visitKey } from './visit.ts';

/** A sessionStorage of one tab. */
function tabStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v) };
}

describe('a visit is counted once per session', () => {
  it('the first page of the session counts it, later pages and reloads do not', async () => {
    const tab = tabStorage();
    const count = vi.fn(() => Promise.resolve({}));
    expect(countVisitOnce('shawarma-house', tab, count)).toBe(true);
    expect(countVisitOnce('shawarma-house', tab, count)).toBe(false);
    expect(countVisitOnce('shawarma-house', tab, count)).toBe(false);
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('each business of the shared origin counts its own visit', () => {
    const tab = tabStorage();
    const count = vi.fn(() => Promise.resolve({}));
    countVisitOnce('shawarma-house', tab, count);
    countVisitOnce('cafe-limmat', tab, count);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('a new session (another tab, the browser restarted) counts again', () => {
    const count = vi.fn(() => Promise.resolve({}));
    countVisitOnce('shawarma-house', tabStorage(), count);
    countVisitOnce('shawarma-house', tabStorage(), count);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('a call that failed is tried again by the next page of the session', async () => {
    const tab = tabStorage();
    const count = vi.fn(() => Promise.reject(new Error('offline')));
    countVisitOnce('shawarma-house', tab, count);
    await Promise.resolve();
    await Promise.resolve();
    expect(tab.getItem(visitKey('shawarma-house'))).toBe('');
    expect(countVisitOnce('shawarma-house', tab, count)).toBe(true);
  });

  it('without a usable sessionStorage nothing is counted (it could not be remembered)', () => {
    const count = vi.fn(() => Promise.resolve({}));
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(countVisitOnce('shawarma-house', null, count)).toBe(false);
    expect(countVisitOnce('shawarma-house', throwing, count)).toBe(false);
    expect(countVisitOnce('shawarma-house', full, count)).toBe(false);
    expect(count).not.toHaveBeenCalled();
  });
});

describe('banner reach is reported once per banner per page view', () => {
  it('a banner seen again (scrolled back, the carousel came round) is not reported again', () => {
    const send = vi.fn();
    const reach = createReachReporter(send, (flush) => flush());
    reach.seen(1);
    reach.seen(1);
    reach.seen(2);
    reach.seen(1);
    reach.seen(2);
    expect(send.mock.calls).toEqual([[[1]], [[2]]]);
  });

  it('banners seen close together go in one call', () => {
    const send = vi.fn();
    const later: Array<() => void> = [];
    const reach = createReachReporter(send, (flush) => later.push(flush));
    reach.seen(3);
    reach.seen(1);
    reach.seen(3);
    expect(send).not.toHaveBeenCalled();
    later.forEach((f) => f());
    expect(send.mock.calls).toEqual([[[3, 1]]]);
  });

  it('leaving the page sends what waits, once', () => {
    const send = vi.fn();
    const reach = createReachReporter(send, () => {});
    reach.seen(5);
    reach.flush();
    reach.flush();
    expect(send.mock.calls).toEqual([[[5]]]);
  });

  it('the next page view reports the same banner again', () => {
    const send = vi.fn();
    createReachReporter(send, (f) => f()).seen(7);
    createReachReporter(send, (f) => f()).seen(7);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
