/**
 * The one busy/error state of an island's action (a form sent, a button's call): `run` marks it busy, clears the
 * last error, and on failure keeps the error as the text `describe` gives it. An action that resolves to
 * 'leaving' (it navigated away) stays busy, so its button is not offered again while the next page loads.
 *
 * A second `run` while one is under way does nothing: a busy button is marked `aria-disabled`, not `disabled`,
 * because a button disabled while it has focus drops the keyboard user's focus to the page's start.
 */
import { useRef, useState } from 'react';

export type ActionOutcome = void | 'leaving';

/** An error's own message (the server's refusal), else `fallback`: the usual `describe` of useAction. */
export const messageOr =
  (fallback: string | undefined) =>
  (error: unknown): string =>
    error instanceof Error && error.message ? error.message : (fallback ?? '');

export function useAction(describe: (error: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const done = () => {
    running.current = false;
    setBusy(false);
  };
  const run = async (action: () => Promise<ActionOutcome>): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      if ((await action()) !== 'leaving') done();
      return true;
    } catch (e) {
      setError(describe(e));
      done();
      return false;
    }
  };
  return { busy, error, run, setError };
}
