import { PageLink } from '@/components/ui/page-link';
import { Mail, MapPin, Phone } from 'lucide-react';
import { copyrightLine, site } from '@/content/site';
import { dictionaryFor } from '@/content/i18n';
import type { Words } from '@/content/i18n/en';
import { fill, type Lang } from '@/lib/i18n';
import type { NavLink } from '@/lib/navigation';
import { localePath, paths } from '@/lib/routes';
import { Logo } from './logo';
import { OtherLanguageNote } from './nav-link';
import { SocialIcon } from './social-icon';
import { FooterExplore } from './footer-explore';
import { OfficeAddress } from './office-address';
import { StaticHtml } from '@/components/ui/static-html';
import { CookieSettingsButton } from '@/components/analytics/cookie-settings-button';

/** A footer link: a page of this language, or (on a translation's page) an English page, marked as such. */
function FooterLink({ link }: { link: NavLink }) {
  return (
    <PageLink href={link.href} lang={link.lang} className="inline-flex min-h-9 flex-wrap items-center gap-x-1 text-white/90 hover:text-gold-400 hover:underline">
      {link.label}
      <OtherLanguageNote link={link} />
    </PageLink>
  );
}

/** One of the footer's link lists: a named navigation with its heading. */
function FooterLinkList({ label, heading, links }: { label: string; heading: string; links: NavLink[] }) {
  return (
    <nav aria-label={label}>
      <h2 className="mb-3 text-lg font-bold text-white">{heading}</h2>
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.label}>
            <FooterLink link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The site footer, in the page's language: offices, partners, flags, socials, Explore links, copyright.
 * Its blocks are kept as prerendered when the page hydrates (StaticHtml); only the Explore toggle and the
 * cookie settings button, between them, hydrate.
 */
export function Footer({ lang, text, explore, more }: { lang: Lang; text: Words['shell']; explore: NavLink[]; more: NavLink[] }) {
  const { facts } = dictionaryFor(lang);
  const year = new Date().getFullYear();
  const brand = { brand: site.brand };
  return (
    <footer className="bg-forest-900 text-white">
      <StaticHtml>
        <section aria-labelledby="partners-heading" className="border-b border-white/10 bg-white text-ink">
          <div className="container-content py-8">
            <h2 id="partners-heading" className="mb-5 text-center text-sm font-semibold tracking-wide text-muted uppercase">
              {text.partnersTitle}
            </h2>
            <ul className="grid grid-cols-2 items-center gap-x-6 gap-y-4 sm:grid-cols-3 lg:grid-cols-6">
              {site.partners.map((partner) => (
                <li key={partner.name} className="flex justify-center">
                  {/* eslint-disable-next-line @next/next/no-img-element -- small static SVG */}
                  <img
                    src={partner.logo}
                    alt={`${partner.name}, ${facts.partnerRoles[partner.name] ?? partner.role.toLowerCase()}`}
                    width={160}
                    height={64}
                    loading="lazy"
                    className="h-14 w-auto"
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      </StaticHtml>

      <div className="container-content grid gap-10 py-12 md:grid-cols-[1.3fr_1fr]">
        <StaticHtml>
          <div className="space-y-5">
            <Logo light href={localePath(paths.home, lang)} alt={fill(text.logoHome, brand)} />
            {lang === 'en' ? <p className="max-w-sm text-white/85">{site.description}</p> : null}
            {/* Phone and email are a thumb's height (36 px) like the footer's other links, not a line of small text. */}
            <ul className="space-y-1 text-sm">
              <li className="flex items-center gap-2">
                <Phone aria-hidden="true" className="size-4 text-gold-400" />
                <span>{text.tollFree}</span>
                <a className="inline-flex min-h-9 items-center font-semibold underline" href={`tel:${site.tollFreePhone.tel}`}>
                  {site.tollFreePhone.display}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <Mail aria-hidden="true" className="size-4 text-gold-400" />
                <a className="inline-flex min-h-9 items-center font-semibold wrap-anywhere underline" href={`mailto:${site.email}`}>
                  {site.email}
                </a>
              </li>
            </ul>
            {/* Named by a heading, like the footer's other blocks: a name on the list itself is not announced by every screen reader. */}
            <section aria-labelledby="socials-heading">
              <h2 id="socials-heading" className="sr-only">
                {fill(text.socialList, brand)}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {site.socials.map((profile) => (
                  <li key={profile.network}>
                    <a
                      href={profile.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={fill(text.socialLink, { ...brand, network: profile.network })}
                      className="flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-gold-400 hover:text-ink"
                    >
                      <SocialIcon network={profile.network} className="size-5" />
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </StaticHtml>

        <FooterExplore text={{ viewMore: text.viewMore, hideSections: text.hideSections }}>
          <StaticHtml>
            <div className="grid grid-cols-2 gap-6">
              <FooterLinkList label={text.explore} heading={text.explore} links={explore} />
              <FooterLinkList label={text.moreFromUs} heading={text.reachUs} links={more} />
            </div>
          </StaticHtml>
        </FooterExplore>
        <StaticHtml>
          <section aria-labelledby="offices-heading" className="border-t border-white/10 pt-10 md:col-span-2">
            <h2 id="offices-heading" className="mb-4 text-lg font-bold text-white">
              {text.ourOffices}
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {site.offices.map((office) => (
                <li key={office.kind} className="flex gap-2 text-sm">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
                  <OfficeAddress office={office} kind={facts.officeKinds[office.kind]} />
                </li>
              ))}
            </ul>
          </section>
        </StaticHtml>
      </div>

      <StaticHtml>
        <section aria-labelledby="countries-heading" className="border-t border-white/10">
          <div className="container-content flex flex-col items-center gap-3 py-6 md:flex-row md:justify-between">
            <h2 id="countries-heading" className="text-sm font-semibold text-white/85">
              {text.countriesTitle}
            </h2>
            <ul className="flex flex-wrap justify-center gap-2">
              {site.countries.map((country) => (
                <li key={country.code}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- tiny SVG flag */}
                  <img
                    src={`/assets/flags/${country.code}.svg`}
                    alt={facts.countries[country.code] ?? country.name}
                    title={facts.countries[country.code] ?? country.name}
                    width={32}
                    height={24}
                    loading="lazy"
                    className="h-6 w-8 rounded-sm ring-1 ring-white/30"
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      </StaticHtml>

      <div className="border-t border-white/10 bg-forest-800">
        <div className="container-content flex flex-col gap-2 py-5 text-sm text-white/85 md:flex-row md:items-center md:justify-between">
          <StaticHtml>
            <p>{copyrightLine(year, text.copyright)}</p>
          </StaticHtml>
          <p className="flex gap-4">
            <PageLink href={localePath(paths.policy, lang)} className="inline-flex min-h-9 items-center underline hover:text-gold-400">
              {text.privacyPolicy}
            </PageLink>
            <CookieSettingsButton label={text.cookieSettings} className="inline-flex min-h-9 items-center underline hover:text-gold-400" />
          </p>
        </div>
      </div>
    </footer>
  );
}
