import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { getMoreReads } from '@/lib/content';
import { articleSearchDocument } from '@/lib/search/article-record';

/**
 * The site's search index, built after `next build` from the exported HTML in out/ (Pagefind). Pages put
 * their own text in the index by marking it (lib/search/sections.ts: data-pagefind-body, with the section
 * as a filter), so the header, menus and footer are not indexed, and pages without the mark (the 404
 * pages, the search page, the blog's later list pages) are left out. Pagefind keeps one index per
 * <html lang>, so a Hindi page searches the Hindi pages. Each newsletter article of the content source
 * is added as a result that opens its PDF.
 *
 * The index is written to out/pagefind/ in chunks the browser fetches only for the words it searches.
 */
const root = path.resolve(__dirname, '..');
export const SEARCH_DIR = 'pagefind';

/** Pagefind's ready-made interfaces; the site has its own (components/search), so they are not shipped. */
const UNUSED_FILES = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

function directoryBytes(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).reduce((sum, file) => {
    const stats = statSync(path.join(dir, file));
    return stats.isFile() ? sum + stats.size : sum;
  }, 0);
}

export interface SearchIndexSummary {
  /** Indexed documents per index language ("en-in", "hi"). */
  languages: Record<string, number>;
  articles: number;
  bytes: number;
}

function failOn(errors: string[], step: string): void {
  if (errors.length) throw new Error(`Search index: ${step} failed: ${errors.join('; ')}`);
}

export async function buildSearchIndex(outDir: string): Promise<SearchIndexSummary> {
  const outputPath = path.join(outDir, SEARCH_DIR);
  rmSync(outputPath, { recursive: true, force: true });
  // Pagefind's Node API is an ES module only.
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({});
  failOn(errors, 'starting Pagefind');
  if (!index) throw new Error('Search index: Pagefind did not start');
  try {
    failOn((await index.addDirectory({ path: outDir })).errors, `reading ${outDir}`);
    const articles = await getMoreReads();
    for (const article of articles) failOn((await index.addHTMLFile(articleSearchDocument(article))).errors, `adding the article ${article.id}`);
    failOn((await index.writeFiles({ outputPath })).errors, `writing ${outputPath}`);
    for (const file of readdirSync(outputPath)) if (UNUSED_FILES.test(file)) rmSync(path.join(outputPath, file));
    const entry = JSON.parse(readFileSync(path.join(outputPath, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
    const languages = Object.fromEntries(Object.entries(entry.languages).map(([lang, info]) => [lang, info.page_count]));
    return { languages, articles: articles.length, bytes: directoryBytes(outputPath) };
  } finally {
    await pagefind.close();
  }
}

/** `tsx scripts/search-index.ts [OUT_DIR]`: index out/ (or another export, as the build benchmark does). */
if (require.main === module) {
  const outDir = path.resolve(process.argv[2] ?? path.join(root, 'out'));
  buildSearchIndex(outDir).then(
    (summary) => {
      const languages = Object.entries(summary.languages)
        .map(([lang, count]) => `${count} in ${lang}`)
        .join(', ');
      console.log(
        `Search index: ${languages} (${summary.articles} newsletter articles among them), ${(summary.bytes / 1024).toFixed(0)} KB in ${path.relative(process.cwd(), path.join(outDir, SEARCH_DIR))}/`,
      );
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
