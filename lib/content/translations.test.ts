/** @jest-environment node */
import { getEditionPages, getMenus, getPage, getPages, missingFromEdition, useContentSource } from './index';
import { LocalSource } from './local';
import type { Collection, ContentSource, ListQuery, RawDocument } from './source';
import { translatedEdition } from '@/content/i18n/edition';
import { hi } from '@/content/i18n/hi';
import { mr } from '@/content/i18n/mr';
import { site } from '@/content/site';
import { TRANSLATIONS } from '@/lib/i18n';
import { isGroup, menuLinks } from '@/lib/navigation';
import { metadataFor } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/env';

/** The shipped content without one document: how a build meets a page nobody has translated yet. */
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

describe.each(TRANSLATIONS)('the %s edition', (lang) => {
  it('has every listed page, each the twin of an English page, each declaring its language', async () => {
    useContentSource(new LocalSource());
    const translated = await getEditionPages(lang);
    const english = new Set((await getPages('en')).map((page) => page.slug));
    expect(translated.map((page) => page.slug)).toEqual(expect.arrayContaining([...translatedEdition]));
    for (const page of translated) {
      expect(english).toContain(page.slug);
      expect(page.lang).toBe(lang);
    }
  });
});

describe('the translated edition', () => {
  it('fails the build naming a listed page that has no document in a language', async () => {
    useContentSource(new SourceWithout('agri-loan.mr'));
    await expect(getEditionPages('mr')).rejects.toThrow('Missing Marathi page of the translated edition: agri-loan.mr (the Marathi twin of the page "agri-loan")');
    // The other translations are not held to the missing one.
    await expect(getEditionPages('hi')).resolves.toContainEqual(expect.objectContaining({ slug: 'agri-loan', lang: 'hi' }));
  });

  it('names what a language lacks of the edition, whatever the edition lists', () => {
    expect(missingFromEdition([{ slug: 'home' }, { slug: 'contact' }], ['home', 'contact', 'ecrop'])).toEqual(['ecrop']);
    expect(missingFromEdition([{ slug: 'home' }], ['home'])).toEqual([]);
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

  it.each([
    ['hi', hi],
    ['mr', mr],
  ] as const)('fills facts that are words in %s (helpline hours and languages), and keeps numbers', async (lang, words) => {
    useContentSource(new LocalSource());
    const contact = JSON.stringify(await getPage('contact', lang));
    expect(contact).toContain(words.facts.helplineHours);
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
    expect(links).toContainEqual({ label: 'Agri Drone', href: '/agri-drone', lang: 'en', note: hi.shell.englishOnly, noteLang: 'hi' });
    expect(links.filter((link) => !link.lang).every((link) => link.href.startsWith('/hi'))).toBe(true);
  });
});

describe('metadata of twins', () => {
  it('gives each twin its own canonical and every language as an alternate, with x-default', async () => {
    useContentSource(new LocalSource());
    const languages = { en: absoluteUrl('/ecrop/'), hi: absoluteUrl('/hi/ecrop/'), mr: absoluteUrl('/mr/ecrop/'), 'x-default': absoluteUrl('/ecrop/') };
    const hindi = await metadataFor((await getPage('ecrop', 'hi'))!);
    expect(hindi.alternates).toEqual({ canonical: absoluteUrl('/hi/ecrop/'), languages });
    expect(hindi.openGraph).toMatchObject({ locale: 'hi_IN' });
    const marathi = await metadataFor((await getPage('ecrop', 'mr'))!);
    expect(marathi.alternates).toEqual({ canonical: absoluteUrl('/mr/ecrop/'), languages });
    expect(marathi.openGraph).toMatchObject({ locale: 'mr_IN' });
    const english = await metadataFor((await getPage('ecrop', 'en'))!);
    expect(english.alternates).toEqual({ canonical: absoluteUrl('/ecrop/'), languages });
  });

  it('gives a page without a twin no alternates', async () => {
    useContentSource(new LocalSource());
    expect((await metadataFor((await getPage('about'))!)).alternates).toEqual({ canonical: absoluteUrl('/about/') });
  });
});
