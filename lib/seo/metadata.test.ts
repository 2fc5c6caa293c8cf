import { pageMetadata } from './metadata';

describe('pageMetadata', () => {
  it('sets the canonical to SITE_URL plus the trailing-slash path, and Open Graph to match', () => {
    const meta = pageMetadata({ title: 'About Us', description: 'About the company', path: '/about' });
    expect(meta.alternates?.canonical).toBe('https://www.haritsat.in/about/');
    expect(meta.title).toBe('About Us');
    expect(meta.openGraph).toMatchObject({ url: 'https://www.haritsat.in/about/', title: 'About Us | HaritSat', siteName: 'HaritSat', locale: 'en_IN' });
  });

  it('keeps the home canonical at the origin with one slash', () => {
    expect(pageMetadata({ title: 'Home', description: 'd', path: '/' }).alternates?.canonical).toBe('https://www.haritsat.in/');
  });
});
