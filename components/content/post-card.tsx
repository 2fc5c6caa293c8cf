import { clsx } from 'clsx';
import type { Post } from '@/lib/content';
import { PageLink } from '@/components/ui/page-link';
import { formatDate } from '@/lib/format';
import { postPath } from '@/lib/routes';

/** What a card shows of a post: lists pass only this to the browser, never the post's body. */
export type PostSummary = Pick<Post, 'id' | 'title' | 'metaDescription' | 'imageURL' | 'authorName' | 'sortedDate'>;

export function postSummary({ id, title, metaDescription, imageURL, authorName, sortedDate }: Post): PostSummary {
  return { id, title, metaDescription, imageURL, authorName, sortedDate };
}

/** How a card's image loads: lazily, or at once with high priority (the first card at the top of a list, a phone's largest paint). */
export type CardImageLoading = 'lazy' | 'priority';

/** A blog post in a list: image, title, description, author and date. The whole card is one link. */
function PostCard({ post, headingLevel = 'h2', imageLoading = 'lazy' }: { post: PostSummary; headingLevel?: 'h2' | 'h3'; imageLoading?: CardImageLoading }) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-forest-900/5">
      {post.imageURL ? (
        // eslint-disable-next-line @next/next/no-img-element -- art from the content source; sized box, no shift
        <img
          src={post.imageURL}
          alt=""
          width={1900}
          height={500}
          {...(imageLoading === 'lazy' ? { loading: 'lazy', decoding: 'async' } : { fetchPriority: 'high' })}
          className="aspect-[16/7] w-full object-cover object-right"
        />
      ) : (
        <div aria-hidden="true" className="aspect-[16/7] w-full bg-gradient-to-br from-forest-900 to-leaf-700" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <Heading className="font-display text-xl font-bold text-forest-900">
          <PageLink href={postPath(post.id)} className="group-hover:underline after:absolute after:inset-0">
            {post.title}
          </PageLink>
        </Heading>
        {post.metaDescription ? <p className="leading-relaxed text-muted">{post.metaDescription}</p> : null}
        <p className="mt-auto text-sm text-muted">
          <span className="font-semibold text-forest-900">{post.authorName}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.sortedDate}>{formatDate(post.sortedDate)}</time>
        </p>
      </div>
    </article>
  );
}

/**
 * Posts as a grid of cards: the blog's list (h2 titles, two columns from tablet width) and the
 * three-post teasers on the home and post pages (h3 titles under the section's h2). `firstImage` is how the
 * first card's image loads: 'priority' where the grid starts its page, the rest are always lazy.
 */
export function PostGrid({ posts, headingLevel = 'h2', firstImage = 'lazy' }: { posts: PostSummary[]; headingLevel?: 'h2' | 'h3'; firstImage?: CardImageLoading }) {
  return (
    <ul className={clsx('grid gap-6', headingLevel === 'h2' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'md:grid-cols-3')}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} headingLevel={headingLevel} imageLoading={index === 0 ? firstImage : 'lazy'} />
        </li>
      ))}
    </ul>
  );
}
