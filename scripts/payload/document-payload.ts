/*
 * The React payload an exported HTML document carries: Next writes it into the page as it streams, in
 * `<script>self.__next_f.push([1,"…"])</script>` pieces cut anywhere, even inside a row or a multi-byte
 * character. Joined, the pieces are rows: `id:T<hex byte length>,<text>` (text rows) or `id:<json>\n`.
 * The build's payload trims (scripts/payload-trim.ts) read rows here and write the pieces back.
 */

/** `self.__next_f.push([1,"…"])`: one piece of the React payload, written into the HTML as it streamed. */
const PIECE_OPEN = '<script>self.__next_f.push([1,';
const PIECE_CLOSE = '])</script>';

export interface PayloadScript {
  /** Where the piece's <script> is in the document, and the piece's text. */
  start: number;
  end: number;
  text: string;
}

/** Each payload piece's <script> in the document. (Its literal escapes every `<`, so it cannot hold the closing tag.) */
export function payloadScripts(html: string): PayloadScript[] {
  const scripts = [];
  for (let start = html.indexOf(PIECE_OPEN); start !== -1; start = html.indexOf(PIECE_OPEN, start + 1)) {
    const close = html.indexOf(PIECE_CLOSE, start);
    scripts.push({ start, end: close + PIECE_CLOSE.length, text: JSON.parse(html.slice(start + PIECE_OPEN.length, close)) as string });
  }
  return scripts;
}

const TEXT_ROW_TAG = 0x54; // 'T'
const COMMA = 0x2c;
const NEWLINE = 0x0a;
const COLON = 0x3a;

export interface Row {
  id: string;
  /** Byte offsets in the joined payload: the whole row, and for a text row, where its text starts. */
  start: number;
  end: number;
  textStart?: number;
}

/** The payload's rows, read in bytes: a text row's length counts UTF-8 bytes. */
export function rowsOf(payload: Buffer): Row[] {
  const rows: Row[] = [];
  let at = 0;
  while (at < payload.length) {
    const colon = payload.indexOf(COLON, at);
    if (colon === -1) throw new Error(`Unreadable React payload at byte ${at}`);
    const id = payload.toString('latin1', at, colon);
    if (payload[colon + 1] === TEXT_ROW_TAG) {
      const comma = payload.indexOf(COMMA, colon + 2);
      const length = parseInt(payload.toString('latin1', colon + 2, comma), 16);
      rows.push({ id, start: at, textStart: comma + 1, end: comma + 1 + length });
      at = comma + 1 + length;
    } else {
      const newline = payload.indexOf(NEWLINE, colon + 1);
      const end = newline === -1 ? payload.length : newline + 1;
      rows.push({ id, start: at, end });
      at = end;
    }
  }
  return rows;
}

/** A document's payload: its pieces' scripts, and the pieces joined as bytes. */
export interface DocumentPayload {
  scripts: PayloadScript[];
  pieces: Buffer[];
  payload: Buffer;
}

export function documentPayload(html: string): DocumentPayload {
  const scripts = payloadScripts(html);
  const pieces = scripts.map((script) => Buffer.from(script.text, 'utf8'));
  return { scripts, pieces, payload: Buffer.concat(pieces) };
}

/** A payload piece as Next writes it into a <script>: JSON, with `<`, `>`, `&` and the JS line separators escaped for HTML. */
function scriptOf(piece: string): string {
  const literal = JSON.stringify(piece).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script>self.__next_f.push([1,${literal}])</script>`;
}

/** Bytes of the joined payload, [start, end), to be written as `replacement` (nothing, to drop them). */
export interface PayloadEdit {
  start: number;
  end: number;
  replacement: Buffer;
}

/**
 * The document with its payload edited. Each piece keeps its place and its own byte range of the payload,
 * less the edited bytes in it; an edit's replacement goes into the piece where the edit starts. Edits must
 * not overlap. A piece left empty loses its <script>; pieces nothing touched are kept as Next wrote them.
 */
export function withPayloadEdits(html: string, { scripts, pieces, payload }: DocumentPayload, edits: PayloadEdit[]): string {
  if (edits.length === 0) return html;
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  let offset = 0;
  const rebuilt = pieces.map((piece) => {
    const from = offset;
    const to = (offset += piece.length);
    const parts: Buffer[] = [];
    let at = from;
    for (const edit of sorted) {
      if (edit.end <= from || edit.start >= to) continue;
      if (edit.start >= from) parts.push(payload.subarray(at, edit.start), edit.replacement);
      at = Math.max(at, Math.min(edit.end, to));
    }
    parts.push(payload.subarray(at, to));
    return Buffer.concat(parts).toString('utf8');
  });

  let result = '';
  let at = 0;
  scripts.forEach((script, index) => {
    const piece = rebuilt[index]!;
    if (piece === script.text) return;
    result += html.slice(at, script.start) + (piece === '' ? '' : scriptOf(piece));
    at = script.end;
  });
  return result + html.slice(at);
}
