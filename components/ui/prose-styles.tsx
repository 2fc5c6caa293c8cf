import { readFileSync } from 'node:fs';
import { PROSE_STYLESHEET } from '@/lib/styles/prose';

let css: string | undefined;

/**
 * The long-form text styles (app/prose.css, compiled before `next build`), for a component that draws
 * `prose`. React hoists the <style> into the head once per page, however many render it, and adds it on a
 * client-side visit to such a page; pages without long-form text never carry it.
 */
export function ProseStyles() {
  // In the browser (the desk's preview), the desk's own document carries the stylesheet.
  if (typeof window !== 'undefined') return null;
  try {
    css ??= readFileSync(PROSE_STYLESHEET, 'utf8');
  } catch (error) {
    throw new Error(`${PROSE_STYLESHEET} is missing: run \`npm run assets\` (the build runs it first)`, { cause: error });
  }
  return (
    <style href="prose" precedence="default">
      {css}
    </style>
  );
}
