'use client';

import { mergeNewer, useNewerDocuments } from '@/lib/live/use-newer';
import { PostGrid, type CardImageLoading, type PostSummary } from './post-card';

/**
 * The post grid of the blog's first page and the home page's latest posts, when the site has a public
 * Firebase config: posts published after the build join the top of the list once the page is idle, and
 * `count`, when given, keeps the list its prerendered length.
 */
export function LivePostGrid({ posts, count, headingLevel, firstImage }: { posts: PostSummary[]; count?: number; headingLevel?: 'h2' | 'h3'; firstImage?: CardImageLoading }) {
  const newer = useNewerDocuments('posts', posts[0]?.sortedDate);
  const merged = mergeNewer(newer, posts);
  return <PostGrid posts={count === undefined ? merged : merged.slice(0, count)} headingLevel={headingLevel} firstImage={firstImage} />;
}
