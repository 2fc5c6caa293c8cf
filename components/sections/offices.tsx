import { MapPin } from 'lucide-react';
import type { SectionOf } from '@/lib/content/schema';
import { site } from '@/content/site';
import { words } from '@/content/i18n';
import { InlineMarkdown } from '@/components/content/markdown';
import { OfficeAddress } from '@/components/layout/office-address';
import { SectionFrame } from './section-frame';

/** The offices of content/site.ts with their phone numbers, and the countries our satellite work has reached. */
export function Offices({ section }: { section: SectionOf<'offices'> }) {
  const { facts } = words();
  return (
    <SectionFrame {...section}>
      <ul className="grid gap-6 md:grid-cols-3">
        {site.offices.map((office) => (
          <li key={office.kind} className="flex gap-4 rounded-2xl border border-forest-900/10 bg-white p-6">
            <MapPin aria-hidden="true" className="mt-1 size-6 shrink-0 text-leaf-700" />
            <div>
              <OfficeAddress office={office} kind={facts.officeKinds[office.kind]} headingLevel="h3" />
              {office.phone ? (
                <a href={`tel:${office.phone.replace(/\s/g, '')}`} className="mt-2 inline-flex min-h-11 items-center font-semibold text-leaf-700 underline">
                  {office.phone}
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {section.countriesTitle ? (
        <>
          <h3 className="mt-12 text-xl font-bold">{section.countriesTitle}</h3>
          <ul className="mt-4 flex flex-wrap gap-3">
            {site.countries.map((country) => (
              <li key={country.code} className="flex min-h-11 items-center gap-2 rounded-full border border-forest-900/10 bg-white py-2 pr-4 pl-2">
                {/* eslint-disable-next-line @next/next/no-img-element -- tiny static SVG flag */}
                <img src={`/assets/flags/${country.code}.svg`} alt="" width={32} height={24} loading="lazy" className="h-6 w-8 rounded-sm object-cover ring-1 ring-forest-900/10" />
                <span className="font-medium">{facts.countries[country.code] ?? country.name}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {section.footnote ? (
        <p className="inline-links mt-8 max-w-3xl text-muted">
          <InlineMarkdown text={section.footnote} />
        </p>
      ) : null}
    </SectionFrame>
  );
}
