import { site } from '@/content/site';
import { pageCollections } from '@/lib/content/source';
import { resetEmulator } from '@/tests/support/firestore-emulator';
import { emulatorDb, localDocuments, seed } from '@/tests/support/seed-firestore';

/**
 * The content of the benchmarks' large sites: the site's own pages, magazines and catalogue, N blog posts
 * made from the shipped ones, and N/10 newsletter articles, loaded into a Firestore emulator.
 */
function posts(count: number) {
  const templates = localDocuments('posts');
  return Array.from({ length: count }, (_, i) => {
    const template = templates[i % templates.length]!.data;
    return {
      id: `bench-post-${String(i + 1).padStart(5, '0')}`,
      data: { ...template, title: `${String(template.title)} (${i + 1})`, sortedDate: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString() },
    };
  });
}

function articles(count: number) {
  const template = localDocuments('articles').find((doc) => doc.data.publisher === site.brand)!.data;
  return Array.from({ length: count }, (_, i) => ({
    id: `bench-article-${String(i + 1).padStart(5, '0')}`,
    data: { ...template, articleTitle: `${String(template.articleTitle)} (${i + 1})`, sortedDate: new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString() },
  }));
}

/** How many newsletter articles a site of `postCount` posts has. */
export function articleCount(postCount: number): number {
  return Math.round(postCount / 10);
}

/** Empty the emulator and load a site of `postCount` posts into it. */
export async function seedBenchSite(host: string, postCount: number): Promise<void> {
  await resetEmulator(host);
  const db = emulatorDb(host);
  for (const collection of [...pageCollections, 'magazines', 'catalogue'] as const) await seed(db, collection, localDocuments(collection));
  await seed(db, 'posts', posts(postCount));
  await seed(db, 'articles', articles(articleCount(postCount)));
}
