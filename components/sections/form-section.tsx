import type { SectionOf } from '@/lib/content/schema';
import { ContactFormLoader, FeedbackFormLoader } from '@/components/forms/form-loaders';
import { FormLoadBoundary, FormWordsProvider } from '@/components/forms/form-words';
import { formWords } from '@/components/forms/form-words.server';
import { SectionHeading } from './section-heading';
import { toneClass } from './section-frame';
import { NOT_INDEXED } from '@/lib/search/sections';

/** A form of the site beside its heading: the contact form, or the feedback form in a card. */
export function FormSection({ section }: { section: SectionOf<'form'> }) {
  const wordsOfPage = formWords();
  const headingId = `${section.id}-heading`;
  const noscript = (
    <noscript>
      <p className="mt-4 rounded-2xl bg-gold-100 p-4 text-ink">{section.noscript}</p>
    </noscript>
  );
  if (section.form === 'feedback') {
    return (
      <section id={section.id} aria-labelledby={headingId} className={`section ${toneClass[section.tone]}`}>
        <div className="container-content max-w-2xl">
          <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} lead={section.lead} />
          {/* The form's placeholder and labels are not the page's text for search. */}
          <div className="card" {...NOT_INDEXED}>
            <FormWordsProvider words={wordsOfPage}>
              <FormLoadBoundary>
                <FeedbackFormLoader />
              </FormLoadBoundary>
            </FormWordsProvider>
            {noscript}
          </div>
        </div>
      </section>
    );
  }
  return (
    <section id={section.id} aria-labelledby={headingId} className={`section ${toneClass[section.tone]}`}>
      <div className="container-content grid gap-10 lg:grid-cols-[2fr_3fr]">
        <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} lead={section.lead} />
        <div {...NOT_INDEXED}>
          <FormWordsProvider words={wordsOfPage}>
            <FormLoadBoundary>
              <ContactFormLoader />
            </FormLoadBoundary>
          </FormWordsProvider>
          {noscript}
        </div>
      </div>
    </section>
  );
}
