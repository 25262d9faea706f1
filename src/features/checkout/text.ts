/** Fills `{{name}}` placeholders of a translated string the page handed to an island (i18next's syntax). */
export function fill(text: string | undefined, values: Record<string, string | number>): string {
  return Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text ?? '');
}
