import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import tailwind from '@tailwindcss/postcss';
import { PROSE_SOURCE, PROSE_STYLESHEET } from '@/lib/styles/prose';

/**
 * Compiles the long-form text stylesheet (app/prose.css) apart from the site's: the typography plugin's
 * rules are a quarter of the site's CSS, and only the policy and the blog posts use them. The pages that
 * do inline it (components/ui/prose-styles.tsx); every other page has 21 KB less CSS to parse and match.
 */
export async function buildProseStyles(): Promise<number> {
  const result = await postcss([tailwind({ optimize: { minify: true } })]).process(readFileSync(PROSE_SOURCE, 'utf8'), { from: PROSE_SOURCE });
  // Tailwind's licence banner is already in the site's stylesheet.
  const css = result.css.replace(/^\/\*![^*]*\*\/\s*/, '');
  mkdirSync(path.dirname(PROSE_STYLESHEET), { recursive: true });
  writeFileSync(PROSE_STYLESHEET, css);
  return css.length;
}

// `tsx scripts/prose-styles.ts`: the same compile on its own, for Jest's global setup (the build runs it from build-assets.ts).
if (require.main === module) {
  buildProseStyles().then(
    (bytes) => console.log(`Prose styles: ${bytes} bytes`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
