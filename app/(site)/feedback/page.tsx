import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { webPageJsonLd } from '@/lib/seo/jsonld';
import { JsonLd } from '@/components/seo/json-ld';
import { FeedbackForm } from '@/components/forms/feedback-form';

const title = 'Feedback';
const description = 'Tell HaritSat what worked and what did not: rate your visit, tell us what to improve on the website, in our advice or with our devices.';

export const metadata = pageMetadata({ title, description, path: routes.feedback.path });

/** The feedback form on a page of its own (the same form the floating button opens in a modal). */
export default function FeedbackPage() {
  return (
    <>
      <JsonLd data={webPageJsonLd({ name: title, description, path: routes.feedback.path })} />
      <section className="bg-forest-900 text-white">
        <div className="container-content py-12 sm:py-16">
          <p className="mb-3 text-sm font-semibold tracking-wide text-gold-400 uppercase">We are listening</p>
          <h1 className="text-4xl font-extrabold text-white sm:text-5xl">Feedback Form</h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">{description}</p>
        </div>
      </section>
      <section aria-label="Feedback" className="section">
        <div className="container-content max-w-2xl">
          <div className="card">
            <FeedbackForm />
          </div>
        </div>
      </section>
    </>
  );
}
