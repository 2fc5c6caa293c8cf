import { ChevronDown } from 'lucide-react';
import type { SectionOf } from '@/lib/content/schema';
import { ContentImage } from './content-image';
import { ContentLink } from './content-link';
import { SectionFrame } from './section-frame';
import { words } from '@/content/i18n';

/**
 * 'Frequently Asked Questions' (in the page's language): image on one side, items start closed, at most one
 * open, clicking the open item closes it. Built on <details name=…>, which browsers make exclusive, so it
 * needs no JavaScript, works with the keyboard (Enter/Space on the summary) and keeps every answer in the HTML.
 * An answer that names a page or a phone number links to it underneath.
 */
export function Faq({ section }: { section: SectionOf<'faq'> }) {
  const group = `${section.id}-items`;
  return (
    <SectionFrame id={section.id} title={words().sections.faqTitle} lead={section.lead} tone={section.tone}>
      <div className="grid items-start gap-10 lg:grid-cols-[2fr_3fr]">
        <ContentImage image={section.image} className="mx-auto w-full max-w-sm rounded-3xl lg:sticky lg:top-8" />
        <div className="divide-y divide-forest-900/10 rounded-2xl border border-forest-900/10 bg-white">
          {section.items.map((item) => (
            <details key={item.title} name={group} className="group">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-display text-lg font-bold text-forest-900 hover:bg-leaf-100/50 [&::-webkit-details-marker]:hidden">
                <h3>{item.title}</h3>
                <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-leaf-700 transition-transform group-open:rotate-180" />
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-muted">{item.content}</p>
              {item.links?.length ? (
                <ul className="-mt-2 flex flex-wrap gap-x-6 px-5 pb-4">
                  {item.links.map((link) => (
                    <li key={link.href}>
                      <ContentLink
                        href={link.href}
                        className="inline-flex min-h-11 flex-wrap items-center gap-x-1.5 font-semibold text-leaf-800 underline underline-offset-4 hover:text-forest-900"
                      >
                        {link.label}
                      </ContentLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </details>
          ))}
        </div>
      </div>
    </SectionFrame>
  );
}
