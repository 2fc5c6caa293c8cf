import { Suspense } from 'react';
import type { SectionOf } from '@/lib/content/schema';
import { getMagazines, getMoreReads, getPosts } from '@/lib/content';
import { pageCount, pageSlice } from '@/lib/pagination';
import { blogPagePath, hrefOf } from '@/lib/routes';
import { ArticleCards, MoreReads } from '@/components/content/more-reads';
import { MagazineList } from '@/components/content/magazine-list';
import { Pagination } from '@/components/content/pagination';
import { PostGrid, postSummary } from '@/components/content/post-card';
import { LivePostGrid } from '@/components/content/live-post-grid';
import { firebaseWebConfig } from '@/lib/live/config';
import { toneClass } from './section-frame';
import { NOT_INDEXED } from '@/lib/search/sections';

/** What a page tells its sections: the page of a paged list it is (the blog's /blog/page/2 is 2). */
export interface SectionContext {
  listPage?: number;
  /**
   * 'lazy' for a banner whose art must not be fetched with the page: the 404 element, which Next embeds
   * in every page, would otherwise be preloaded at high priority on every page, ahead of its own banner.
   */
  bannerArt?: 'priority' | 'lazy';
}

async function List({ list, listPage = 1 }: { list: SectionOf<'listing'>['list']; listPage?: number }) {
  switch (list) {
    case 'posts': {
      const posts = await getPosts();
      const shown = pageSlice(posts, listPage).map(postSummary);
      return (
        <>
          {/* Only the first page gains posts published after the build; later pages keep their prerendered slice. */}
          {firebaseWebConfig && listPage === 1 ? <LivePostGrid posts={shown} /> : <PostGrid posts={shown} />}
          <Pagination current={listPage} total={pageCount(posts.length)} label="Blog pages" hrefFor={(page) => hrefOf(blogPagePath(page))} />
        </>
      );
    }
    case 'articles': {
      // useSearchParams needs a Suspense boundary; its fallback is the first page itself, so the
      // prerendered HTML (and a visitor without JavaScript) has real articles, not a spinner.
      // The cards need no article text (the summaries set into the PDFs), so the page does not carry it.
      const articles = (await getMoreReads()).map((article) => ({ ...article, summary: undefined }));
      return (
        <Suspense fallback={articles.length ? <ArticleCards articles={articles} page={1} /> : <p className="py-16 text-center text-lg text-muted">No articles found.</p>}>
          <MoreReads articles={articles} />
        </Suspense>
      );
    }
    case 'magazines':
      return <MagazineList magazines={await getMagazines()} />;
  }
}

/** A list read from a collection, in the page's own band. */
export function Listing({ section, context }: { section: SectionOf<'listing'>; context: SectionContext }) {
  return (
    // Posts and articles are search results of their own, so their cards here are not indexed; the magazine issues are only here.
    <section id={section.id} aria-label={section.title} className={`scroll-mt-4 section ${toneClass[section.tone]}`} {...(section.list === 'magazines' ? {} : NOT_INDEXED)}>
      <div className="container-content">
        <List list={section.list} listPage={context.listPage} />
      </div>
    </section>
  );
}
