import { PageLink } from '@/components/ui/page-link';
import { Mail, MapPin, Phone } from 'lucide-react';
import { copyrightLine, site } from '@/content/site';
import type { NavLink } from '@/lib/navigation';
import { paths } from '@/lib/routes';
import { Logo } from './logo';
import { SocialIcon } from './social-icon';
import { FooterExplore } from './footer-explore';
import { OfficeAddress } from './office-address';
import { CookieSettingsButton } from '@/components/analytics/consent-banner';

/** The site footer: offices, partners, flags, socials, Explore links, copyright. */
export function Footer({ explore, more }: { explore: NavLink[]; more: NavLink[] }) {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-forest-900 text-white">
      <section aria-labelledby="partners-heading" className="border-b border-white/10 bg-white text-ink">
        <div className="container-content py-8">
          <h2 id="partners-heading" className="mb-5 text-center text-sm font-semibold tracking-wide text-muted uppercase">
            Working with farmers, fishers and institutions
          </h2>
          <ul className="grid grid-cols-2 items-center gap-x-6 gap-y-4 sm:grid-cols-3 lg:grid-cols-6">
            {site.partners.map((partner) => (
              <li key={partner.name} className="flex justify-center">
                {/* eslint-disable-next-line @next/next/no-img-element -- small static SVG */}
                <img src={partner.logo} alt={`${partner.name}, ${partner.role.toLowerCase()}`} width={160} height={64} loading="lazy" className="h-14 w-auto" />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="container-content grid gap-10 py-12 md:grid-cols-[1.3fr_1fr]">
        <div className="space-y-5">
          <Logo light />
          <p className="max-w-sm text-white/85">{site.description}</p>
          <ul className="space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 text-gold-400" />
              <span>Toll-free:</span>
              <a className="font-semibold underline" href={`tel:${site.tollFreePhone.tel}`}>
                {site.tollFreePhone.display}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 text-gold-400" />
              <a className="font-semibold underline" href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </li>
          </ul>
          <ul aria-label={`${site.brand} on social media`} className="flex flex-wrap gap-2">
            {site.socials.map((profile) => (
              <li key={profile.network}>
                <a
                  href={profile.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${site.brand} on ${profile.network} (opens in a new tab)`}
                  className="flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-gold-400 hover:text-ink"
                >
                  <SocialIcon network={profile.network} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <FooterExplore>
          <div className="grid grid-cols-2 gap-6">
            <nav aria-label="Explore">
              <h2 className="mb-3 text-lg font-bold text-white">Explore</h2>
              <ul className="space-y-1">
                {explore.map((link) => (
                  <li key={link.label}>
                    <PageLink href={link.href} className="inline-flex min-h-9 items-center text-white/90 hover:text-gold-400 hover:underline">
                      {link.label}
                    </PageLink>
                  </li>
                ))}
              </ul>
            </nav>
            <nav aria-label="More from us">
              <h2 className="mb-3 text-lg font-bold text-white">Reach us</h2>
              <ul className="space-y-1">
                {more.map((link) => (
                  <li key={link.label}>
                    <PageLink href={link.href} className="inline-flex min-h-9 items-center text-white/90 hover:text-gold-400 hover:underline">
                      {link.label}
                    </PageLink>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </FooterExplore>
        <section aria-labelledby="offices-heading" className="border-t border-white/10 pt-10 md:col-span-2">
          <h2 id="offices-heading" className="mb-4 text-lg font-bold text-white">
            Our offices
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {site.offices.map((office) => (
              <li key={office.kind} className="flex gap-2 text-sm">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
                <OfficeAddress office={office} />
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="countries-heading" className="border-t border-white/10">
        <div className="container-content flex flex-col items-center gap-3 py-6 md:flex-row md:justify-between">
          <h2 id="countries-heading" className="text-sm font-semibold text-white/85">
            Satellite projects delivered for growers in
          </h2>
          <ul className="flex flex-wrap justify-center gap-2">
            {site.countries.map((country) => (
              <li key={country.code}>
                {/* eslint-disable-next-line @next/next/no-img-element -- tiny SVG flag */}
                <img
                  src={`/assets/flags/${country.code}.svg`}
                  alt={country.name}
                  title={country.name}
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

      <div className="border-t border-white/10 bg-forest-800">
        <div className="container-content flex flex-col gap-2 py-5 text-sm text-white/85 md:flex-row md:items-center md:justify-between">
          <p>{copyrightLine(year)}</p>
          <p className="flex gap-4">
            <PageLink href={paths.policy} className="underline hover:text-gold-400">
              Privacy policy
            </PageLink>
            <CookieSettingsButton className="underline hover:text-gold-400" />
          </p>
        </div>
      </div>
    </footer>
  );
}
