/**
 * Reads the inert JSON a page carries for its island (`<script type="application/json" id=…>`, written at build
 * time): the parsed value, or null when the page has none or it is broken, so the island can say so instead of
 * crashing.
 */
export function readIslandData<T>(id: string, doc: Pick<Document, 'getElementById'> = document): T | null {
  try {
    const text = doc.getElementById(id)?.textContent;
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}
