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
});
