import { render, screen, waitFor } from '@testing-library/react';
import type { PostSummary } from './post-card';
import { LivePostGrid } from './live-post-grid';

/** The live refresh in the browser, with the Firestore reads replaced by a fake of lib/live/refresh. */
const newerPosts = jest.fn<Promise<PostSummary[]>, [string]>();
jest.mock('@/lib/live/refresh', () => ({ newerPosts: (since: string) => newerPosts(since), newerArticles: jest.fn() }));
jest.mock('next/navigation', () => ({ usePathname: () => '/blog/', useRouter: () => ({ prefetch: jest.fn() }) }));

const post = (id: string, date: string): PostSummary => ({ id, title: `Post ${id}`, metaDescription: '', imageURL: '', authorName: 'Agronomy desk', sortedDate: date });
const built = [post('b3', '2026-10-03T00:00:00Z'), post('b2', '2026-10-02T00:00:00Z'), post('b1', '2026-10-01T00:00:00Z')];
const titles = () => screen.getAllByRole('heading').map((heading) => heading.textContent);

beforeEach(() => {
  newerPosts.mockReset();
  // jsdom has no idle callbacks: the page is idle at once.
  window.requestIdleCallback = (task: IdleRequestCallback) => window.setTimeout(() => task({ didTimeout: false, timeRemaining: () => 50 }), 0);
  window.cancelIdleCallback = (handle: number) => window.clearTimeout(handle);
  process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID = 'demo-site';
});
afterEach(() => delete process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID);

it('shows the prerendered posts, then adds the newer ones on top, keeping the list its length', async () => {
  newerPosts.mockResolvedValue([post('n1', '2026-11-20T00:00:00Z')]);
  render(<LivePostGrid posts={built} count={3} headingLevel="h3" />);
  expect(titles()).toEqual(['Post b3', 'Post b2', 'Post b1']);
  await waitFor(() => expect(titles()).toEqual(['Post n1', 'Post b3', 'Post b2']));
  // It asks only for what is newer than the newest post of the build.
  expect(newerPosts).toHaveBeenCalledWith('2026-10-03T00:00:00Z');
});

it('without a count (the blog), keeps every prerendered post and never shows one twice', async () => {
  newerPosts.mockResolvedValue([post('n1', '2026-11-20T00:00:00Z'), post('b3', '2026-10-03T00:00:00Z')]);
  render(<LivePostGrid posts={built} />);
  await waitFor(() => expect(titles()).toEqual(['Post n1', 'Post b3', 'Post b2', 'Post b1']));
});

it('keeps the prerendered list when the read fails', async () => {
  newerPosts.mockRejectedValue(new Error('offline'));
  render(<LivePostGrid posts={built} />);
  await waitFor(() => expect(newerPosts).toHaveBeenCalled());
  expect(titles()).toEqual(['Post b3', 'Post b2', 'Post b1']);
});

it('reads nothing when the site has no public Firebase config', async () => {
  delete process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID;
  render(<LivePostGrid posts={built} />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(newerPosts).not.toHaveBeenCalled();
  expect(titles()).toEqual(['Post b3', 'Post b2', 'Post b1']);
});
