/**
 * The problems of a form the customer tried to send, listed at its top (the checkout's, a saved address's): one
 * link a problem, named by its field ("Block: This field is required.", problemLine.ts), going to that field. It is
 * announced once when it appears; the form's fields then keep their own errors silent (FieldErrorsAnnounced) and
 * read them with the field (aria-invalid, aria-describedby). The focus goes to the first problem's field
 * (focusFirstProblem).
 */
export interface SummaryLine {
  /** The id of the field the problem is about (the link's target). */
  fieldId: string;
  text: string;
}

export interface ErrorSummaryProps {
  id: string;
  /** "Please fix the following…". */
  title: string;
  /** In the order of their fields on the page; none: no summary. */
  lines: readonly SummaryLine[];
}

export function ErrorSummary({ id, title, lines }: ErrorSummaryProps) {
  if (lines.length === 0) return null;
  return (
    <div id={id} role="alert" className="notice" tabIndex={-1}>
      <p>{title}</p>
      <ul>
        {lines.map((line) => (
          <li key={line.fieldId}>
            <a href={`#${line.fieldId}`}>{line.text}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * After a refused submit, once the errors are drawn (next frame): the focus goes to the first of these elements on
 * the page (the first problem's field, then a fallback such as the summary).
 */
export function focusFirstProblem(...ids: string[]): void {
  requestAnimationFrame(() =>
    ids
      .map((id) => document.getElementById(id))
      .find(Boolean)
      ?.focus(),
  );
}
