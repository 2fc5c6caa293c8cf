import { getPosts } from '@/lib/content';

/**
 * Reads the blog posts through the configured content source, as the build does, and exits non-zero
 * on failure. Tests run it as a child process to see a failing read end the process (and the build).
 */
getPosts().then(
  (posts) => {
    console.log(`read ${posts.length} posts`);
    process.exit(0);
  },
  (error: unknown) => {
    console.error(`read failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
