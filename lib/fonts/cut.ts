import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A cut of a variable font from node_modules: the letters and weights it keeps, and its content-hashed
 * public URL under /fonts/ (the name changes whenever the font or the cut does, so it can be cached for
 * good). The build makes the file (scripts/build-assets.ts, with subset-font, which is HarfBuzz): it keeps
 * the shaping and kerning tables of the letters kept, and drops the rest.
 */
export interface FontCut {
  source: string;
  text: string;
  wght: number | { min: number; max: number };
  url: string;
}

/** Every code point from `from` to `to`, inclusive. */
const codePointRange = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** Every character from `from` to `to`, inclusive. */
export const range = (from: number, to: number) => String.fromCodePoint(...codePointRange(from, to));

/** The code points of a CSS `unicode-range` ('U+0041-005A,U+00A9'), in its order. */
export const codePointsOf = (unicodeRange: string) =>
  unicodeRange.split(',').flatMap((part) => {
    const [from, to = from] = part
      .trim()
      .slice(2)
      .split('-')
      .map((hex) => parseInt(hex, 16)) as [number, number?];
    return codePointRange(from, to);
  });

/** The CSS `unicode-range` of ascending code points, each run of consecutive ones written as a range. */
export function unicodeRangeOf(codePoints: number[]): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');
  const parts: string[] = [];
  for (let first = 0; first < codePoints.length;) {
    let last = first;
    while (codePoints[last + 1] === codePoints[last]! + 1) last += 1;
    parts.push(last === first ? `U+${hex(codePoints[first]!)}` : `U+${hex(codePoints[first]!)}-${hex(codePoints[last]!)}`);
    first = last + 1;
  }
  return parts.join(',');
}

/** `file` is a path under node_modules; `name` the public file's name before its hash. */
export function cut(file: string, name: string, text: string, wght: FontCut['wght']): FontCut {
  // turbopackIgnore: read from node_modules at build time, not bundled as an asset of the server code.
  const source = path.join(/* turbopackIgnore: true */ process.cwd(), 'node_modules', file);
  const hash = createHash('sha256').update(readFileSync(source)).update(JSON.stringify({ text, wght })).digest('hex').slice(0, 12);
  return { source, text, wght, url: `/fonts/${name}.${hash}.woff2` };
}

/** The @font-face rule of a cut. */
export function fontFace(family: string, font: FontCut, display: 'optional' | 'block', unicodeRange: string): string {
  const weight = typeof font.wght === 'number' ? String(font.wght) : `${font.wght.min} ${font.wght.max}`;
  return `@font-face{font-family:'${family}';src:url(${font.url}) format('woff2');font-weight:${weight};font-style:normal;font-display:${display};unicode-range:${unicodeRange}}`;
}
