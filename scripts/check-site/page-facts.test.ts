/** @jest-environment node */
import { createPageReader, pagePaths } from './page-facts';

describe('page facts', () => {
  it('names each HTML file of out/ by the URL the server answers it at', () => {
    expect(pagePaths(['/index.html', '/about/index.html', '/404.html', '/sw.js', '/hi/index.html', '/assets/logo.svg'])).toEqual(['/', '/404.html', '/about/', '/hi/']);
  });

  it('reads the canonical, alternates (React writes hrefLang), og:url, robots, ids and fragment links of a page', async () => {
    const read = await createPageReader();
    const facts = read(
      '/hi/ecrop/',
      `<!doctype html><html lang="hi"><head><title>t</title>
        <meta name="robots" content="noindex, nofollow"/>
        <link rel="canonical" href="https://www.example.in/hi/ecrop/"/>
        <link rel="alternate" hrefLang="en" href="https://www.example.in/ecrop/"/>
        <link rel="alternate" hrefLang="x-default" href="https://www.example.in/ecrop/"/>
        <link rel="alternate" type="application/rss+xml" href="/feed.xml"/>
        <meta property="og:url" content="https://www.example.in/hi/ecrop/"/>
      </head><body><main id="main"><a name="old"></a><a href="#faq">FAQ</a><a href="/ecrop/">en</a><h2 id="faq">FAQ</h2></main></body></html>`,
    );
    expect(facts).toMatchObject({
      path: '/hi/ecrop/',
      lang: 'hi',
      noindex: true,
      canonicals: ['https://www.example.in/hi/ecrop/'],
      alternates: [
        { hreflang: 'en', href: 'https://www.example.in/ecrop/' },
        { hreflang: 'x-default', href: 'https://www.example.in/ecrop/' },
      ],
      ogUrls: ['https://www.example.in/hi/ecrop/'],
      targets: new Set(['main', 'faq', 'old']),
    });
    expect(facts.fragmentLinks.map((link) => link.href)).toEqual(['#faq']);
    expect(facts.fragmentLinks[0]?.selector).toContain('a');
  });

  it('finds no noindex where robots allows indexing', async () => {
    const read = await createPageReader();
    expect(read('/', '<!doctype html><html lang="en-IN"><head><title>t</title><meta name="robots" content="index, follow"/></head><body></body></html>').noindex).toBe(false);
  });
});
