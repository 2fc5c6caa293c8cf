/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { Timestamp } from 'firebase-admin/firestore';
import { startEmulator, resetEmulator, stopEmulator, type RunningEmulator } from '@/tests/support/firestore-emulator';
import { emulatorDb, localDocuments, seed } from '@/tests/support/seed-firestore';
import { FirestoreSource } from './firestore';
import { getMoreReads, getPages, getPost, getPosts, sourceFromEnv, useContentSource } from './index';
import { LocalSource } from './local';
import { site } from '@/content/site';
import { pageCollections } from './source';

/** The content source against the real Firestore emulator. */

let emulator: RunningEmulator;
let source: FirestoreSource;

const article = (id: string, date: string, extra: Record<string, unknown> = {}) => ({
  id,
  data: {
    publicationName: `${site.brand} Field Notes`,
    articleTitle: `Title ${id}`,
    volume: 'Vol. 1',
    pdfUrl: `/assets/articles/${id}.pdf`,
    categoryId: 'Newsletter',
    publisher: site.brand,
    sortedDate: date,
    ...extra,
  },
});

beforeAll(async () => {
  emulator = await startEmulator();
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  source = new FirestoreSource('demo-site', 10_000);
}, 90_000);

afterAll(async () => {
  await source.close();
  await stopEmulator(emulator);
  delete process.env.FIRESTORE_EMULATOR_HOST;
  useContentSource(new LocalSource());
});

beforeEach(async () => {
  await resetEmulator(emulator.host);
  useContentSource(source);
});

describe('FirestoreSource', () => {
  it('is chosen when FIRESTORE_EMULATOR_HOST or FIREBASE_PROJECT_ID is set, local otherwise', () => {
    expect(sourceFromEnv({ FIRESTORE_EMULATOR_HOST: emulator.host }).name).toBe('firestore');
    expect(sourceFromEnv({ FIREBASE_PROJECT_ID: 'farm-site-prod' }).name).toBe('firestore');
    expect(sourceFromEnv({}).name).toBe('local');
    expect(sourceFromEnv({ CONTENT_SOURCE: 'local', FIRESTORE_EMULATOR_HOST: emulator.host }).name).toBe('local');
  });

  it('lists by categoryId ==, newest sortedDate first, each result its id plus fields', async () => {
    const db = emulatorDb(emulator.host);
    await seed(db, 'articles', [
      article('b', '2026-02-01T00:00:00Z'),
      article('c', '2026-03-01T00:00:00Z'),
      article('a', '2026-01-01T00:00:00Z'),
      article('p', '2026-04-01T00:00:00Z', { categoryId: 'Press' }),
    ]);
    const result = await source.list('articles', { categoryId: 'Newsletter' });
    expect(result.map((doc) => doc.id)).toEqual(['c', 'b', 'a']);
    expect(result[0]?.data).toMatchObject({ articleTitle: 'Title c', categoryId: 'Newsletter' });
    expect(result[0]?.data.sortedDate).toBeInstanceOf(Timestamp);
  });

  it('orders by another field when asked', async () => {
    const db = emulatorDb(emulator.host);
    await seed(db, 'articles', [article('x', '2026-01-01T00:00:00Z', { rank: 1 }), article('y', '2026-02-01T00:00:00Z', { rank: 5 })]);
    expect((await source.list('articles', { categoryId: 'Newsletter', orderBy: 'rank' })).map((d) => d.id)).toEqual(['y', 'x']);
  });

  it('reads a post by slug; a missing one is undefined', async () => {
    await seed(emulatorDb(emulator.host), 'posts', [{ id: 'drip-basics', data: { title: 'Drip basics', categoryId: 'blog', sortedDate: '2026-05-01T00:00:00Z' } }]);
    expect((await source.get('posts', 'drip-basics'))?.data.title).toBe('Drip basics');
    expect(await source.get('posts', 'no-such-post')).toBeUndefined();
  });

  it("applies the post defaults: 'Untitled Blog', empty description and image, 'Unknown' author; sanitises HTML", async () => {
    await seed(emulatorDb(emulator.host), 'posts', [
      { id: 'bare', data: { categoryId: 'blog', sortedDate: '2026-05-01T00:00:00Z', content: '<p>Hi</p><script>alert(1)</script>' } },
      {
        id: 'full',
        data: {
          title: 'Full',
          metaDescription: 'About',
          imageURL: '/assets/art/x.svg',
          authorName: `${site.brand} Soil Lab`,
          categoryId: 'blog',
          sortedDate: '2026-06-01T00:00:00Z',
        },
      },
    ]);
    const posts = await getPosts();
    expect(posts.map((p) => p.id)).toEqual(['full', 'bare']);
    expect(await getPost('bare')).toMatchObject({
      title: 'Untitled Blog',
      metaDescription: '',
      imageURL: '',
      authorName: 'Unknown',
      content: '<p>Hi</p>',
      sortedDate: '2026-05-01T00:00:00.000Z',
    });
    expect(await getPost('missing')).toBeUndefined();
  });

  it('More Reads: Newsletter articles published by the company only', async () => {
    await seed(emulatorDb(emulator.host), 'articles', [
      article('ours', '2026-02-01T00:00:00Z'),
      article('partner', '2026-03-01T00:00:00Z', { publisher: 'Deccan Farmers FPC' }),
      article('press', '2026-04-01T00:00:00Z', { categoryId: 'Press' }),
    ]);
    expect((await getMoreReads()).map((a) => a.id)).toEqual(['ours']);
  });

  it('builds every page (company pages, services, products) from Firestore too', async () => {
    const db = emulatorDb(emulator.host);
    for (const collection of pageCollections) await seed(db, collection, localDocuments(collection));
    const slugs = (await getPages()).map((p) => p.slug).sort();
    expect(slugs).toEqual(
      pageCollections
        .flatMap((collection) => localDocuments(collection))
        .map((d) => d.id)
        // getPages() is the English edition; a translation's id is "<slug>.<lang>".
        .filter((id) => !id.includes('.'))
        .sort(),
    );
  });

  it('an invalid document fails, naming collection, id and field', async () => {
    await seed(emulatorDb(emulator.host), 'articles', [article('broken', '2026-01-01T00:00:00Z', { pdfUrl: 'ftp://example.com/x.pdf' })]);
    await expect(getMoreReads()).rejects.toThrow(/Invalid document articles\/broken: pdfUrl/);
    await seed(emulatorDb(emulator.host), 'posts', [{ id: 'bad-date', data: { title: 'T', categoryId: 'blog', sortedDate: 'yesterday' } }]);
    await expect(getPosts()).rejects.toThrow(/Invalid document posts\/bad-date: sortedDate/);
  });

  it('an empty blog fails rather than publishing no posts', async () => {
    await expect(getPosts()).rejects.toThrow(/No posts found/);
  });

  it('an unreachable Firestore fails the read, and so the process that builds', () => {
    // A child process: the client keeps retrying an unreachable server in the background, and only a
    // process exit (as at the end of a failed build) stops that.
    const child = spawnSync(process.execPath, [require.resolve('tsx/cli'), 'tests/support/read-posts.ts'], {
      encoding: 'utf8',
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: '127.0.0.1:9', FIREBASE_PROJECT_ID: 'demo-site', CONTENT_READ_TIMEOUT_MS: '1500' },
      timeout: 60_000,
    });
    expect(child.status).toBe(1);
    expect(child.stderr).toContain('Error fetching data:');
    expect(child.stderr).toMatch(/read failed: Firestore read of posts did not answer within 1500 ms/);
  }, 70_000);
});
