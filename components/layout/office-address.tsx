import type { Office } from '@/content/site';

/**
 * One office as a postal address block (footer and contact page). `kind` is the office's kind in the
 * page's language; the address itself is written as the post office reads it, in English. The kind
 * heads the address from outside it: HTML allows no heading inside <address>.
 */
export function OfficeAddress({ office, kind = office.kind, headingLevel }: { office: Office; kind?: string; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel ?? 'p';
  const english = kind === office.kind ? undefined : 'en';
  return (
    <div className="leading-relaxed">
      <Heading className="font-semibold">{kind}</Heading>
      <address className="not-italic">
        <span lang={english} className="block">
          {office.name}
        </span>
        <span lang={english} className="block">
          {office.streetAddress}
        </span>
        <span lang={english} className="block">
          {office.locality}, {office.region} {office.postalCode}
        </span>
        <span lang={english} className="block">
          {office.country}
        </span>
      </address>
    </div>
  );
}
