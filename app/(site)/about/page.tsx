import { PageLink } from '@/components/ui/page-link';
import type { LucideIcon } from 'lucide-react';
import {
  ArrowRight,
  Bot,
  Cpu,
  Eye,
  Fish,
  FlaskConical,
  Languages,
  Lock,
  MapPin,
  PhoneCall,
  Satellite,
  Scale,
  Smartphone,
  Sprout,
  Target,
  Toilet,
  Users,
  Wind,
} from 'lucide-react';
import { Banner } from '@/components/sections/banner';
import { SectionHeading } from '@/components/sections/section-heading';
import { JsonLd } from '@/components/seo/json-ld';
import { OfficeAddress } from '@/components/layout/office-address';
import { aiProductLabel, site } from '@/content/site';
import { routes } from '@/lib/routes';
import { aboutJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';

const title = 'About Us';
const description = `${site.brand}, a unit of ${site.parentCompany}, turns satellite imagery, field sensors and agronomy into clear advice for Indian farmers and fishers.`;

export const metadata = pageMetadata({ title, description, path: routes.about.path });

/** Short facts shown beside the introduction. */
const facts: { term: string; detail: string }[] = [
  { term: 'Founded', detail: String(site.foundingYear) },
  { term: 'Part of', detail: site.parentCompany },
  { term: 'Offices', detail: site.offices.map((office) => office.locality).join(', ') },
  { term: 'Satellite services delivered in', detail: `${site.countries.length} countries` },
];

const missionVision: { icon: LucideIcon; heading: string; text: string }[] = [
  {
    icon: Target,
    heading: 'Our mission',
    text: 'To give every farmer, fisher and farm business in India the same quality of information that large estates and research stations use: what is happening on their land or at sea, why, and what to do about it this week, in words they can act on.',
  },
  {
    icon: Eye,
    heading: 'Our vision',
    text: 'Indian agriculture where decisions about water, fertiliser, credit and insurance rest on measured evidence from each field, and where the people who grow our food own that evidence and benefit from it first.',
  },
];

type Offering = { icon: LucideIcon; category: string; name: string; text: string; href: string; linkText: string };

/** What we do: satellite services, the four devices, the AI assistant and advisory, each linked to its page. */
const offerings: Offering[] = [
  {
    icon: Satellite,
    category: 'Satellite service',
    name: 'Crop monitoring',
    text: 'Twelve satellite layers for any plot, from crop health, water stress and soil moisture to tree count, elevation, and yield and area estimates.',
    href: routes.cropMonitoring.path,
    linkText: 'Explore crop monitoring',
  },
  {
    icon: Fish,
    category: 'Satellite service',
    name: 'Fish monitoring',
    text: 'Vessel tracking that combines AIS and VMS signals with satellite imagery, for fisheries departments, cooperatives and boat owners.',
    href: routes.fishMonitoring.path,
    linkText: 'Explore fish monitoring',
  },
  {
    icon: Cpu,
    category: 'Device',
    name: 'eCrop',
    text: 'A solar-powered soil and weather station that reads moisture, temperature, humidity, nutrients, light and rainfall. One device covers 10 acres.',
    href: routes.ecrop.path,
    linkText: 'Explore eCrop',
  },
  {
    icon: FlaskConical,
    category: 'Device',
    name: 'Biosense',
    text: 'A portable soil tester for N, P, K, pH, organic carbon and EC on the farm: results in 5 minutes for Rs 250, against 15 days and Rs 750 at a lab.',
    href: routes.biosense.path,
    linkText: 'Explore Biosense',
  },
  {
    icon: Toilet,
    category: 'Device',
    name: 'Ecoloo',
    text: 'A waterless toilet that needs no sewer connection and turns urine into a liquid fertiliser for fields and gardens.',
    href: routes.ecoloo.path,
    linkText: 'Explore Ecoloo',
  },
  {
    icon: Wind,
    category: 'Device',
    name: 'SkyWatch',
    text: 'An air-quality monitor for villages, farms and campuses that shows what people are breathing, especially during the crop-residue burning season.',
    href: routes.skywatch.path,
    linkText: 'Explore SkyWatch',
  },
  {
    icon: Bot,
    category: 'AI assistant',
    name: aiProductLabel,
    text: 'An advisory assistant that answers crop, weather and market questions by drawing on your field data and our agronomists’ guidance.',
    href: routes.aiProduct.path,
    linkText: `Explore ${aiProductLabel}`,
  },
  {
    icon: Sprout,
    category: 'Advisory',
    name: 'Crop advisory',
    text: 'Agronomists who read the satellite and sensor data for you and turn it into a sowing, irrigation, nutrition and protection plan for your crop.',
    href: routes.cropAdvisory.path,
    linkText: 'Explore crop advisory',
  },
];

/** The rest of the advisory desk, shown as a compact list of links under the cards. */
const advisoryServices = [
  routes.farmBoundary,
  routes.regenerativeAgriculture,
  routes.productTraceability,
  routes.wildfireSolution,
  routes.agriInsurance,
  routes.agriLoan,
  routes.agriDrone,
  routes.krishakBazar,
  routes.agristack,
  routes.cropConsultancy,
  routes.sustainableFarmingSolutions,
  routes.technologyIntegration,
];

/** How we work: the four steps every piece of advice goes through. */
const steps: { heading: string; text: string }[] = [
  {
    heading: 'Observe from orbit',
    text: 'Optical and radar satellites pass over every enrolled field on a regular cycle. We compare each pass with the field’s own history and with its neighbours, so a patch of water stress, pest damage or uneven growth shows up before it is visible from the bund.',
  },
  {
    heading: 'Verify in the field',
    text: 'A satellite signal is a question, not an answer. We check it against eCrop sensor readings, a Biosense soil test, a photo the farmer sends on WhatsApp or a visit by a field officer before any advice goes out.',
  },
  {
    heading: 'Advise in the farmer’s language',
    text: 'Advice reaches the farmer as a short message, a voice note or a call in the language spoken at home, with one clear action, its timing and its cost. Everything works on a basic smartphone with a weak signal.',
  },
  {
    heading: 'Measure the result',
    text: 'After the advice is followed, the next satellite passes and sensor readings show whether the crop responded. We record what worked at plot level, correct our models where they were wrong and share the outcome with the farmer.',
  },
];

const values: { icon: LucideIcon; heading: string; text: string }[] = [
  {
    icon: Users,
    heading: 'Farmer first',
    text: 'We judge every product by one test: does it help a farmer make a better decision this season? If it only produces a nicer dashboard, we do not ship it.',
  },
  {
    icon: Scale,
    heading: 'Open about uncertainty',
    text: 'Clouds, small plots and mixed cropping limit what satellites can see. We say how confident an estimate is, and we tell you when a field visit is needed instead of guessing.',
  },
  {
    icon: Lock,
    heading: 'Privacy by design',
    text: 'Field locations and sensor data belong to the farmer. We collect only what a service needs, store it on servers in India and never sell it. Banks or buyers see it only when you ask us to share it.',
  },
  {
    icon: Languages,
    heading: 'Local languages',
    text: 'Advice is only useful if it is understood. Our helpline, reports and alerts speak the farmer’s language, and our agronomists use local crop and pest names.',
  },
  {
    icon: Smartphone,
    heading: 'Built for budget phones',
    text: 'Our apps and web pages are designed to load on entry-level phones and patchy rural networks, and the most important alerts also arrive by SMS and voice call.',
  },
  {
    icon: FlaskConical,
    heading: 'Evidence before scale',
    text: 'New models and devices are tested on partner farms and with agricultural researchers before we offer them widely, and we publish what we learn.',
  },
];

export default function AboutPage() {
  const { tollFreePhone, offices, countries } = site;

  return (
    <>
      <JsonLd data={aboutJsonLd({ name: title, description, path: routes.about.path })} />
      <Banner
        image="/assets/art/banner-about.svg"
        eyebrow="About us"
        heading={`About ${site.brand}`}
        subheading={`An Indian agri-technology company that puts satellite and field data into the hands of farmers, fishers and the people who work with them. Since ${site.foundingYear}.`}
      >
        <PageLink href={routes.contact.path} className="btn-accent">
          Talk to our team
        </PageLink>
        <a href="#what-we-do-heading" className="btn-outline-light">
          See what we do
        </a>
      </Banner>

      <section aria-labelledby="who-we-are-heading" className="section">
        <div className="container-content grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <div>
            <SectionHeading id="who-we-are-heading" eyebrow="Who we are" title="Satellite intelligence that starts and ends in the field" />
            <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
              <p>
                Since {site.foundingYear}, {site.brand}, an Indian agri-technology company and a unit of {site.parentCompany}, has been turning satellite imagery, field sensors
                and agronomy into advice that a farmer can act on, and into evidence that farmer producer organisations, agri-businesses, banks, insurers and governments can rely
                on.
              </p>
              <p>
                Our team brings together remote-sensing analysts, agronomists, hardware engineers and field officers. The analysts read what the satellites see; the field team checks
                it on the ground; the agronomists turn it into a plan; and the engineers build the devices that fill the gaps satellites cannot, from soil moisture at root depth to
                the nutrients in a handful of soil.
              </p>
              <p>
                We work for smallholders using budget phones as much as for coffee estates, fisheries cooperatives, researchers and state agriculture departments. The data is the same
                quality for all of them; only the way we deliver it changes.
              </p>
            </div>
          </div>
          <dl className="card grid gap-5">
            {facts.map((fact) => (
              <div key={fact.term} className="border-b border-forest-900/10 pb-4 last:border-b-0 last:pb-0">
                <dt className="text-sm font-semibold tracking-wide text-muted uppercase">{fact.term}</dt>
                <dd className="mt-1 text-lg font-bold text-forest-900">{fact.detail}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="mission-heading" className="section bg-white">
        <div className="container-content">
          <SectionHeading id="mission-heading" eyebrow="Why we exist" title="Mission and vision" />
          <ul className="grid gap-6 md:grid-cols-2">
            {missionVision.map(({ icon: Icon, heading, text }) => (
              <li key={heading} className="rounded-2xl border border-forest-900/10 bg-forest-50 p-6 sm:p-8">
                <span className="flex size-12 items-center justify-center rounded-full bg-leaf-700 text-white">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-2xl font-bold">{heading}</h3>
                <p className="mt-3 text-lg leading-relaxed">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="what-we-do-heading" className="section">
        <div className="container-content">
          <SectionHeading
            id="what-we-do-heading"
            eyebrow="What we do"
            title="From orbit to the farm gate"
            lead="Satellite services see the whole landscape, our devices measure what satellites cannot, and our advisors connect the two into decisions."
          />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {offerings.map(({ icon: Icon, category, name, text, href, linkText }) => (
              <li key={name} className="card flex flex-col">
                <span className="flex size-12 items-center justify-center rounded-full bg-leaf-100 text-leaf-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <p className="mt-4 text-sm font-semibold tracking-wide text-muted uppercase">{category}</p>
                <h3 className="mt-1 text-xl font-bold">{name}</h3>
                <p className="mt-2 flex-1 leading-relaxed text-muted">{text}</p>
                <PageLink href={href} className="mt-4 inline-flex min-h-11 items-center gap-1.5 font-semibold text-leaf-700 underline-offset-4 hover:underline">
                  {linkText}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </PageLink>
              </li>
            ))}
          </ul>
          <div className="mt-10 rounded-2xl bg-white p-6 shadow-card">
            <h3 className="text-lg font-bold">More from our advisory desk</h3>
            <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1">
              {advisoryServices.map((service) => (
                <li key={service.path}>
                  <PageLink href={service.path} className="inline-flex min-h-11 items-center font-medium text-leaf-700 underline">
                    {service.label}
                  </PageLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="how-we-work-heading" className="section bg-forest-900 text-white">
        <div className="container-content">
          <div className="mb-10 max-w-3xl">
            <p className="mb-2 text-sm font-semibold tracking-wide text-gold-400 uppercase">How we work</p>
            <h2 id="how-we-work-heading" className="text-3xl font-extrabold text-white sm:text-4xl">
              Four steps behind every piece of advice
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-white/90">
              Whether the question is when to irrigate, where a pest is spreading or how much a field will yield, the answer follows the same path.
            </p>
          </div>
          <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, index) => (
              <li key={step.heading} className="rounded-2xl bg-forest-800 p-6">
                <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-full bg-gold-400 text-lg font-extrabold text-ink">
                  {index + 1}
                </span>
                <h3 className="mt-4 text-xl font-bold text-white">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.heading}
                </h3>
                <p className="mt-2 leading-relaxed text-white/90">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="section">
        <div className="container-content">
          <SectionHeading id="values-heading" eyebrow="Our values" title="What we hold ourselves to" />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {values.map(({ icon: Icon, heading, text }) => (
              <li key={heading} className="card">
                <Icon aria-hidden="true" className="size-8 text-leaf-700" />
                <h3 className="mt-3 text-xl font-bold">{heading}</h3>
                <p className="mt-2 leading-relaxed text-muted">{text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-muted">
            Read how we handle personal and farm data in our{' '}
            <PageLink href={routes.policy.path} className="font-semibold text-leaf-700 underline">
              privacy policy
            </PageLink>
            .
          </p>
        </div>
      </section>

      <section aria-labelledby="where-heading" className="section bg-white">
        <div className="container-content">
          <SectionHeading
            id="where-heading"
            eyebrow="Where we work"
            title="Rooted in India, working across borders"
            lead="Our field teams work from three offices in Maharashtra and Karnataka. Our satellite analysis travels further: we have delivered it for partners in these countries."
          />
          <ul className="grid gap-6 md:grid-cols-3">
            {offices.map((office) => (
              <li key={office.kind} className="flex gap-4 rounded-2xl border border-forest-900/10 bg-paper p-6">
                <MapPin aria-hidden="true" className="mt-1 size-6 shrink-0 text-leaf-700" />
                <div>
                  <OfficeAddress office={office} headingLevel="h3" />
                  {'phone' in office && office.phone ? (
                    <a href={`tel:${office.phone.replace(/\s/g, '')}`} className="mt-2 inline-flex min-h-11 items-center font-semibold text-leaf-700 underline">
                      {office.phone}
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          <h3 className="mt-12 text-xl font-bold">Countries where our satellite services have been delivered</h3>
          <ul className="mt-4 flex flex-wrap gap-3">
            {countries.map((country) => (
              <li key={country.code} className="flex min-h-11 items-center gap-2 rounded-full border border-forest-900/10 bg-paper py-2 pr-4 pl-2">
                {/* eslint-disable-next-line @next/next/no-img-element -- tiny static SVG flag */}
                <img src={`/assets/flags/${country.code}.svg`} alt="" width={32} height={24} loading="lazy" className="h-6 w-8 rounded-sm object-cover ring-1 ring-forest-900/10" />
                <span className="font-medium">{country.name}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-cta-heading" className="section bg-forest-900 text-white">
        <div className="container-content flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="about-cta-heading" className="text-3xl font-extrabold text-white sm:text-4xl">
              Let’s talk about your farm, fleet or programme
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-white/90">
              Tell us what you grow, catch or manage and what decision you are stuck on. An agronomist or product specialist will reply, usually within one working day.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <PageLink href={routes.contact.path} className="btn-accent">
              Contact us
              <ArrowRight aria-hidden="true" className="size-4" />
            </PageLink>
            <a href={`tel:${tollFreePhone.tel}`} className="btn-outline-light">
              <PhoneCall aria-hidden="true" className="size-4" />
              Call toll-free {tollFreePhone.display}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
