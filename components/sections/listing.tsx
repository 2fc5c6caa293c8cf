import type { SectionOf } from '@/lib/content/schema';
import { getMagazines, getMoreReads, getPosts } from '@/lib/content';
import { pageSlice } from '@/lib/pagination';
import { blogPagePath } from '@/lib/routes';
import { MoreReads } from '@/components/content/more-reads';
import { MagazineList } from '@/components/content/magazine-list';
import { PagedList } from '@/components/content/paged-list';
import { PostGrid, postSummary } from '@/components/content/post-card';
import { LivePostGrid } from './islands';
import { firebaseWebConfig } from '@/lib/live/config';
import { toneClass } from './section-frame';
import { NOT_INDEXED } from '@/lib/search/sections';

/** What a page tells its sections: the page of a paged list it is (/blog/page/2/ and /more-reads/page/2/ are 2). */
export interface SectionContext {
  listPage?: number;
  /**
   * 'file' for a banner whose art must not travel with every page: the 404 element, which Next embeds
   * in every page, would otherwise be preloaded at high priority on every page, ahead of its own banner.
   */
  bannerArt?: 'priority' | 'file';
}

async function List({ list, listPage = 1 }: { list: SectionOf<'listing'>['list']; listPage?: number }) {
  switch (list) {
    case 'posts': {
      const posts = await getPosts();
      const shown = pageSlice(posts, listPage).map(postSummary);
      return (
        <PagedList page={listPage} count={posts.length} label="Blog pages" pathFor={blogPagePath}>
          {/* Only the first page gains posts published after the build; later pages keep their prerendered slice. */}
          {/* The list opens its page, so its first image is a phone's largest paint: loaded at once, not lazily. */}
          {firebaseWebConfig && listPage === 1 ? <LivePostGrid posts={shown} firstImage="priority" /> : <PostGrid posts={shown} firstImage="priority" />}
        </PagedList>
      );
    }
    case 'articles': {
      // The cards need no article text (the summaries set into the PDFs), so the page does not carry it.
      const articles = (await getMoreReads()).map((article) => ({ ...article, summary: undefined }));
      return <MoreReads articles={pageSlice(articles, listPage)} page={listPage} count={articles.length} live={Boolean(firebaseWebConfig)} />;
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
