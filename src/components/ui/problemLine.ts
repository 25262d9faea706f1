/**
 * One line of a form's error summary, "Label: message" as the language writes it (the `problemLine` string:
 * "Paiement : …" in French, a full-width colon in Chinese and Japanese), or the message alone when the problem is
 * no field's (no label). Pure.
 */
export function problemLine(
  label: string | null | undefined,
  message: string,
  strings: Readonly<Record<string, string | undefined>>,
): string {
  const name = label?.trim();
  if (!name) return message;
  const line = strings.problemLine ?? '{{field}}: {{problem}}';
  // One pass: a label or message holding "{{problem}}" or "$&" stays as it is.
  return line.replace(/\{\{(field|problem)\}\}/g, (_, part: string) => (part === 'field' ? name : message));
}
