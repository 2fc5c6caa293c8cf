import { ContentCache } from './cache';
import type { ContentSource, RawDocument } from './source';

function countingSource(documents: RawDocument[] = [{ id: 'a', data: { categoryId: 'blog' } }]) {
  const calls: string[] = [];
  let release: (() => void) | undefined;
  let gate: Promise<void> = Promise.resolve();
  const source: ContentSource = {
    name: 'local',
    async list(collection, query) {
      calls.push(`${collection}:${query?.categoryId ?? '*'}`);
      await gate;
      return documents;
    },
    async get() {
      return undefined;
    },
  };
  return {
    source,
    calls,
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => release?.(),
  };
}

describe('ContentCache', () => {
  it('caches per (collection, category) key', async () => {
    const { source, calls } = countingSource();
    const cache = new ContentCache(source);
    await cache.list('posts', { categoryId: 'blog' });
    await cache.list('posts', { categoryId: 'blog' });
    await cache.list('posts', { categoryId: 'news' });
    await cache.list('articles', { categoryId: 'blog' });
    expect(calls).toEqual(['posts:blog', 'posts:news', 'articles:blog']);
  });

  it('shares one read among simultaneous requests for a key, with a loading flag meanwhile', async () => {
    const fake = countingSource();
    fake.hold();
    const cache = new ContentCache(fake.source);
    const first = cache.list('posts', { categoryId: 'blog' });
    const second = cache.list('posts', { categoryId: 'blog' });
    expect(cache.isLoading('posts', { categoryId: 'blog' })).toBe(true);
    expect(cache.isLoading('articles')).toBe(false);
    fake.release();
    expect(await first).toBe(await second);
    expect(fake.calls).toEqual(['posts:blog']);
    expect(cache.isLoading('posts', { categoryId: 'blog' })).toBe(false);
  });

  it('a forced refresh reads again', async () => {
    const { source, calls } = countingSource();
    const cache = new ContentCache(source);
    await cache.list('posts');
    await cache.list('posts', {}, { refresh: true });
    expect(calls).toHaveLength(2);
  });

  it("a failed read logs 'Error fetching data:', rejects, and is not cached", async () => {
    const error = new Error('UNAVAILABLE');
    let fail = true;
    const source: ContentSource = {
      name: 'firestore',
      list: async () => {
        if (fail) throw error;
        return [];
      },
      get: async () => undefined,
    };
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const cache = new ContentCache(source);
    await expect(cache.list('posts')).rejects.toBe(error);
    expect(log).toHaveBeenCalledWith('Error fetching data:', error);
    fail = false;
    await expect(cache.list('posts')).resolves.toEqual([]);
    log.mockRestore();
  });
});
