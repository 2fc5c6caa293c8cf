'use client';

import { useEffect, useState } from 'react';
import { navigationRescue } from '@/lib/navigation-rescue';

interface OnScreen {
  lang: string;
  htmlClass: string;
  bodyClass: string;
  head: string;
  body: string;
}

/**
 * What the page shows without scripts: the page is static HTML now, so its noscript parts apply (the rules
 * that show the menu and every tab, the links that stand in for the modals).
 */
const withoutScripts = (html: string) => html.replace(/<noscript\b[^>]*>([\s\S]*?)<\/noscript>/g, '$1');

/**
 * The document as the reader sees it now. Read while React renders this, before it commits: the DOM is
 * still the last page shown (the server's HTML, when the page had not hydrated yet).
 */
function onScreen(): OnScreen {
  if (typeof document === 'undefined') return { lang: 'en', htmlClass: '', bodyClass: '', head: '', body: '' };
  const { documentElement: html, head, body } = document;
  return { lang: html.lang, htmlClass: html.className, bodyClass: body.className, head: withoutScripts(head.innerHTML), body: withoutScripts(body.innerHTML) };
}

/*
 * What an error that reaches the root shows: the page the reader had, kept as plain HTML, instead of an
 * error screen in its place. Every page is static HTML that reads and links without scripts, so that is
 * always a working page, shown as it is without scripts. The case it is for: a chunk of the page's own
 * code fails to load while the page hydrates (a deploy has replaced it, or the network dropped it); React
 * would otherwise swap the readable page for an error. Its links still work, as full page loads. An error
 * during a client-side page change goes to the navigation rescue (lib/navigation-rescue.ts), which loads
 * the target page whole when the error is a chunk that failed: Next reports only its built-in error page's
 * errors to the window, not ours.
 */
export default function GlobalError({ error }: { error: Error }) {
  const [page] = useState(onScreen);
  useEffect(() => {
    navigationRescue.failed(error);
  }, [error]);
  return (
    <html lang={page.lang} className={page.htmlClass} suppressHydrationWarning>
      <head dangerouslySetInnerHTML={{ __html: page.head }} />
      <body className={page.bodyClass} dangerouslySetInnerHTML={{ __html: page.body }} />
    </html>
  );
}
