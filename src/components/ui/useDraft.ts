/**
 * An account form's draft, kept when the customer's session ends under it and given back when they are back
 * (stores/drafts.ts): `useKeptDraft` is what the form starts from, read once on its first render (null: nothing
 * kept); `useKeepDraft` keeps `current`, what is worth keeping now (null while the form is untouched), read only when
 * the session ends.
 */
import { useEffect, useState } from 'react';
import { keepDraft, takeDraft } from '../../stores/drafts.ts';
import { useLatest } from './useLatest.ts';

export function useKeptDraft<T>(form: string, parse: (value: unknown) => T | null): T | null {
  const [kept] = useState(() => takeDraft(form, parse));
  return kept;
}

export function useKeepDraft(form: string, current: unknown): void {
  const latest = useLatest(current);
  useEffect(() => keepDraft(form, () => latest.current), [form, latest]);
}
