import { fork } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

/*
 * With `experimental.inlineCss`, Next writes the site's stylesheet into each page three times: once as the
 * <style> in the head that styles the page, and twice as text in the React payload the page's scripts read
 * (the root layout's <style> element and, again, the global-error boundary's: a known Next bug, vercel/next.js
 * issue 98110). On hydration React finds each such hoisted <style precedence href> already in the head by
 * its href and adopts it; the text in the payload is never read. So after `next build` every exported
 * document gets that text emptied: ~170 KB less HTML for the phone to parse, encode and decode per page
 * (about a third of the document), and the same page once hydrated. Only HTML documents are changed, and only
 * for stylesheets their own head holds; the payload files fetched on client-side navigation keep theirs,
 * for a page whose stylesheet the document does not have yet.
 */

/** `self.__next_f.push([1,"…"])`: one piece of the React payload, written into the HTML as it streamed. */
const PIECE_OPEN = '<script>self.__next_f.push([1,';
const PIECE_CLOSE = '])</script>';

/** Where each payload piece's <script> is in the document, and its text. (Its literal escapes every `<`, so it cannot hold the closing tag.) */
function payloadScripts(html: string): Array<{ start: number; end: number; text: string }> {
  const scripts = [];
  for (let start = html.indexOf(PIECE_OPEN); start !== -1; start = html.indexOf(PIECE_OPEN, start + 1)) {
    const close = html.indexOf(PIECE_CLOSE, start);
    scripts.push({ start, end: close + PIECE_CLOSE.length, text: JSON.parse(html.slice(start + PIECE_OPEN.length, close)) as string });
  }
  return scripts;
}

/** The inlined stylesheet in the head: `<style data-precedence="next" data-href="/a.css /b.css">`. */
const INLINED_STYLE = /<style data-precedence="[^"]*" data-href="([^"]+)"/g;

/** A row's id, then its tag and, for a text row (`T`), the byte length of its text in hex, up to a comma. */
const TEXT_ROW_TAG = 0x54; // 'T'
const COMMA = 0x2c;
const NEWLINE = 0x0a;
const COLON = 0x3a;

interface Row {
  id: string;
  /** Byte offsets in the joined payload: the whole row, and for a text row, where its text starts. */
  start: number;
  end: number;
  textStart?: number;
}

/** The payload's rows: `id:T<hex length>,<text>` (text rows) or `id:<json>\n`. */
function rowsOf(payload: Buffer): Row[] {
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

/** A hoisted style element in the payload: `["$","style",key,{…props…}]`, its props one flat object of strings. */
const STYLE_ELEMENT = /\["\$","style",(?:"[^"]*"|null),(\{[^{}]*\})\]/g;

/**
 * The ids of the text rows that hold a stylesheet's text as the children of a `<style precedence href>`
 * element (`"children":"$<id>"`), for the given hrefs.
 */
function stylesheetTextRows(payload: string, hrefs: Set<string>): Set<string> {
  const found = new Set<string>();
  for (const match of payload.matchAll(STYLE_ELEMENT)) {
    const props = JSON.parse(match[1]!) as Record<string, unknown>;
    if (typeof props.precedence !== 'string' || typeof props.href !== 'string' || !hrefs.has(props.href)) continue;
    const reference = /^\$([0-9a-f]+)$/.exec(String(props.children));
    if (reference) found.add(reference[1]!);
  }
  return found;
}

/** A payload piece as Next writes it into a <script>: JSON, with `<`, `>`, `&` and the JS line separators escaped for HTML. */
function scriptOf(piece: string): string {
  const literal = JSON.stringify(piece).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script>self.__next_f.push([1,${literal}])</script>`;
}

/**
 * The document with the text of its inlined stylesheets emptied in its React payload (a text row of length
 * zero, so every reference to it still resolves). A document without inlined styles or payload is returned
 * as it is.
 */
export function withoutPayloadCss(html: string): string {
  const hrefs = new Set([...html.matchAll(INLINED_STYLE)].flatMap((match) => match[1]!.split(' ')));
  if (hrefs.size === 0) return html;
  const scripts = payloadScripts(html);
  const emptied = stylesheetTextRows(scripts.map((script) => script.text).join(''), hrefs);
  if (emptied.size === 0) return html;
  // Rows are read in bytes (a text row's length counts UTF-8 bytes), so the pieces are joined as bytes.
  const pieces = scripts.map((script) => Buffer.from(script.text, 'utf8'));
  const payload = Buffer.concat(pieces);
  const rows = rowsOf(payload);

  // Bytes to drop: the text of each emptied row, with its length rewritten as 0.
  const cuts = rows
    .filter((row) => row.textStart !== undefined && emptied.has(row.id))
    .map((row) => ({ headerStart: row.start, end: row.end, header: Buffer.from(`${row.id}:T0,`) }));

  // Each piece is rebuilt from its own byte range of the payload, less the cut bytes that fall in it.
  let offset = 0;
  const rebuilt = pieces.map((piece) => {
    const from = offset;
    const to = (offset += piece.length);
    const parts: Buffer[] = [];
    let at = from;
    for (const cut of cuts) {
      if (cut.end <= from || cut.headerStart >= to) continue;
      // The cut's header and text are replaced by the short header, written where the header began.
      if (cut.headerStart >= from) parts.push(payload.subarray(at, cut.headerStart), cut.header);
      at = Math.max(at, Math.min(cut.end, to));
    }
    parts.push(payload.subarray(at, to));
    return Buffer.concat(parts).toString('utf8');
  });

  // The document, each changed piece's <script> rewritten (or dropped, when nothing is left of it).
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

interface TrimResult {
  documents: number;
  bytesSaved: number;
}

/** One share of the documents: every `count`-th of them, from the `index`-th (the whole set by default). */
interface Share {
  index: number;
  count: number;
}

/** The exported HTML documents under `outDir`, in one fixed order, so that shares of them do not overlap. */
function documentsOf(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
}

/** Every exported HTML document under `outDir` (or one share of them), rewritten in place; returns the bytes saved. */
export function dropPayloadCss(outDir: string, share: Share = { index: 0, count: 1 }): TrimResult {
  let documents = 0;
  let bytesSaved = 0;
  for (const [position, file] of documentsOf(outDir).entries()) {
    if (position % share.count !== share.index) continue;
    const full = path.join(outDir, file);
    const html = readFileSync(full, 'utf8');
    const trimmed = withoutPayloadCss(html);
    if (trimmed === html) continue;
    writeFileSync(full, trimmed);
    documents += 1;
    bytesSaved += Buffer.byteLength(html) - Buffer.byteLength(trimmed);
  }
  return { documents, bytesSaved };
}

const SHARE_FLAG = '--share=';

/**
 * The trim of every document, with one process per core, each rewriting its share: the work is reading,
 * parsing and writing some hundreds of KB a page, all CPU, so the cores share it (13 s instead of 19 at
 * 1,000 posts on 2 cores). A child runs this file again with `--share=i/n` (fork keeps tsx's loader).
 */
async function dropPayloadCssOnEveryCore(outDir: string): Promise<TrimResult> {
  const count = availableParallelism();
  const shares = Array.from(
    { length: count },
    (_, index) =>
      new Promise<TrimResult>((resolve, reject) => {
        const child = fork(__filename, [outDir, `${SHARE_FLAG}${index}/${count}`]);
        let result: TrimResult | undefined;
        child.on('message', (message) => (result = message as TrimResult));
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 && result ? resolve(result) : reject(new Error(`The payload trim of share ${index + 1} of ${count} failed (exit ${code}).`))));
      }),
  );
  const results = await Promise.all(shares);
  return { documents: results.reduce((sum, r) => sum + r.documents, 0), bytesSaved: results.reduce((sum, r) => sum + r.bytesSaved, 0) };
}

// `tsx scripts/payload-css.ts [OUT_DIR]`, right after `next build`.
if (require.main === module) {
  const outDir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'out'));
  const shareArg = process.argv.find((arg) => arg.startsWith(SHARE_FLAG));
  if (shareArg) {
    const [index, count] = shareArg.slice(SHARE_FLAG.length).split('/').map(Number);
    process.send!(dropPayloadCss(outDir, { index: index!, count: count! }));
  } else {
    dropPayloadCssOnEveryCore(outDir).then(
      ({ documents, bytesSaved }) =>
        console.log(`Emptied the inlined stylesheet's copies in the React payload of ${documents} documents (${(bytesSaved / 1024 / 1024).toFixed(1)} MB less HTML).`),
      (error: unknown) => {
        console.error(error);
        process.exitCode = 1;
      },
    );
  }
}
