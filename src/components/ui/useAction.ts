/**
 * The one busy/error state of an island's action (a form sent, a button's call): `run` marks it busy, clears the
 * last error, and on failure keeps the error as the text `describe` gives it. An action that resolves to
 * 'leaving' (it navigated away) stays busy, so its button is not offered again while the next page loads.
 */
import { useState } from 'react';

export type ActionOutcome = void | 'leaving';

/** An error's own message (the server's refusal), else `fallback`: the usual `describe` of useAction. */
export const messageOr =
  (fallback: string | undefined) =>
  (error: unknown): string =>
    error instanceof Error && error.message ? error.message : (fallback ?? '');

export function useAction(describe: (error: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<ActionOutcome>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      if ((await action()) !== 'leaving') setBusy(false);
      return true;
    } catch (e) {
      setError(describe(e));
      setBusy(false);
      return false;
    }
  };
  return { busy, error, run, setError };
}
