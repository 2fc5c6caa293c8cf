import type { Article } from '@/lib/content/schema';
import { site } from '@/content/site';
import { articleSearchDocument } from './article-record';
import { searchBodyAttributes, sectionAnchor, sectionOfPage, SEARCH_SECTIONS } from './sections';

const article: Article = {
  id: 'krishi-samvad-2024-05-drip-subsidy-paperwork',
  publicationName: 'Krishi Samvad',
  articleTitle: 'Drip irrigation subsidy: the paperwork to keep ready',
  volume: 'Vol. 2, Issue 2',
  daysOfPublication: '2024-05-22T04:45:00Z',
  pdfUrl: '/assets/articles/krishi-samvad-2024-05-drip-subsidy-paperwork.pdf',
  categoryId: 'Newsletter',
  publisher: site.brand,
  sortedDate: '2024-05-22T04:45:00Z',
  summary: ['Keep your land record & Aadhaar ready <before> you apply.'],
};

describe('articleSearchDocument', () => {
  const document = articleSearchDocument(article);

  it('is a result that opens the PDF', () => {
    expect(document.url).toBe(article.pdfUrl);
  });

  it('is English, in the More Reads section, with the title as its h1', () => {
    expect(document.content).toContain('<html lang="en-IN">');
    expect(document.content).toContain('data-pagefind-body data-pagefind-filter="section:More Reads" data-pagefind-meta="section:More Reads"');
    expect(document.content).toContain('<h1>Drip irrigation subsidy: the paperwork to keep ready</h1>');
  });

  it('carries its publication, volume and date as meta', () => {
    expect(document.content).toContain('data-pagefind-meta="publication:Krishi Samvad"');
    expect(document.content).toContain('data-pagefind-meta="volume:Vol. 2, Issue 2"');
    expect(document.content).toContain('data-pagefind-meta="date:2024-05-22T04:45:00Z"');
  });

  it('indexes the summary, escaped', () => {
    expect(document.content).toContain('<p>Keep your land record &amp; Aadhaar ready &lt;before&gt; you apply.</p>');
  });

  it('leaves out meta the article does not have, and indexes its title alone without a summary', () => {
    const bare = articleSearchDocument({ ...article, volume: '', daysOfPublication: undefined, summary: undefined });
    expect(bare.content).not.toContain('volume:');
    expect(bare.content).not.toContain('date:');
    expect(bare.content).toContain('<p>Krishi Samvad</p>');
  });
});

describe('search sections', () => {
  it('files services, products and every other page by their kind', () => {
    expect(sectionOfPage({ kind: 'service' })).toBe('Service');
    expect(sectionOfPage({ kind: 'product' })).toBe('Product');
    expect(sectionOfPage({ kind: 'page' })).toBe('Company');
  });

  it('has the five sections, each with an anchor on the search page', () => {
    expect(SEARCH_SECTIONS).toEqual(['Service', 'Product', 'Blog', 'More Reads', 'Company']);
    expect(SEARCH_SECTIONS.map(sectionAnchor)).toEqual(['service', 'product', 'blog', 'more-reads', 'company']);
  });

  it('marks a page body for the index with its section as filter and meta', () => {
    expect(searchBodyAttributes('Blog')).toEqual({ 'data-pagefind-body': '', 'data-pagefind-filter': 'section:Blog', 'data-pagefind-meta': 'section:Blog' });
  });
});
