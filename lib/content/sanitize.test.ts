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
      '<section class="table-scroll" tabindex="0" aria-label="A"><table>',
      '</table></section>',
      '<td>1</td>',
      '<blockquote>q</blockquote>',
      'width="960"',
    ]) {
      expect(html).toContain(fragment);
    }
  });

  it('names a table’s scroll box after its caption, else its header cells; a table with neither gets an unnamed box', () => {
    expect(sanitizePostHtml('<table><caption>NDVI <em>bands</em></caption><tr><th>Colour</th></tr></table>')).toContain(
      '<section class="table-scroll" tabindex="0" aria-label="NDVI bands"><table><caption>',
    );
    expect(sanitizePostHtml('<table><tr><th>Record</th><th>Why it "matters"</th></tr><tr><td>1</td><td>2</td></tr></table>')).toContain(
      '<section class="table-scroll" tabindex="0" aria-label="Record, Why it &quot;matters&quot;"><table>',
    );
    const unnamed = sanitizePostHtml('<table><tr><td>1</td></tr></table>');
    expect(unnamed).toBe('<div class="table-scroll" tabindex="0"><table><tr><td>1</td></tr></table></div>');
  });

  it('closes each table’s box after that table, nested or one after another', () => {
    const html = sanitizePostHtml(
      '<table><tr><th>Outer</th></tr><tr><td><table><tr><td>inner</td></tr></table></td></tr></table><p>between</p><table><tr><th>Next</th></tr></table>',
    );
    expect(html).toBe(
      '<section class="table-scroll" tabindex="0" aria-label="Outer"><table><tr><th>Outer</th></tr><tr><td>' +
        '<div class="table-scroll" tabindex="0"><table><tr><td>inner</td></tr></table></div>' +
        '</td></tr></table></section><p>between</p>' +
        '<section class="table-scroll" tabindex="0" aria-label="Next"><table><tr><th>Next</th></tr></table></section>',
    );
  });

  it('opens external links in a new tab without an opener, demotes h1', () => {
    const html = sanitizePostHtml('<h1>Title</h1><a href="https://incois.gov.in">INCOIS</a>');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<a href="https://incois.gov.in" target="_blank" rel="noopener noreferrer">INCOIS</a>');
  });
});
