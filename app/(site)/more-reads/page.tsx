import { Suspense } from 'react';
import { getMoreReads } from '@/lib/content';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { webPageJsonLd } from '@/lib/seo/jsonld';
import { JsonLd } from '@/components/seo/json-ld';
import { ArticleCards, MoreReads } from '@/components/content/more-reads';

const title = 'More Reads';
const description = 'Newsletter articles from HaritSat Field Notes and Krishi Samvad: season-by-season advice for Indian farmers, FPOs and agri-businesses, as PDFs.';

export const metadata = pageMetadata({ title, description, path: routes.moreReads.path });

/**
 * The article list is read at build and handed to the client component, which pages it by ?page=N.
 * useSearchParams needs a Suspense boundary; its fallback is the first page itself, so the prerendered
 * HTML (and a visitor without JavaScript) has real articles, not a spinner.
 */
export default async function MoreReadsPage() {
  const articles = await getMoreReads();
  return (
    <>
      <JsonLd data={webPageJsonLd({ name: title, description, path: routes.moreReads.path })} />
      <section className="bg-forest-900 text-white">
        <div className="container-content py-12 sm:py-16">
          <p className="mb-3 text-sm font-semibold tracking-wide text-gold-400 uppercase">Our newsletters</p>
          <h1 className="text-4xl font-extrabold text-white sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">{description}</p>
        </div>
      </section>
      <section id="more-reads-list" aria-label="Articles" className="section scroll-mt-4">
        <div className="container-content">
          <Suspense fallback={articles.length ? <ArticleCards articles={articles} page={1} /> : <p className="py-16 text-center text-lg text-muted">No articles found.</p>}>
            <MoreReads articles={articles} />
          </Suspense>
        </div>
      </section>
    </>
  );
}
