import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArrowLeft } from 'lucide-react';
import { getPost, getPosts, requirePage, type Post } from '@/lib/content';
import { words } from '@/content/i18n';
import { formatDate } from '@/lib/format';
import { BANNER_HEIGHT, BANNER_WIDTH } from '@/lib/content/layout';
import { pageMetadata } from '@/lib/seo/metadata';
import { postJsonLd } from '@/lib/seo/jsonld';
import { dedicatedSlugs, paths, postPath } from '@/lib/routes';
import { JsonLd } from '@/components/seo/json-ld';
import { PageLink } from '@/components/ui/page-link';
import { Listen } from '@/components/listen/listen';
import { PostGrid } from '@/components/content/post-card';
import { ProseStyles } from '@/components/ui/prose-styles';
import { NOT_INDEXED, searchBodyAttributes } from '@/lib/search/sections';

/** Every post prerendered from the content source; an unknown slug is the 404 page. */
export const dynamicParams = false;

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  return (await getPosts()).map((post) => ({ slug: post.id }));
}

async function postOrNotFound(slug: string): Promise<Post> {
  const post = await getPost(slug);
  if (!post) notFound();
  return post;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await postOrNotFound((await params).slug);
  return pageMetadata({ title: post.title, description: post.metaDescription, path: postPath(post.id), type: 'article', publishedTime: post.sortedDate });
}

export default async function PostPage({ params }: Props) {
  const post = await postOrNotFound((await params).slug);
  const t = words().sections;
  const [byBefore, byAfter] = t.postBy.split('{author}');
  const more = (await getPosts()).filter((other) => other.id !== post.id).slice(0, 3);
  const [home, blog] = await Promise.all([requirePage(dedicatedSlugs.home), requirePage(dedicatedSlugs.blog)]);
  return (
    <>
      <JsonLd data={postJsonLd(post, { home: { name: home.label, path: paths.home }, blog: { name: blog.label, path: paths.blog } })} />
      <article {...searchBodyAttributes('Blog')}>
        <header className="bg-forest-900 text-white">
          <div className="container-content max-w-4xl py-12 sm:py-16">
            <PageLink href={paths.blog} className="mb-6 inline-flex min-h-11 items-center gap-2 font-semibold text-gold-400 hover:underline" {...NOT_INDEXED}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t.allPosts}
            </PageLink>
            <h1 className="text-3xl leading-tight font-extrabold text-white sm:text-5xl">{post.title}</h1>
            {post.metaDescription ? <p className="mt-4 text-lg text-white/90 sm:text-xl">{post.metaDescription}</p> : null}
            <p className="mt-6 text-white/85">
              {byBefore}
              <span className="font-semibold text-white">{post.authorName}</span>
              {byAfter}
              <span aria-hidden="true"> · </span>
              <time dateTime={post.sortedDate}>{formatDate(post.sortedDate)}</time>
            </p>
          </div>
        </header>
        {post.imageURL ? (
          <div className="container-content max-w-4xl">
            {/* eslint-disable-next-line @next/next/no-img-element -- art from the content source, sized */}
            <img
              src={post.imageURL}
              alt=""
              width={BANNER_WIDTH}
              height={BANNER_HEIGHT}
              fetchPriority="high"
              className="-mt-2 aspect-[19/7] w-full rounded-b-3xl object-cover object-right sm:aspect-[19/5]"
            />
          </div>
        ) : null}
        <Listen lang="en" className="max-w-4xl" />
        <div className="container-content max-w-3xl py-10 sm:py-14">
          <ProseStyles />
          <div className="post-body prose prose-lg" dangerouslySetInnerHTML={{ __html: post.content }} />
        </div>
      </article>
      {more.length ? (
        <section aria-labelledby="more-posts-heading" className="bg-white section">
          <div className="container-content">
            <h2 id="more-posts-heading" className="mb-8 text-3xl font-extrabold">
              {t.morePosts}
            </h2>
            <PostGrid posts={more} headingLevel="h3" />
          </div>
        </section>
      ) : null}
    </>
  );
}
