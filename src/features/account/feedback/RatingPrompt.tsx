/**
 * The rating prompt (spec §3 show_rating, Helper state ratingRefIds): "How was your experience?" with five stars,
 * asked once per business: rating it (POST users/rate `{ branch_id, rate }`) or answering "Not now" records the
 * business's reference in ratingRefIds (persisted under sf:{ref}:helper), and the prompt does not come back.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $helper, markRated } from '../../../stores/helper.ts';
import type { AccountSession } from '../wallet/session.tsx';
import { ratingDue } from './rating.ts';
import { FivePointScale } from './Scales.tsx';

/** The prompt gone from under the keyboard's focus: its thanks, else the page's title take it (not the page's start). */
const focusOn = (selector: string) =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());

export function RatingPrompt({ session, s }: { session: AccountSession; s: Record<string, string> }) {
  const { data, api } = session;
  const helper = useStore($helper);
  const [due] = useState(() => ratingDue(data.showRating, helper.ratingRefIds, data.ref));
  const [rate, setRate] = useState<number | null>(null);
  const [state, setState] = useState<'asking' | 'sending' | 'thanked' | 'closed'>('asking');
  const [error, setError] = useState<string | null>(null);
  if (!due || state === 'closed') return null;
  if (state === 'thanked') {
    return (
      <p role="status" className="notice" id="rating-thanks" tabIndex={-1}>
        {s.promptThanks} <a href={data.links.feedback}>{s.tellMore}</a>
      </p>
    );
  }
  const send = async () => {
    if (!rate) return;
    setState('sending');
    setError(null);
    try {
      await api.rate({ branch_id: data.branchId, rate, answers: [] });
      markRated(data.ref);
      setState('thanked');
      focusOn('#rating-thanks');
    } catch (err) {
      setError(err instanceof Error ? err.message : '');
      setState('asking');
    }
  };
  return (
    <section className="card rating-prompt" aria-labelledby="rating-prompt-title">
      <h2 id="rating-prompt-title">{s.promptTitle}</h2>
      <fieldset>
        <legend className="visually-hidden">{s.overall}</legend>
        <FivePointScale name="rating-prompt" kind="stars" value={rate} onChange={setRate} strings={s} />
      </fieldset>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <div className="row">
        {/* Busy, it stays focusable (aria-disabled): a disabled button would drop the keyboard's focus to the page. */}
        <button
          type="button"
          className="button"
          disabled={!rate}
          aria-disabled={state === 'sending' || undefined}
          onClick={() => state !== 'sending' && void send()}
        >
          {s.promptRate}
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            markRated(data.ref);
            setState('closed');
            focusOn('main h1');
          }}
        >
          {s.promptLater}
        </button>
      </div>
    </section>
  );
}
