/*
 * Next-shaped documents for the payload trims' tests (scripts/payload/*.test.ts, scripts/payload-trim.test.ts):
 * a payload written into a page in pieces, as Next streams it, and the means to read it back (which the
 * browser tests also use on the exported pages).
 */

/** A text row: its id, `T`, the byte length of its text in hex (UTF-8 bytes, not characters), a comma, the text. */
export const textRow = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;

/** A piece as Next writes it into the document. */
export const pieceScript = (piece: string) => `<script>self.__next_f.push([1,${JSON.stringify(piece).replace(/</g, '\\u003c')}])</script>`;

/** The document, its payload cut into pieces at the given character offsets (as Next's stream cuts it, anywhere). */
export function documentOf(flight: string, cuts: number[], head = '<title>About</title>'): string {
  const bounds = [0, ...cuts, flight.length];
  const pieces = bounds.slice(1).map((end, index) => flight.slice(bounds[index], end));
  return `<!DOCTYPE html><html><head>${head}</head><body><main><h1>About</h1></main><script>(self.__next_f=self.__next_f||[]).push([0])</script>${pieces
    .map((piece, index) => `${pieceScript(piece)}<p>part ${index}</p>`)
    .join('')}</body></html>`;
}

/** The payload a document carries, its pieces joined. */
export const payloadOf = (html: string) => [...html.matchAll(/<script>self\.__next_f\.push\(\[1,(".*?")\]\)<\/script>/g)].map((match) => JSON.parse(match[1]!) as string).join('');

/** What is left once the payload's pieces are taken out. */
export const outsidePayload = (html: string) => html.replace(/<script>self\.__next_f\.push\(\[1,".*?"\]\)<\/script>/g, '');
