import path from 'node:path';

/** The long-form text stylesheet's source (Tailwind with the typography plugin) and the CSS compiled from it before `next build`. */
export const PROSE_SOURCE = path.join(process.cwd(), 'app', 'prose.css');
export const PROSE_STYLESHEET = path.join(process.cwd(), 'generated', 'prose.css');
