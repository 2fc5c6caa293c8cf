import { PageLink } from '@/components/ui/page-link';
import {
  ArrowRight,
  Banknote,
  Building2,
  Coffee,
  Cpu,
  Droplets,
  Fish,
  FlaskConical,
  Languages,
  Satellite,
  Sprout,
  Tractor,
  Users,
  Wind,
  type LucideIcon,
} from 'lucide-react';
import { site, whatsappUrl } from '@/content/site';
import { isGroup, servicesMenu, type NavLink } from '@/content/navigation';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { homeJsonLd } from '@/lib/seo/jsonld';
import { JsonLd } from '@/components/seo/json-ld';
import { SectionHeading } from '@/components/sections/section-heading';
import { PostGrid } from '@/components/content/post-card';
import { getPosts } from '@/lib/content';

export const metadata = {
  ...pageMetadata({ title: 'Satellite crop monitoring, eCrop and farm advisory', description: site.description, path: routes.home.path }),
  // The home page carries the full brand title rather than the "%s | brand" template.
  title: { absolute: `${site.brand}: ${site.tagline}` },
};

interface Tile {
  icon: LucideIcon;
  title: string;
  text: string;
  href?: string;
}

const pillars: Tile[] = [
  {
    icon: Satellite,
    title: 'See every field from orbit',
    text: 'Every few days, multispectral satellite passes show crop vigour, water stress and growth stage across whole districts, including fields no field officer has time to visit.',
  },
  {
    icon: Cpu,
    title: 'Measure what the sky cannot',
    text: 'The eCrop pole reads soil moisture, nutrients and microclimate in the root zone, and Biosense tests soil on the spot, so advice rests on the farm’s own numbers.',
  },
  {
    icon: Languages,
    title: 'Advise in the farmer’s language',
    text: 'Agronomists and our Kheti AI assistant turn the data into plain next steps (when to irrigate, what to spray, when to harvest) by phone, WhatsApp and SMS in Hindi, Marathi and English.',
  },
];

const satelliteServices: Array<Tile & { layers: string[] }> = [
  {
    icon: Sprout,
    title: 'Crop Monitoring',
    href: routes.cropMonitoring.path,
    text: 'Field-level health, water stress and yield estimates for growers, FPOs, lenders and insurers, from a single plot to a whole state.',
    layers: ['Crop health (NDVI)', 'Water stress', 'Soil moisture', 'Yield and area estimation'],
  },
  {
    icon: Fish,
    title: 'Fish Monitoring',
    href: routes.fishMonitoring.path,
    text: 'Vessel tracking from AIS, VMS and satellite imagery, with sea-condition layers that help fisheries plan safer, legal and more productive trips.',
    layers: ['AIS and VMS tracks', 'Dark-vessel detection', 'Sea surface temperature', 'Fishing-zone advisories'],
  },
];

const products: Tile[] = [
  { icon: Cpu, title: 'eCrop', href: routes.ecrop.path, text: 'A solar-powered field station that reads soil moisture, temperature, humidity, soil nutrients, light and rainfall. One device covers 10 acres.' },
  { icon: Droplets, title: 'Ecoloo', href: routes.ecoloo.path, text: 'A waterless toilet that needs no sewer and turns urine into a liquid fertilizer, for farms, schools and remote worksites.' },
  { icon: Wind, title: 'SkyWatch', href: routes.skywatch.path, text: 'An air-quality monitor for villages, mandis and factories that tracks particulate matter and gases and alerts people when the air turns unsafe.' },
  { icon: FlaskConical, title: 'Biosense', href: routes.biosense.path, text: 'A handheld soil tester for nitrogen, phosphorus, potassium, pH, organic carbon and EC: results in 5 minutes at Rs 250, against 15 days and Rs 750 at a lab.' },
];

const audiences: Tile[] = [
  { icon: Tractor, title: 'Farmers and FPOs', text: 'Irrigation, nutrient and pest advice for each field, and proof of crop condition when a loan or claim needs it.' },
  { icon: Coffee, title: 'Coffee and plantation growers', text: 'Shade, moisture and disease watch for estates in the Western Ghats, with traceability buyers ask for.' },
  { icon: Fish, title: 'Fisheries and coastal communities', text: 'Vessel tracking and sea-state layers for cooperatives, port authorities and fisheries departments.' },
  { icon: Banknote, title: 'Banks, insurers and NBFCs', text: 'Independent crop-area, sowing-date and damage assessments that speed up agri loans and claims.' },
  { icon: Building2, title: 'Governments and researchers', text: 'District-scale crop, water and land-use maps for planning, Agristack records and research trials.' },
  { icon: Users, title: 'Agri-businesses and buyers', text: 'Supply forecasts, farm boundaries and sourcing traceability for processors, exporters and retailers.' },
];

/** The advisory services of the Services menu, flattened (the satellite submenu has its own section above). */
const advisoryServices = servicesMenu.items.filter((item): item is NavLink => !isGroup(item));

function TileCard({ tile, headingLevel = 'h3' }: { tile: Tile; headingLevel?: 'h3' }) {
  const Heading = headingLevel;
  const Icon = tile.icon;
  return (
    <div className="card flex h-full flex-col gap-4">
      <span className="flex size-12 items-center justify-center rounded-xl bg-leaf-100 text-leaf-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <Heading className="text-xl font-bold">{tile.title}</Heading>
      <p className="leading-relaxed text-muted">{tile.text}</p>
      {tile.href ? (
        <PageLink href={tile.href} className="mt-auto inline-flex items-center gap-1 font-semibold text-leaf-700 hover:underline">
          Explore {tile.title}
          <ArrowRight aria-hidden="true" className="size-4" />
        </PageLink>
      ) : null}
    </div>
  );
}

export default async function HomePage() {
  const latestPosts = (await getPosts()).slice(0, 3);
  return (
    <>
      <JsonLd data={homeJsonLd()} />

      <section className="relative overflow-hidden bg-forest-900 text-white">
        <div className="container-content grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.05fr_1fr] lg:py-20">
          <div>
            <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-gold-400">
              <Satellite aria-hidden="true" className="size-4" />
              Made in India for Indian farms
            </p>
            <h1 className="text-4xl leading-[1.1] font-extrabold text-white sm:text-5xl lg:text-6xl">Know your field before the problem shows.</h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-white/90 sm:text-xl">
              {site.brand} joins satellite imagery, field sensors and agronomists to tell farmers, fisheries and agri-businesses what is happening on their land and water, and what to do next.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <PageLink href={routes.cropMonitoring.path} className="btn-accent">
                Explore crop monitoring
                <ArrowRight aria-hidden="true" className="size-4" />
              </PageLink>
              <PageLink href={routes.ecrop.path} className="btn-outline-light">
                Meet the eCrop device
              </PageLink>
            </div>
          </div>
          {/* eslint-disable-next-line @next/next/no-img-element -- pre-sized SVG art */}
          <img
            src="/assets/art/home-hero.svg"
            alt="Farm fields seen from orbit, with a satellite scanning crop health and a sensor pole in one field"
            width={1200}
            height={800}
            fetchPriority="high"
            className="h-auto w-full rounded-3xl shadow-2xl ring-1 ring-white/10"
          />
        </div>
      </section>

      <section aria-labelledby="what-heading" className="section">
        <div className="container-content">
          <SectionHeading
            id="what-heading"
            eyebrow="What we do"
            title="From orbit to the root zone to the farmer’s phone"
            lead="Satellites show where a problem is starting. Sensors and soil tests show why. Our agronomists turn both into a decision a farmer can act on the same day."
          />
          <ul className="grid gap-6 md:grid-cols-3">
            {pillars.map((tile) => (
              <li key={tile.title}>
                <TileCard tile={tile} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="satellite-heading" className="section bg-white">
        <div className="container-content">
          <SectionHeading id="satellite-heading" eyebrow="Satellite monitoring" title="Crops and coasts, watched every few days" lead="Our analysts process optical and radar imagery into maps and alerts that work even through the monsoon’s clouds." />
          <ul className="grid gap-6 lg:grid-cols-2">
            {satelliteServices.map((service) => (
              <li key={service.title} className="flex flex-col gap-4 rounded-2xl border border-forest-900/10 bg-paper p-6 sm:p-8">
                <div className="flex items-center gap-3">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-sky-100 text-sky-700">
                    <service.icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="text-2xl font-bold">{service.title}</h3>
                </div>
                <p className="text-lg leading-relaxed text-muted">{service.text}</p>
                <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                  {service.layers.map((layer) => (
                    <li key={layer} className="flex items-center gap-2 text-ink">
                      <span aria-hidden="true" className="size-2 rounded-full bg-leaf-500" />
                      {layer}
                    </li>
                  ))}
                </ul>
                <PageLink href={service.href ?? '/'} className="btn-primary mt-2 self-start">
                  See {service.title}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </PageLink>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="products-heading" className="section">
        <div className="container-content">
          <SectionHeading id="products-heading" eyebrow="Our products" title="Four devices built for Indian conditions" lead="Rugged, repairable hardware that works on 2G, solar power and the heat of a May afternoon." />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {products.map((tile) => (
              <li key={tile.title}>
                <TileCard tile={tile} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="audience-heading" className="section bg-forest-900 text-white">
        <div className="container-content">
          <p className="mb-2 text-sm font-semibold tracking-wide text-gold-400 uppercase">Who we serve</p>
          <h2 id="audience-heading" className="mb-10 max-w-3xl text-3xl font-extrabold text-white sm:text-4xl">
            One picture of the farm, shared by everyone who depends on it
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {audiences.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/15">
                <Icon aria-hidden="true" className="mb-4 size-7 text-gold-400" />
                <h3 className="mb-2 text-xl font-bold text-white">{title}</h3>
                <p className="leading-relaxed text-white/85">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="services-heading" className="section bg-white">
        <div className="container-content">
          <SectionHeading id="services-heading" eyebrow="Advisory services" title="Help at every step of the season" lead="From mapping a farm’s boundary to arranging a crop loan or a drone spray, pick the service you need." />
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {advisoryServices.map((item) => (
                <li key={item.href}>
                  <PageLink href={item.href} className="flex min-h-14 items-center justify-between gap-3 rounded-xl border border-forest-900/10 bg-paper px-5 py-3 font-semibold text-forest-900 hover:border-leaf-700 hover:bg-leaf-100">
                    {item.label}
                    <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-leaf-700" />
                  </PageLink>
                </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="posts-heading" className="section">
        <div className="container-content">
          <SectionHeading id="posts-heading" eyebrow="From the blog" title="Field notes from our agronomists" lead="Practical guides on irrigation, soil testing, satellite maps, insurance claims and the sea." />
          <PostGrid posts={latestPosts} headingLevel="h3" />
          <PageLink href={routes.blog.path} className="btn-outline mt-8">
            Read all posts
            <ArrowRight aria-hidden="true" className="size-4" />
          </PageLink>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="section bg-white">
        <div className="container-content">
          <div className="flex flex-col gap-6 rounded-3xl bg-leaf-700 p-8 text-white sm:p-12 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id="cta-heading" className="text-3xl font-extrabold text-white sm:text-4xl">
                Talk to an agronomist today
              </h2>
              <p className="mt-3 text-lg text-white/95">Tell us your crop, district and what worries you this season. The call is free.</p>
            </div>
            <div className="flex flex-wrap gap-3">
              <a href={`tel:${site.tollFreePhone.tel}`} className="btn-accent">
                Call {site.tollFreePhone.display}
              </a>
              <a href={whatsappUrl('Hello HaritSat, I would like advice for my farm.')} target="_blank" rel="noopener noreferrer" className="btn-outline-light">
                WhatsApp us<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
