import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The site's colours, read from the design tokens of app/theme.css (the one palette): for what is drawn
 * outside CSS, the generated PDFs and the browser's theme colour. Build-time only (it reads a file).
 */
type Palette = Record<string, string>;

/** `--color-forest-900: #0e3b2e;` → { 'forest-900': '#0E3B2E' }. */
export function parsePalette(css: string): Palette {
  return Object.fromEntries([...css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{6})\b/gi)].map(([, name, value]) => [name!, value!.toUpperCase()]));
}

let palette: Palette | undefined;

export function sitePalette(): Palette {
  palette ??= parsePalette(readFileSync(path.join(process.cwd(), 'app', 'theme.css'), 'utf8'));
  return palette;
}

/** One colour of the palette by its token name; a name the palette lacks is a mistake, so it throws. */
export function paletteColour(name: string): string {
  const value = sitePalette()[name];
  if (!value) throw new Error(`app/theme.css has no --color-${name}`);
  return value;
}
