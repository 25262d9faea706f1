/**
 * `fill` as DOM nodes for text a script sets itself (a status line, a toast): each value in a `<bdi>`, as Isolated
 * does in an island, so an owner's English dish name keeps its own direction inside an Arabic sentence ("تمت
 * إضافة Falafel (large) إلى سلتك." keeps its bracket where it belongs) and the text reads the same as before.
 */
import { fillPieces } from './fillPieces.ts';

export function fillNodes(text: string | undefined, values: Record<string, string>): Array<string | HTMLElement> {
  return fillPieces(text, values).map((piece, i) => {
    if (i % 2 === 0) return piece;
    const bdi = document.createElement('bdi');
    bdi.textContent = piece;
    return bdi;
  });
}
