import type { Office } from '@/content/site';

/** One office as a postal address block (footer and contact page). */
export function OfficeAddress({ office, headingLevel }: { office: Office; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel ?? 'p';
  return (
    <address className="leading-relaxed not-italic">
      <Heading className="font-semibold">{office.kind}</Heading>
      <span className="block">{office.name}</span>
      <span className="block">{office.streetAddress}</span>
      <span className="block">
        {office.locality}, {office.region} {office.postalCode}
      </span>
      <span className="block">{office.country}</span>
    </address>
  );
}
