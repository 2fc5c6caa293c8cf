/** @jest-environment node */
import { getHindiPages, getMenus, getPage, getPages, useContentSource } from './index';
import { LocalSource } from './local';
import type { Collection, ContentSource, ListQuery, RawDocument } from './source';
import { hindiEdition } from '@/content/i18n/hindi-edition';
import { hi } from '@/content/i18n/hi';
import { site } from '@/content/site';
import { isGroup, menuLinks } from '@/lib/navigation';
import { metadataFor } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/env';

/** The shipped content without one document: how a build meets a Hindi page nobody has translated yet. */
class SourceWithout implements ContentSource {
  readonly name = 'local';
  private readonly base = new LocalSource();
  constructor(private readonly missing: string) {}
  async list(collection: Collection, query?: ListQuery): Promise<RawDocument[]> {
    return (await this.base.list(collection, query)).filter((doc) => doc.id !== this.missing);
  }
  async get(collection: Collection, id: string): Promise<RawDocument | undefined> {
    return id === this.missing ? undefined : this.base.get(collection, id);
  }
}

afterEach(() => useContentSource(new LocalSource()));

describe('the Hindi edition', () => {
  it('has every listed page, each the twin of an English page', async () => {
    useContentSource(new LocalSource());
    const hindi = await getHindiPages();
    const english = new Set((await getPages('en')).map((page) => page.slug));
    expect(hindi.map((page) => page.slug)).toEqual(expect.arrayContaining([...hindiEdition]));
    for (const page of hindi) expect(english).toContain(page.slug);
  });

  it('fails the build naming a listed page that has no Hindi document', async () => {
    useContentSource(new SourceWithout('agri-loan.hi'));
    await expect(getHindiPages()).rejects.toThrow('Missing Hindi page of the Hindi edition: agri-loan.hi (the Hindi twin of the page "agri-loan")');
  });

  it('links a translation to Hindi twins where they exist and to English pages elsewhere', async () => {
    useContentSource(new LocalSource());
    const hrefs = JSON.stringify(await getPage('home', 'hi')).match(/"href":"[^"]*"/g) ?? [];
    expect(hrefs).toContain('"href":"/hi/crop-monitoring"');
    expect(hrefs).toContain('"href":"/hi/ecrop"');
    // Pages without a Hindi twin stay English; the English document itself is untouched.
    expect(hrefs.some((href) => href.startsWith('"href":"/hi/blog'))).toBe(false);
    expect(JSON.stringify(await getPage('home', 'en'))).not.toContain('"/hi/');
  });

  it('fills facts that are words with their Hindi (helpline hours and languages), and keeps numbers', async () => {
    useContentSource(new LocalSource());
    const contact = JSON.stringify(await getPage('contact', 'hi'));
    expect(contact).toContain(site.hindi.helpline.hours);
    expect(contact).not.toContain(site.helpline.hours);
    expect(contact).toContain(site.tollFreePhone.display);
  });

  it('names the consent banner buttons and the footer cookie link as the page of each language shows them', async () => {
    useContentSource(new LocalSource());
    const hindiPolicy = JSON.stringify(await getPage('policy', 'hi'));
    for (const named of [`“${hi.shell.accept}”`, `“${hi.shell.decline}”`, `**${hi.shell.cookieSettings}**`]) expect(hindiPolicy).toContain(named);
    expect(hindiPolicy).not.toMatch(/Accept|Decline|Cookie settings/);
    const englishPolicy = JSON.stringify(await getPage('policy', 'en'));
    for (const label of ['“Accept”', '“Decline”', '**Cookie settings**']) expect(englishPolicy).toContain(label);
  });

  it('builds the Hindi menus: Hindi pages and groups, and English-only pages marked with their language', async () => {
    useContentSource(new LocalSource());
    const menus = await getMenus('hi');
    const groups = menus.main.filter(isGroup).map((group) => group.label);
    expect(groups).toEqual(expect.arrayContaining(['सेवाएँ', 'उत्पाद']));
    const links = menuLinks(menus.main);
    expect(links).toContainEqual({ label: 'कृषि बीमा', href: '/hi/agri-insurance' });
    expect(links).toContainEqual({ label: 'Agri Drone', href: '/agri-drone', lang: 'en', note: hi.shell.englishOnly });
    expect(links.filter((link) => !link.lang).every((link) => link.href.startsWith('/hi'))).toBe(true);
  });
});

describe('metadata of twins', () => {
  it('gives each twin its own canonical and both the en, hi and x-default alternates', async () => {
    useContentSource(new LocalSource());
    const languages = { en: absoluteUrl('/ecrop/'), hi: absoluteUrl('/hi/ecrop/'), 'x-default': absoluteUrl('/ecrop/') };
    const hindi = await metadataFor((await getPage('ecrop', 'hi'))!);
    expect(hindi.alternates).toEqual({ canonical: absoluteUrl('/hi/ecrop/'), languages });
    expect(hindi.openGraph).toMatchObject({ locale: 'hi_IN' });
    const english = await metadataFor((await getPage('ecrop', 'en'))!);
    expect(english.alternates).toEqual({ canonical: absoluteUrl('/ecrop/'), languages });
  });

  it('gives a page without a twin no alternates', async () => {
    useContentSource(new LocalSource());
    expect((await metadataFor((await getPage('about'))!)).alternates).toEqual({ canonical: absoluteUrl('/about/') });
  });
});
