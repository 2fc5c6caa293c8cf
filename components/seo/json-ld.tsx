import type { JsonLd as JsonLdData } from '@/lib/seo/jsonld';

/** Serialise structured data into the prerendered HTML. "<" is escaped so content can never close the script. */
export function JsonLd({ data }: { data: JsonLdData | Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
