'use client';

import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code is fetched once the page has hydrated, showing `placeholder` until then (on the
 * server too, so the static HTML holds the placeholder). Not next/dynamic with `ssr: false`: its
 * client-only boundary in the body delays the document's hydration, and a link followed before that is
 * done leaves the old page's <title> and canonical in the head beside the new page's. A chunk that fails
 * to load is thrown while rendering, so the nearest error boundary shows it, as next/dynamic would.
 * The component's first render is a transition: React renders it in slices between which the browser
 * can answer a tap, instead of in one long task.
 */
export function afterHydration<Props extends object>(load: () => Promise<ComponentType<Props>>, placeholder: () => ReactNode): ComponentType<Props> {
  // Once fetched, later pages (client-side navigation) render it at once.
  let loaded: ComponentType<Props> | undefined;
  function AfterHydration(props: Props) {
    const [Component, setComponent] = useState<ComponentType<Props> | undefined>(() => loaded);
    const [, setFailure] = useState<unknown>();
    useEffect(() => {
      if (Component) return;
      let live = true;
      load().then(
        (component) => {
          loaded = component;
          if (live) startTransition(() => setComponent(() => component));
        },
        (error: unknown) => {
          if (live)
            setFailure(() => {
              throw error;
            });
        },
      );
      return () => {
        live = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : placeholder();
  }
  return AfterHydration;
}
