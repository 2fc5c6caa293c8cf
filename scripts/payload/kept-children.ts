import { documentPayload, rowsOf, withPayloadEdits, type PayloadEdit, type Row } from './document-payload';

/*
 * StaticHtml (components/ui/static-html.tsx) keeps its prerendered HTML when the page hydrates and never
 * reads its children then, yet the document's payload carries those children as React elements: about three
 * quarters of a page's payload, which the phone reads, parses and decodes before it can hydrate. So in each
 * document's payload every StaticHtml element's children give way to a number, `keptId`, and the rows only
 * they referenced are dropped. Should React render that element again from the same payload (the reader goes
 * back to the page), StaticHtml restores the HTML it read from the page when it unmounted, by that number.
 * The payload files fetched on client-side navigation keep the children.
 */

/** The export name of the component, as a client reference row names it: `id:I[module,[chunks],"StaticHtml"]`. */
const STATIC_HTML_EXPORT = 'StaticHtml';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * A string that refers to another row: `$1f`, `$L1f` (lazy), `$@1f` (promise) and the like, or to a part of
 * one, which React writes instead of a second copy of something: `$1f:props:children:0:props:icon`.
 */
const REFERENCE = /^\$[A-Za-z@]?([0-9a-f]+)(?::(.+))?$/;
/** The same, inside a row's JSON text (for rows that are not parsed: client references, hints). */
const REFERENCE_IN_TEXT = /"\$[A-Za-z@]?([0-9a-f]+)(?::[^"]*)?"/g;

/** A React element in the payload: `["$", type, key, props]`. */
const isElement = (value: Json): value is Json[] => Array.isArray(value) && value[0] === '$' && value.length >= 4;

/** An element's fields by the names a path uses for them (React walks the element it has revived). */
const ELEMENT_FIELD: Record<string, number> = { type: 1, key: 2, props: 3 };

/** A StaticHtml element, whose props hold its children. */
type KeptElement = Json[] & { 3: { [key: string]: Json } };

/**
 * The document with StaticHtml's children taken out of its React payload. A document without a payload, or
 * whose payload does not use StaticHtml, is returned as it is.
 */
export function withoutKeptChildren(html: string): string {
  const document = documentPayload(html);
  if (document.pieces.length === 0) return html;
  const { payload } = document;
  const rows = rowsOf(payload);
  // Each row's text after its id, read once; text rows (`T`) hold text, not JSON, and have none.
  const jsonById = new Map(rows.map((row) => [row.id, row.textStart === undefined ? payload.toString('utf8', row.start + row.id.length + 1, row.end).trimEnd() : null]));
  const jsonOf = (row: Row) => jsonById.get(row.id) ?? null;

  const staticHtmlRow = rows.find((row) => {
    const json = jsonOf(row);
    return json?.startsWith('I[') && json.endsWith(`,"${STATIC_HTML_EXPORT}"]`);
  });
  if (!staticHtmlRow) return html;
  const staticHtml = `$L${staticHtmlRow.id}`;
  const isKept = (value: Json): value is KeptElement =>
    isElement(value) && value[1] === staticHtml && typeof value[3] === 'object' && value[3] !== null && !Array.isArray(value[3]) && 'children' in value[3];

  // Model rows (JSON arrays and objects) are parsed; tagged rows (`I[…]`, `HL[…]`) and text rows hold no elements.
  const byId = new Map(rows.map((row) => [row.id, row]));
  const values = new Map<string, Json>();
  for (const row of rows) {
    const json = jsonOf(row);
    if (json !== null && /^[[{]/.test(json)) values.set(row.id, JSON.parse(json) as Json);
  }

  /** The StaticHtml elements a path reference walks through, from its row along its path (following plain references on the way). */
  const keptOnPath = (id: string, path: string[]): KeptElement[] => {
    const passed: KeptElement[] = [];
    let value = values.get(id);
    for (const name of path) {
      const reference = typeof value === 'string' ? REFERENCE.exec(value) : null;
      if (reference && reference[2] === undefined) value = values.get(reference[1]!);
      if (value === undefined || value === null || typeof value !== 'object') break;
      if (isKept(value)) passed.push(value);
      if (isElement(value)) value = name in ELEMENT_FIELD ? value[ELEMENT_FIELD[name]!] : undefined;
      else value = Array.isArray(value) ? value[Number(name)] : value[name];
    }
    return passed;
  };

  /** The references a value holds, except inside the children of a StaticHtml that is not pinned (they go). */
  const referencesOf = (value: Json, pinned: Set<Json[]>, found: Array<[string, string | undefined]> = []) => {
    if (typeof value === 'string') {
      const reference = REFERENCE.exec(value);
      if (reference) found.push([reference[1]!, reference[2]]);
    } else if (Array.isArray(value)) {
      if (isKept(value) && !pinned.has(value)) {
        // Its type (the StaticHtml module's row) and key stay, and its props but the children.
        const { children, ...props } = value[3];
        void children;
        for (const item of [value[1]!, value[2]!, props]) referencesOf(item, pinned, found);
      } else for (const item of value) referencesOf(item, pinned, found);
    } else if (value && typeof value === 'object') for (const item of Object.values(value)) referencesOf(item, pinned, found);
    return found;
  };

  // The rows the page still reaches once the children go, and the StaticHtml elements that must keep theirs
  // because a reference that stays walks through them: React writes a part shared by two places once and
  // refers to it from the second. Pinning one brings its children's references back, so this repeats until
  // nothing new is pinned.
  // A row nothing refers to is a root (the tree's row 0, hints, and anything this reading might miss).
  const referencedAtAll = new Set(rows.flatMap((row) => [...(jsonOf(row) ?? '').matchAll(REFERENCE_IN_TEXT)].map((match) => match[1]!)));
  const roots = rows.filter((row) => row.id === '0' || !referencedAtAll.has(row.id)).map((row) => row.id);
  const pinned = new Set<Json[]>();
  let reached: Set<string>;
  for (;;) {
    reached = new Set();
    const newlyPinned: KeptElement[] = [];
    const toVisit = [...roots];
    while (toVisit.length > 0) {
      const id = toVisit.pop()!;
      if (reached.has(id) || !byId.has(id)) continue;
      reached.add(id);
      const value = values.get(id);
      const references: Array<[string, string | undefined]> =
        value === undefined ? [...(jsonById.get(id) ?? '').matchAll(REFERENCE_IN_TEXT)].map((match) => [match[1]!, undefined]) : referencesOf(value, pinned);
      for (const [target, path] of references) {
        toVisit.push(target);
        if (path !== undefined) newlyPinned.push(...keptOnPath(target, path.split(':')).filter((element) => !pinned.has(element)));
      }
    }
    if (newlyPinned.length === 0) break;
    for (const element of newlyPinned) pinned.add(element);
  }

  // Rows holding StaticHtml elements, rewritten without their children.
  let keptId = 0;
  const strip = (value: Json): boolean => {
    if (Array.isArray(value)) {
      if (isKept(value) && !pinned.has(value)) {
        delete value[3].children;
        value[3].keptId = keptId++;
        return true;
      }
      return value.map(strip).some(Boolean);
    }
    if (value && typeof value === 'object') return Object.values(value).map(strip).some(Boolean);
    return false;
  };
  const edits: PayloadEdit[] = [];
  for (const row of rows) {
    const value = values.get(row.id);
    if (!reached.has(row.id)) edits.push({ start: row.start, end: row.end, replacement: Buffer.alloc(0) });
    else if (value !== undefined && jsonOf(row)!.includes(`"${staticHtml}"`) && strip(value)) {
      edits.push({ start: row.start, end: row.end, replacement: Buffer.from(`${row.id}:${JSON.stringify(value)}\n`) });
    }
  }
  return withPayloadEdits(html, document, edits);
}
