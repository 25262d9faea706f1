/**
 * The feedback page's island (spec §2 /Feedback, §4 survey question types, §7 GET webapp/survey/{branchId} and
 * POST users/rate): the branch's questions (text, slider, smile, choices, rate, phone) and, where the business
 * shows ratings and this browser has not rated it yet (ratingRefIds, persisted), the overall stars. A guest may
 * answer; a logged-in customer's answers carry the token. Problems are tied to their question and the first gets
 * the focus; after sending, the business counts as rated.
 */
import { useStore } from '@nanostores/react';
import { useRef, useState, type FormEvent } from 'react';
import { localized } from '../../../domain/localizedText.ts';
import { unlessMissing } from '../../../lib/api/browser.ts';
import { messageOr, useAction } from '../../../components/ui/useAction.ts';
import type { SurveyQuestion } from '../../../lib/api/accounts.ts';
import { QUESTION_TYPE } from '../../../lib/api/questionTypes.ts';
import { $helper, markRated } from '../../../stores/helper.ts';
import { Field } from '../../../components/ui/Field.tsx';
import { fill } from '../../../components/ui/fill.ts';
import { radioTabStop } from '../../../components/ui/radioTabStop.ts';
import { usePhoneKit } from '../../../components/ui/usePhoneKit.ts';
import { useKeepDraft, useKeptDraft } from '../../../components/ui/useDraft.ts';
import { phoneReasonKey } from '../../../lib/phoneRules.ts';
import { LoadState, useAccountSession, useLoad, type AccountSession, type CommonStrings } from '../wallet/session.tsx';
import {
  asksForPhone,
  emptyAnswer,
  isEmptyAnswer,
  keptAnswers,
  rateBody,
  ratingDue,
  sliderRange,
  surveyProblems,
  textLimit,
  usableQuestions,
  type AnswerProblem,
  type Answers,
  type AnswerValue,
} from './feedback.ts';
import { FivePointScale } from './Scales.tsx';

type Strings = Record<string, string> & CommonStrings;

const ANSWER_KEYS: Record<string, string> = {
  required: 'answerRequired',
  'too-long': 'answerTooLong',
  range: 'answerRange',
};

export default function FeedbackSurvey({ strings }: { strings: Record<string, string> }) {
  const s: Strings = strings;
  const session = useAccountSession();
  if (!session) return <p role="alert">{s.broken}</p>;
  return <Survey s={s} session={session} />;
}

function Survey({ s, session }: { s: Strings; session: AccountSession }) {
  const { data, api } = session;
  const helper = useStore($helper);
  const [askRating] = useState(() => ratingDue(data.showRating, helper.ratingRefIds, data.ref));
  // No survey (none in the answer, or a 404): only the rating, if any, is asked.
  const loaded = useLoad(String(data.branchId), () =>
    unlessMissing(api.survey(data.branchId)).then((a) => usableQuestions(a?.survey?.questions)),
  );
  // What the customer had answered when their session ended, back once they are (stores/drafts.ts).
  const kept = useKeptDraft('feedback', keptAnswers);
  const [answers, setAnswers] = useState<Answers>(kept?.answers ?? {});
  const [rate, setRate] = useState<number | null>(kept?.rate ?? null);
  const [shown, setShown] = useState(false);
  const [sent, setSent] = useState(false);
  const touched = !sent && (Object.keys(answers).length > 0 || rate !== null);
  useKeepDraft('feedback', touched ? { answers, rate } : null);
  const { busy, error: serverError, run, setError: setServerError } = useAction(messageOr(s.failed));
  const formRef = useRef<HTMLFormElement>(null);
  // The phone rules (~20 kB) load when the customer starts on a survey that asks for a phone.
  const phone = usePhoneKit();

  if (sent) {
    return (
      <p role="status" className="notice" data-testid="feedback-sent">
        {s.thanks}
      </p>
    );
  }
  if (loaded.state !== 'done') return <LoadState loaded={loaded} s={s} />;
  const questions = loaded.value;
  if (questions.length === 0 && !askRating) return <p>{s.noSurvey}</p>;

  const problems = surveyProblems(questions, answers, data.countryCode, phone.kit?.checkPhone ?? null);
  const problemText = (p: AnswerProblem) => s[ANSWER_KEYS[p] ?? phoneReasonKey(p)] ?? '';
  const errorOf = (id: number) => (shown && problems.has(id) ? problemText(problems.get(id)!) : null);
  const answer = (q: SurveyQuestion) => answers[q.id] ?? emptyAnswer(q);
  const set = (id: number, value: AnswerValue) => setAnswers((a) => ({ ...a, [id]: value }));
  const title = (q: SurveyQuestion) => localized(q.title, data.locale, data.fallbacks);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    setServerError(null);
    // A phone answer is judged before it is sent: the rules are loaded by now, or load here (no network: try again).
    const kit = asksForPhone(questions) ? await phone.load() : null;
    if (asksForPhone(questions) && !kit) {
      setServerError(s.failed ?? '');
      return;
    }
    const checkPhone = kit?.checkPhone ?? null;
    const problems = surveyProblems(questions, answers, data.countryCode, checkPhone);
    const first = questions.find((q) => problems.has(q.id));
    if (first) {
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>(`#fq-${first.id}, [name="fq-${first.id}"]`)?.focus(),
      );
      return;
    }
    if (problems.size === 0 && !rate && questions.every((q) => isEmptyAnswer(answers[q.id]))) {
      setServerError(s.nothingToSend ?? '');
      return;
    }
    await run(async () => {
      await api.rate(
        rateBody(data.branchId, questions, answers, askRating ? rate : null, data.countryCode, checkPhone),
      );
      markRated(data.ref);
      setSent(true);
    });
  };

  return (
    <form
      ref={formRef}
      className="account-form account"
      noValidate
      onSubmit={(e) => void submit(e)}
      onFocus={() => void (asksForPhone(questions) && phone.load())}
    >
      {askRating && (
        <fieldset>
          <legend>{s.overall}</legend>
          <FivePointScale name="fq-overall" kind="stars" value={rate} onChange={setRate} strings={s} />
        </fieldset>
      )}
      {questions.map((q) => (
        <Question
          key={q.id}
          q={q}
          title={title(q)}
          value={answer(q)}
          error={errorOf(q.id)}
          onChange={(v) => set(q.id, v)}
          s={{ ...s, phoneHint: fill(s.phoneHint ?? '', { example: data.phoneExample }) }}
          session={session}
        />
      ))}
      {serverError && (
        <p role="alert" className="field-error" data-testid="feedback-error">
          {serverError}
        </p>
      )}
      <button type="submit" className="button primary" aria-disabled={busy}>
        {busy ? s.sending : s.send}
      </button>
    </form>
  );
}

interface QuestionProps {
  q: SurveyQuestion;
  title: string;
  value: AnswerValue;
  error: string | null;
  onChange: (v: AnswerValue) => void;
  s: Strings;
  session: AccountSession;
}

function Question({ q, title, value, error, onChange, s, session }: QuestionProps) {
  const id = `fq-${q.id}`;
  if (q.type === QUESTION_TYPE.text || q.type === QUESTION_TYPE.phone) {
    const phone = q.type === QUESTION_TYPE.phone;
    return (
      <Field id={id} label={title} required={q.required} error={error} hint={phone ? s.phoneHint : undefined}>
        {(a11y) =>
          phone ? (
            <input
              {...a11y}
              name={id}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={32}
              value={String(value ?? '')}
              onChange={(e) => onChange(e.target.value)}
            />
          ) : (
            <textarea
              {...a11y}
              name={id}
              rows={3}
              maxLength={textLimit(q)}
              value={String(value ?? '')}
              onChange={(e) => onChange(e.target.value)}
            />
          )
        }
      </Field>
    );
  }
  const errorId = `${id}-error`;
  const legend = (
    <legend>
      {title}
      {q.required && <span aria-hidden="true"> *</span>}
    </legend>
  );
  const errorText = error && (
    <p id={errorId} className="field-error" role="alert">
      {error}
    </p>
  );
  // A radio group says whether it is required and invalid; a group of checkboxes cannot (ARIA), its legend does.
  const radios = q.type !== QUESTION_TYPE.choices || !q.multiple;
  const groupProps = radios
    ? {
        role: 'radiogroup',
        'aria-describedby': error ? errorId : undefined,
        'aria-required': q.required || undefined,
        'aria-invalid': !!error || undefined,
      }
    : { 'aria-describedby': error ? errorId : undefined };

  if (q.type === QUESTION_TYPE.slider) {
    const { min, max, step } = sliderRange(q);
    const current = typeof value === 'number' ? value : null;
    return (
      <Field id={id} label={title} required={q.required} error={error}>
        {(a11y) => (
          <>
            <input
              {...a11y}
              name={id}
              type="range"
              min={min}
              max={max}
              step={step}
              value={current ?? Math.round((min + max) / 2 / step) * step}
              aria-valuetext={current === null ? s.sliderUnset : String(current)}
              onChange={(e) => onChange(Number(e.target.value))}
            />
            <output htmlFor={id} aria-live="polite">
              {current === null ? s.sliderUnset : fill(s.sliderValue, { value: current, min, max })}
            </output>
          </>
        )}
      </Field>
    );
  }
  if (q.type === QUESTION_TYPE.smile || q.type === QUESTION_TYPE.rate) {
    return (
      <fieldset {...groupProps} id={id} tabIndex={-1}>
        {legend}
        <FivePointScale
          name={id}
          kind={q.type === QUESTION_TYPE.rate ? 'stars' : 'smiles'}
          value={typeof value === 'number' ? value : null}
          onChange={onChange}
          strings={s}
        />
        {errorText}
      </fieldset>
    );
  }
  // Choices: one (radio) or several (checkbox) of the options.
  const chosen = Array.isArray(value) ? value : typeof value === 'number' ? [value] : [];
  const noneChosen = !q.options.some((o) => chosen.includes(o.id));
  return (
    <fieldset {...groupProps} id={id} tabIndex={-1}>
      {legend}
      <div className="choices">
        {q.options.map((o, i) => (
          <label key={o.id}>
            <input
              type={q.multiple ? 'checkbox' : 'radio'}
              name={id}
              value={o.id}
              checked={chosen.includes(o.id)}
              tabIndex={q.multiple ? undefined : radioTabStop(chosen.includes(o.id), i === 0, noneChosen)}
              onChange={(e) =>
                onChange(q.multiple ? (e.target.checked ? [...chosen, o.id] : chosen.filter((x) => x !== o.id)) : o.id)
              }
            />
            {localized(o.title, session.data.locale, session.data.fallbacks)}
          </label>
        ))}
      </div>
      {errorText}
    </fieldset>
  );
}
