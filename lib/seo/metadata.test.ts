import { site } from '@/content/site';
import { siteUrl } from '@/lib/env';
import { metadataFor, pageMetadata } from './metadata';
import { getPage, useContentSource } from '@/lib/content';
import { LocalSource } from '@/lib/content/local';
import { OFFLINE_SLUG } from '@/lib/offline';

describe('pageMetadata', () => {
  it('sets the canonical to SITE_URL plus the trailing-slash path, and Open Graph to match', () => {
    const meta = pageMetadata({ title: 'About Us', description: 'About the company', path: '/about' });
    expect(meta.alternates?.canonical).toBe(`${siteUrl}/about/`);
    expect(meta.title).toBe('About Us');
    expect(meta.openGraph).toMatchObject({ url: `${siteUrl}/about/`, title: `About Us | ${site.brand}`, siteName: site.brand, locale: 'en_IN' });
  });

  it('keeps the home canonical at the origin with one slash', () => {
    expect(pageMetadata({ title: 'Home', description: 'd', path: '/' }).alternates?.canonical).toBe(`${siteUrl}/`);
  });

  it('uses a title that already names the brand (home) whole: in the tab, when shared and in the image alt', () => {
    const title = `${site.brand}: Satellite and field intelligence`;
    const meta = pageMetadata({ title, description: 'd', path: '/', wholeTitle: true });
    expect(meta.title).toEqual({ absolute: title });
    expect(meta.openGraph).toMatchObject({ title });
    expect(meta.twitter).toMatchObject({ title });
  });

  it('adds the brand to any other title when shared, and describes the share image, not the page, in its alt', () => {
    const meta = pageMetadata({ title: 'About Us', description: 'd', path: '/about' });
    expect(meta.openGraph).toMatchObject({ images: [expect.objectContaining({ alt: expect.stringContaining('Know your field before the problem shows.') })] });
    expect(meta.twitter).toMatchObject({ title: `About Us | ${site.brand}` });
  });
});

describe('metadataFor', () => {
  beforeAll(() => useContentSource(new LocalSource()));

  it('keeps the offline pages out of search engines, in both languages', async () => {
    for (const lang of ['en', 'hi'] as const) expect((await metadataFor((await getPage(OFFLINE_SLUG, lang))!)).robots).toEqual({ index: false });
    expect((await metadataFor((await getPage('ecrop', 'en'))!)).robots).toBeUndefined();
  });

  it("gives page 2 of a list its own title when shared too, not the list's", async () => {
    const meta = await metadataFor({ ...(await getPage('more-reads', 'en'))!, title: 'More Reads, page 2' }, '/more-reads/page/2');
    expect(meta.title).toBe('More Reads, page 2');
    expect(meta.openGraph).toMatchObject({ title: `More Reads, page 2 | ${site.brand}`, url: `${siteUrl}/more-reads/page/2/` });
    expect(meta.twitter).toMatchObject({ title: `More Reads, page 2 | ${site.brand}` });
  });
});
