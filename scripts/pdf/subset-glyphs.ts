import { readFile } from 'node:fs/promises';

/**
 * A TrueType font cut to the glyphs a PDF draws, with HarfBuzz's subsetter (the WebAssembly build harfbuzzjs
 * ships, which subset-font also runs). subset-font cuts by letters and keeps every conjunct and mark form
 * the letters could make (87 KB of Devanagari for a page of text); a PDF already knows the glyphs HarfBuzz
 * shaped, so this keeps only those, at their own glyph ids, with no shaping tables (the PDF has done the
 * shaping), pinned at one weight of the variable font.
 */

interface SubsetWasm {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_pin_axis_location(input: number, face: number, tag: number, value: number): number;
  hb_subset_or_fail(face: number, input: number): number;
}

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_DROP_TABLE_TAG = 3;
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;
const HB_SUBSET_FLAGS_RETAIN_GIDS = 0x2;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;
/** What a PDF viewer never reads from an embedded font: the shaping tables. */
const DROPPED_TABLES = ['GSUB', 'GPOS', 'GDEF', 'BASE', 'JSTF', 'MATH'];

const tag = (name: string) => [...name].reduce((value, char) => (value << 8) + char.charCodeAt(0), 0);

let wasm: Promise<SubsetWasm> | undefined;
function subsetter(): Promise<SubsetWasm> {
  wasm ??= readFile(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')).then(async (bytes) => {
    const { instance } = await WebAssembly.instantiate(bytes);
    const exports = instance.exports as unknown as SubsetWasm;
    exports._initialize();
    return exports;
  });
  return wasm;
}

/** `font` (a TrueType or OpenType file, variable or not) cut to `glyphs`, their ids kept, pinned at `wght`. */
export async function subsetGlyphs(font: Uint8Array, glyphs: Iterable<number>, wght: number): Promise<Uint8Array> {
  const hb = await subsetter();
  const input = hb.hb_subset_input_create_or_fail();
  if (!input) throw new Error('HarfBuzz could not start a subset');
  const data = hb.malloc(font.byteLength);
  new Uint8Array(hb.memory.buffer).set(font, data);
  const blob = hb.hb_blob_create(data, font.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  let subset = 0;
  try {
    const glyphSet = hb.hb_subset_input_glyph_set(input);
    for (const glyph of glyphs) hb.hb_set_add(glyphSet, glyph);
    const dropped = hb.hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG);
    for (const table of DROPPED_TABLES) hb.hb_set_add(dropped, tag(table));
    hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_RETAIN_GIDS | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE | HB_SUBSET_FLAGS_NO_HINTING);
    if (!hb.hb_subset_input_pin_axis_location(input, face, tag('wght'), wght)) throw new Error(`HarfBuzz could not pin the font's weight at ${wght}`);
    subset = hb.hb_subset_or_fail(face, input);
    if (!subset) throw new Error('HarfBuzz could not cut the font');
    const result = hb.hb_face_reference_blob(subset);
    const offset = hb.hb_blob_get_data(result, 0);
    const bytes = new Uint8Array(hb.memory.buffer).slice(offset, offset + hb.hb_blob_get_length(result));
    hb.hb_blob_destroy(result);
    if (!bytes.length) throw new Error('HarfBuzz cut the font to nothing');
    return bytes;
  } finally {
    hb.hb_subset_input_destroy(input);
    if (subset) hb.hb_face_destroy(subset);
    hb.hb_face_destroy(face);
    hb.free(data);
  }
}
