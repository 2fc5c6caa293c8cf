import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A drawing from public/, ready to write into the page: its viewBox and the markup inside its <svg>. */
export interface InlineSvg {
  viewBox: string;
  markup: string;
}

/**
 * Drawings larger than this stay an <img>: inlining copies the drawing into the page's HTML and its RSC
 * payload, so only small ones are worth it.
 */
export const MAX_INLINE_SVG_BYTES = 16 * 1024;

const PUBLIC_DIR = path.join(process.cwd(), 'public');
const cache = new Map<string, InlineSvg | null>();

/** The parts of an SVG file that can be written inline, or null when it must stay a file (scripts, handlers, external references). */
export function parseInlineSvg(source: string): InlineSvg | null {
  if (source.length > MAX_INLINE_SVG_BYTES) return null;
  if (/<script|<foreignObject|\son[a-z]+\s*=|(?:href|src)\s*=\s*["'](?!#)/i.test(source)) return null;
  const open = /<svg\b([^>]*)>/i.exec(source);
  const close = source.lastIndexOf('</svg>');
  if (!open || close < 0) return null;
  const viewBox = /\bviewBox="([^"]+)"/.exec(open[1]!)?.[1];
  if (!viewBox) return null;
  return { viewBox, markup: source.slice(open.index + open[0].length, close) };
}

/**
 * A site drawing (an /assets/….svg path under public/) as inline SVG, read once per build; banners use it. Inline, the
 * drawing paints with the page's first paint instead of waiting for a request that competes with the
 * page's scripts; other images (remote, raster, large) return null and stay <img>.
 */
export function inlineSvg(src: string): InlineSvg | null {
  if (!src.startsWith('/assets/') || !src.endsWith('.svg') || src.includes('..')) return null;
  if (!cache.has(src)) {
    let parsed: InlineSvg | null = null;
    try {
      parsed = parseInlineSvg(readFileSync(path.join(PUBLIC_DIR, src), 'utf8'));
    } catch {
      parsed = null;
    }
    cache.set(src, parsed);
  }
  return cache.get(src)!;
}
