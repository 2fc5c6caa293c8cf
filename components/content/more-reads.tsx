import type { Article } from '@/lib/content/schema';
import { pageCount } from '@/lib/pagination';
import { PAGE_SIZE } from '@/lib/constants';
import { moreReadsPagePath } from '@/lib/routes';
import { ArticleList } from './article-list';
import { PagedList } from './paged-list';
import { LiveArticleList, MoreReadsPageQuery } from '@/components/sections/islands';

interface MoreReadsProps {
  /** The articles of page `page`, as the build read them. */
  articles: Article[];
  page: number;
  /** How many articles the whole list has. */
  count: number;
  /** Whether page 1 gains the newsletters published after the build (the site has a public Firebase config). */
  live?: boolean;
}

/**
 * One static page of More Reads (/more-reads/, /more-reads/page/2/ ...): 9 articles and the pagination as
 * links, or 'No articles found.' when there are none. Page 1 also moves an old link's ?page=N to its page.
 */
export function MoreReads({ articles, page, count, live = false }: MoreReadsProps) {
  if (count === 0) return <p className="py-16 text-center text-lg text-muted">No articles found.</p>;
  const pages = pageCount(count);
  return (
    <PagedList page={page} count={count} label="More Reads pages" pathFor={moreReadsPagePath}>
      {page === 1 ? <MoreReadsPageQuery pages={pages} /> : null}
      {live && page === 1 ? (
        <LiveArticleList articles={articles} pages={pages} count={count} />
      ) : (
        <ArticleList articles={articles} first={(page - 1) * PAGE_SIZE + 1} page={page} pages={pages} count={count} />
      )}
    </PagedList>
  );
}
