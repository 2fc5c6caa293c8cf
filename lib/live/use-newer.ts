'use client';

import { useEffect, useState } from 'react';
import type { Article } from '@/lib/content/schema';
import type { PostSummary } from '@/components/content/post-card';
import { whenIdle } from '@/lib/hooks/when-idle';

type LiveItems = { posts: PostSummary; articles: Article };

/**
 * Documents of a list published after the build (`since` is the newest date the build had), read from
 * Firestore in the browser once the page is idle. Empty until then, and when the site has no public
 * Firebase config. On failure the prerendered list simply stays.
 */
export function useNewerDocuments<L extends keyof LiveItems>(list: L, since: string | undefined): Array<LiveItems[L]> {
  const [items, setItems] = useState<Array<LiveItems[L]>>([]);
  useEffect(() => {
    // The condition must be the inlined variable itself: with no config it is '' (next.config.mjs), and the
    // compiler drops this branch and the SDK chunk the import would have made.
    if (process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID) {
      if (!since) return undefined;
      let active = true;
      const cancel = whenIdle(() => {
        import('./refresh').then(
          (live) =>
            (list === 'posts' ? live.newerPosts(since) : live.newerArticles(since)).then(
              (found) => active && setItems(found as Array<LiveItems[L]>),
              () => undefined, // the content cache has logged 'Error fetching data:'
            ),
          (error: unknown) => console.error('Error fetching data:', error),
        );
      });
      return () => {
        active = false;
        cancel();
      };
    }
    return undefined;
  }, [list, since]);
  return items;
}

/** `newer` then `built`, without the documents the build already had. */
export function mergeNewer<T extends { id: string }>(newer: T[], built: T[]): T[] {
  const ids = new Set(newer.map((item) => item.id));
  return [...newer, ...built.filter((item) => !ids.has(item.id))];
}
