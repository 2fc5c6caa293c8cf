'use client';

import { PageSections } from '@/components/sections/page-sections';
import { isContentDriven, SelfContainedSection } from '@/components/sections/self-contained-section';
import type { Section } from '@/lib/content/schema';
import { PostGrid } from '@/components/content/post-card';
import { ArticleList } from '@/components/content/article-list';
import { MagazineList } from '@/components/content/magazine-list';
import { articleSchema, magazineSchema, parsePage, postSchema } from '@/lib/content/schema';
import type { Collection } from '@/lib/content/source';
import { sanitizePostHtml } from '@/lib/content/sanitize';
import type { JsonObject } from '@/scripts/content/codec';

/**
 * A draft as the site will show it, drawn by the site's own components: a page's sections in order, a
 * post's card and body, an article or an issue as its list shows it. A document the build would refuse
 * has no preview: the form says what to fix.
 */
export function DocumentPreview({ collection, data }: { collection: Collection; data: JsonObject }) {
  let body;
  try {
    body = render(collection, data);
  } catch (error) {
    return (
      <p role="alert" className="mt-4 rounded-xl bg-gold-100 p-4 font-semibold">
        No preview until the form&apos;s problems are fixed: {(error as Error).message}
      </p>
    );
  }
  return (
    <section aria-label="Preview" className="mt-4 overflow-hidden rounded-2xl border-4 border-gold-400 bg-paper">
      <p className="bg-gold-400 px-4 py-2 font-semibold text-ink">Preview of the draft: not published</p>
      <div className="max-h-[80vh] overflow-auto">{body}</div>
    </section>
  );
}

/** What each content-driven section shows: it is filled from the published content when the site is built. */
const FILLED_AT_BUILD: Record<string, string> = {
  pageLinks: 'Links to the pages it names',
  latestPosts: 'The latest blog posts',
  listing: 'The list of posts, articles or issues',
  shop: 'The catalogue and the cart',
  siteSearch: 'The site search',
  savedPages: 'The pages the reader saved for offline reading',
};

/** A section of the draft: the site's own component, or, for one filled from other content at build, what goes there. */
function PreviewSection({ section }: { section: Section }) {
  if (!isContentDriven(section)) return <SelfContainedSection section={section} context={{ bannerArt: 'file' }} />;
  return (
    <div className="container-content py-8">
      <p className="rounded-xl border-2 border-dashed border-forest-900/30 p-6 text-center text-muted">
        {FILLED_AT_BUILD[section.type]}: filled in from the published content when the site is built.
      </p>
    </div>
  );
}

function render(collection: Collection, data: JsonObject) {
  const id = String(data.slug ?? 'preview');
  switch (collection) {
    case 'pages':
    case 'services':
    case 'products': {
      const page = parsePage(data, collection, data.lang && data.lang !== 'en' ? `${id}.${String(data.lang)}` : id);
      return <PageSections sections={page.sections} context={{ bannerArt: 'file' }} Render={PreviewSection} />;
    }
    case 'posts': {
      const post = { ...postSchema.parse(data), id: 'preview' };
      return (
        <>
          <div className="p-4">
            <PostGrid posts={[post]} headingLevel="h3" />
          </div>
          <div className="container-content max-w-3xl py-8">
            <h3 className="text-3xl font-extrabold">{post.title}</h3>
            <div className="post-body prose prose-lg mt-6" dangerouslySetInnerHTML={{ __html: sanitizePostHtml(post.content) }} />
          </div>
        </>
      );
    }
    case 'articles':
      return <ArticleList articles={[{ ...articleSchema.parse(data), id: 'preview' }]} first={1} page={1} pages={1} count={1} />;
    case 'magazines':
      return <MagazineList magazines={[{ ...magazineSchema.parse(data), id: 'preview' }]} />;
    case 'catalogue':
      return <pre className="p-4 text-sm whitespace-pre-wrap">{JSON.stringify(data, null, 2)}</pre>;
  }
}
