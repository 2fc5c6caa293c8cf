import { ArrowRight } from 'lucide-react';
import type { SectionOf } from '@/lib/content/schema';
import { getPosts } from '@/lib/content';
import { paths } from '@/lib/routes';
import { PostGrid, postSummary } from '@/components/content/post-card';
import { LivePostGrid } from '@/components/content/live-post-grid';
import { firebaseWebConfig } from '@/lib/live/config';
import { requestLang } from '@/lib/request-lang';
import { ContentLink } from './content-link';
import { SectionFrame } from './section-frame';
import { NOT_INDEXED } from '@/lib/search/sections';

/** The newest posts of the blog (written in English, and marked so on a Hindi page), and a link to the rest. */
export async function LatestPosts({ section }: { section: SectionOf<'latestPosts'> }) {
  const posts = (await getPosts()).slice(0, section.count).map(postSummary);
  const english = requestLang() === 'en';
  return (
    <SectionFrame {...section}>
      {/* Each post is a search result of its own; its card here is not. */}
      <div lang={english ? undefined : 'en'} {...NOT_INDEXED}>
        {firebaseWebConfig ? <LivePostGrid posts={posts} count={section.count} headingLevel="h3" /> : <PostGrid posts={posts} headingLevel="h3" />}
      </div>
      <ContentLink href={paths.blog} className="mt-8 btn-outline" after={<ArrowRight aria-hidden="true" className="size-4" />}>
        {section.linkLabel}
      </ContentLink>
    </SectionFrame>
  );
}
