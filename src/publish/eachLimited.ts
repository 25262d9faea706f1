/** Runs `fn` over items with at most `limit` at once; the first failure rejects (the rest are not started). */
export async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>, signal?: AbortSignal) {
  let next = 0;
  let failed = false;
  const run = async () => {
    while (!failed && next < items.length) {
      signal?.throwIfAborted();
      const item = items[next++]!;
      try {
        await fn(item);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
}

/** `fn` over items with at most `limit` at once, the results in the items' order. */
export async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  await eachLimited(
    items.map((item, i) => [item, i] as const),
    limit,
    async ([item, i]) => void (out[i] = await fn(item)),
  );
  return out;
}
