/**
 * What a customer typed into an account form, kept when their session ends under it: a 401/403 logs them out and
 * sends them to log in (spec §6), and the page they typed on is left. Just before it is, each open form's draft is
 * saved for this tab (sessionStorage, `sf:{ref}:draft:{form}`), with who typed it and when; the form gives it back
 * once, on the page they come back to after logging in, to the same customer and within an hour. Another customer
 * logging in on this device sees nothing of it (the draft is removed unread), as the session's end promises
 * (session.ts).
 *
 * Decision: only the account forms (profile, saved address, feedback) keep drafts. The checkout keeps its own state
 * (stores/checkout), and forgets the customer's part of it when the session ends.
 */
import { $auth } from './auth.ts';
import { SESSION_LOST_EVENT } from './keys.ts';
import { currentTenant } from './persist.ts';

/** How long a kept draft is given back (a customer who comes back later has moved on). */
export const DRAFT_TTL_MS = 60 * 60 * 1000;

interface Kept {
  at: number;
  user: number | string;
  value: unknown;
}

export interface DraftStores {
  storage: () => Storage | undefined;
  tenant: () => string;
  now: () => number;
  /** The logged-in customer's id (null: nobody). */
  user: () => number | string | null;
}

/** The draft actions over a storage and a clock (pages use the exports below; tests give their own). */
export function createDrafts(stores: DraftStores) {
  const open = new Map<string, () => unknown>();
  const keyOf = (form: string) => `sf:${stores.tenant()}:draft:${form}`;
  const storage = () => {
    try {
      return stores.storage();
    } catch {
      return undefined;
    }
  };
  return {
    /**
     * A form that is open: `read` answers its draft, or null when there is nothing worth keeping (untouched).
     * Returns the way to close it.
     */
    keepDraft(form: string, read: () => unknown): () => void {
      open.set(form, read);
      return () => {
        if (open.get(form) === read) open.delete(form);
      };
    },
    /** Saves every open form's draft (the session ends and the page is about to be left). */
    saveDrafts(): void {
      const s = storage();
      const user = stores.user();
      if (user === null) return;
      for (const [form, read] of open) {
        const value = read();
        if (value == null) continue;
        try {
          s?.setItem(keyOf(form), JSON.stringify({ at: stores.now(), user, value } satisfies Kept));
        } catch {
          // storage full or refused: the draft is lost as before
        }
      }
    },
    /**
     * The draft kept for `form` by the customer now logged in, checked by `parse` (null: nothing usable), or null.
     * Read once: it is removed whatever it holds, so it is never given to another customer or given twice.
     */
    takeDraft<T>(form: string, parse: (value: unknown) => T | null): T | null {
      const user = stores.user();
      const s = storage();
      let text: string | null;
      try {
        text = s?.getItem(keyOf(form)) ?? null;
        s?.removeItem(keyOf(form));
      } catch {
        return null;
      }
      if (!text || user === null) return null;
      try {
        const kept = JSON.parse(text) as Partial<Kept>;
        const age = stores.now() - Number(kept.at);
        if (kept.user !== user || !(age >= 0 && age <= DRAFT_TTL_MS)) return null;
        return parse(kept.value);
      } catch {
        return null;
      }
    },
  };
}

export const { keepDraft, saveDrafts, takeDraft } = createDrafts({
  storage: () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage),
  tenant: currentTenant,
  now: () => Date.now(),
  user: () => $auth.get().user?.id ?? null,
});

// Saved when the page says the session is ending (features/account/api.ts sessionLost), before the logout.
if (typeof addEventListener === 'function') addEventListener(SESSION_LOST_EVENT, saveDrafts);
