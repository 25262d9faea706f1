/**
 * Someone else's words inside ours, an owner's dish or option names or a customer's note, maybe in another script
 * than the page's: each in a `<bdi>`, laid out in its own direction without turning our sentence around ("إزالة
 * Toum (large)" keeps its bracket at its end).
 */
import type { ListPart } from '../../domain/listParts.ts';
import { fillPieces } from './fill.ts';

/** A sentence of ours, its `{{placeholders}}` filled as `fill` fills them, each value isolated. */
export default function Isolated({ text, values }: { text: string | undefined; values: Record<string, string> }) {
  return <>{fillPieces(text, values).map((piece, i) => (i % 2 ? <bdi key={i}>{piece}</bdi> : piece))}</>;
}

/** A list in words (formatListParts), each item isolated and our separators left in the page's direction. */
export function IsolatedParts({ parts }: { parts: readonly ListPart[] }) {
  return <>{parts.map((part, i) => (part.type === 'element' ? <bdi key={i}>{part.value}</bdi> : part.value))}</>;
}
