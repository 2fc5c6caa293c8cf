import { sanitizePostHtml } from './sanitize';

describe('sanitizePostHtml', () => {
  it('removes scripts, styles, event handlers and javascript: URLs', () => {
    const html = sanitizePostHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script><style>p{}</style></p><a href="javascript:alert(1)">x</a><img src="https://cdn.example.com/a.png" onerror="steal()" alt="a">',
    );
    expect(html).not.toMatch(/script|style|onclick|onerror|javascript:/i);
    expect(html).toContain('<p>Hi</p>');
    expect(html).toContain('<img src="https://cdn.example.com/a.png" alt="a" loading="lazy" decoding="async" />');
  });

  it('keeps iframes only from known video hosts', () => {
    const html = sanitizePostHtml('<iframe src="https://evil.example.com/x"></iframe><iframe src="https://www.youtube-nocookie.com/embed/abc" title="Video"></iframe>');
    expect(html).not.toContain('evil.example.com');
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/abc"');
  });

  it('keeps headings, lists, links, images, tables and figures', () => {
    const input =
      '<h2>Plan</h2><h3>Step</h3><ul><li>one</li></ul><ol><li>two</li></ol><a href="/ecrop/">eCrop</a>' +
      '<figure><img src="/assets/art/x.svg" alt="x" width="960" height="640"><figcaption>Cap</figcaption></figure>' +
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><blockquote>q</blockquote>';
    const html = sanitizePostHtml(input);
    for (const fragment of [
      '<h2>Plan</h2>',
      '<h3>Step</h3>',
      '<ul><li>one</li></ul>',
      '<ol><li>two</li></ol>',
      '<a href="/ecrop/">eCrop</a>',
      '<figcaption>Cap</figcaption>',
      '<th scope="col">A</th>',
      '<div class="table-scroll" tabindex="0"><table>',
      '</table></div>',
      '<td>1</td>',
      '<blockquote>q</blockquote>',
      'width="960"',
    ]) {
      expect(html).toContain(fragment);
    }
  });

  it('opens external links in a new tab without an opener, demotes h1', () => {
    const html = sanitizePostHtml('<h1>Title</h1><a href="https://incois.gov.in">INCOIS</a>');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<a href="https://incois.gov.in" target="_blank" rel="noopener noreferrer">INCOIS</a>');
  });
});
