'use client';

import type { Article } from '@/lib/content/schema';
import { mergeNewer, useNewerDocuments } from '@/lib/live/use-newer';
import { ArticleList } from './article-list';

/**
 * More Reads' first page when the site has a public Firebase config: newsletters published after the
 * build join the top of the page once it is idle. The page keeps its own 9 as well, as the blog's first
 * page does: the later pages are static until the next build, so an article pushed off page 1 would
 * otherwise be on no page.
 */
export function LiveArticleList({ articles, pages, count }: { articles: Article[]; pages: number; count: number }) {
  const newer = useNewerDocuments('articles', articles[0]?.sortedDate);
  const merged = mergeNewer(newer, articles);
  return <ArticleList articles={merged} first={1} page={1} pages={pages} count={count + merged.length - articles.length} />;
}
