import { PageLink } from '@/components/ui/page-link';
import { ArrowLeft, Clock, Mail, MessageCircle, Phone, PhoneCall } from 'lucide-react';
import { site, whatsappUrl } from '@/content/site';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { contactJsonLd } from '@/lib/seo/jsonld';
import { JsonLd } from '@/components/seo/json-ld';
import { Logo } from '@/components/layout/logo';
import { OfficeAddress } from '@/components/layout/office-address';
import { ContactFormLoader } from '@/components/forms/contact-form-loader';

const title = 'Contact us';
const description = `Call ${site.brand} toll-free on ${site.tollFreePhone.display}, message us on WhatsApp or visit our offices in Navi Mumbai, Pune and Bengaluru.`;

export const metadata = pageMetadata({ title, description, path: routes.contact.path });

const channels = [
  { icon: PhoneCall, label: 'Toll-free helpline', value: site.tollFreePhone.display, href: `tel:${site.tollFreePhone.tel}`, note: 'Free from any Indian phone, Mon–Sat 9 am–6 pm. Hindi, Marathi and English.' },
  { icon: Phone, label: 'Sales and partnerships', value: site.assistancePhone.display, href: `tel:${site.assistancePhone.tel}`, note: 'Satellite projects, eCrop orders for FPOs and agri-businesses.' },
  { icon: MessageCircle, label: 'WhatsApp', value: site.whatsapp.display, href: whatsappUrl('Hello HaritSat, I have a question.'), note: 'Send a photo of your crop or your eCrop device ID and we reply within a working day.', external: true },
  { icon: Mail, label: 'Email', value: site.email, href: `mailto:${site.email}`, note: `For device support write to ${site.supportEmail}.` },
];

/** Contact: shown without header and footer (spec route table), so it carries its own way home. */
export default function ContactPage() {
  return (
    <>
      <JsonLd data={contactJsonLd({ name: title, description, path: routes.contact.path })} />
      <nav aria-label="Back to the site" className="border-b border-forest-900/10 bg-white">
        <div className="container-content flex min-h-16 items-center justify-between gap-4 py-2">
          <Logo />
          <PageLink href="/" className="inline-flex min-h-11 items-center gap-2 font-semibold text-leaf-700 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to home
          </PageLink>
        </div>
      </nav>
      <main id="main">
        <section className="bg-forest-900 text-white">
          <div className="container-content py-14 sm:py-20">
            <p className="mb-3 text-sm font-semibold tracking-wide text-gold-400 uppercase">We answer farmers first</p>
            <h1 className="max-w-3xl text-4xl font-extrabold text-white sm:text-5xl">{title}</h1>
            <p className="mt-4 max-w-2xl text-lg text-white/90">
              Questions about a satellite report, an eCrop reading or an order? Call, message or write to us. An agronomist or a product specialist answers, not a call centre script.
            </p>
          </div>
        </section>

        <section aria-labelledby="channels-heading" className="section">
          <div className="container-content">
            <h2 id="channels-heading" className="mb-8 text-3xl font-extrabold">
              Talk to us
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {channels.map(({ icon: Icon, label, value, href, note, external }) => (
                <li key={label} className="card flex flex-col gap-3">
                  <span className="flex size-12 items-center justify-center rounded-full bg-leaf-100 text-leaf-700">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="text-lg font-bold">{label}</h3>
                  <a href={href} className="text-lg font-semibold break-words text-leaf-700 underline" {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    {value}
                    {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
                  </a>
                  <p className="text-sm text-muted">{note}</p>
                </li>
              ))}
            </ul>
            <p className="mt-8 flex items-start gap-2 text-muted">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf-700" />
              Offices are open Monday to Saturday, 9:30 am to 6 pm IST, except national holidays. During kharif sowing (June–July) the helpline also runs on Sundays.
            </p>
          </div>
        </section>

        <section aria-labelledby="write-heading" className="section bg-white">
          <div className="container-content grid gap-10 lg:grid-cols-[2fr_3fr]">
            <div>
              <h2 id="write-heading" className="text-3xl font-extrabold">
                Write to us
              </h2>
              <p className="mt-4 text-lg text-muted">Send us your question and how to reach you. We answer every message within one working day, Monday to Saturday.</p>
            </div>
            <div>
              <ContactFormLoader />
              <noscript>
                <p className="mt-4 rounded-2xl bg-gold-100 p-4 text-ink">The form needs JavaScript. Please call, WhatsApp or email us using the details above.</p>
              </noscript>
            </div>
          </div>
        </section>

        <section aria-labelledby="offices-heading" className="section">
          <div className="container-content">
            <h2 id="offices-heading" className="mb-8 text-3xl font-extrabold">
              Our offices
            </h2>
            <ul className="grid gap-6 md:grid-cols-3">
              {site.offices.map((office) => (
                <li key={office.kind} className="rounded-2xl border border-forest-900/10 bg-white p-6">
                  <OfficeAddress office={office} headingLevel="h3" />
                  {office.phone ? (
                    <p className="mt-3">
                      <a href={`tel:${office.phone.replace(/\s/g, '')}`} className="font-semibold text-leaf-700 underline">
                        {office.phone}
                      </a>
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
            <p className="mt-8 text-muted">
              Concerns about your personal data go to our {site.grievanceOfficer.title} at{' '}
              <a href={`mailto:${site.grievanceOfficer.email}`} className="font-semibold text-leaf-700 underline">
                {site.grievanceOfficer.email}
              </a>
              ; see our{' '}
              <PageLink href="/policy/" className="font-semibold text-leaf-700 underline">
                privacy policy
              </PageLink>
              .
            </p>
          </div>
        </section>
      </main>
    </>
  );
}
