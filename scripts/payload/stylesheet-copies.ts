import { documentPayload, rowsOf, withPayloadEdits } from './document-payload';

/*
 * With `experimental.inlineCss`, Next writes the site's stylesheet into each page three times: once as the
 * <style> in the head that styles the page, and twice as text in the React payload the page's scripts read
 * (the root layout's <style> element and, again, the global-error boundary's: a known Next bug, vercel/next.js
 * issue 98110). On hydration React finds each such hoisted <style precedence href> already in the head by
 * its href and adopts it; the text in the payload is never read. So the payload's copies are emptied: ~170 KB
 * less HTML for the phone to parse, encode and decode per page (about a third of the document), and the same
 * page once hydrated. Only stylesheets the document's own head holds are emptied; the payload files fetched
 * on client-side navigation keep theirs, for a page whose stylesheet the document does not have yet.
 */

/** The inlined stylesheet in the head: `<style data-precedence="next" data-href="/a.css /b.css">`. */
const INLINED_STYLE = /<style data-precedence="[^"]*" data-href="([^"]+)"/g;

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

/**
 * The document with the text of its inlined stylesheets emptied in its React payload (a text row of length
 * zero, so every reference to it still resolves). A document without inlined styles or payload is returned
 * as it is.
 */
export function withoutPayloadCss(html: string): string {
  const hrefs = new Set([...html.matchAll(INLINED_STYLE)].flatMap((match) => match[1]!.split(' ')));
  if (hrefs.size === 0) return html;
  const document = documentPayload(html);
  const emptied = stylesheetTextRows(document.scripts.map((script) => script.text).join(''), hrefs);
  if (emptied.size === 0) return html;
  const edits = rowsOf(document.payload)
    .filter((row) => row.textStart !== undefined && emptied.has(row.id))
    .map((row) => ({ start: row.start, end: row.end, replacement: Buffer.from(`${row.id}:T0,`) }));
  return withPayloadEdits(html, document, edits);
}
