import { site } from '@/content/site';
import { siteUrl } from '@/lib/env';
import { pageMetadata } from './metadata';

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
    expect(meta.openGraph).toMatchObject({ title, images: [expect.objectContaining({ alt: title })] });
    expect(meta.twitter).toMatchObject({ title });
  });

  it('adds the brand to any other title when shared', () => {
    const meta = pageMetadata({ title: 'About Us', description: 'd', path: '/about' });
    expect(meta.openGraph).toMatchObject({ images: [expect.objectContaining({ alt: `${site.brand}: About Us` })] });
    expect(meta.twitter).toMatchObject({ title: `About Us | ${site.brand}` });
  });
});
