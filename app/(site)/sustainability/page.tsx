import { PageLink } from '@/components/ui/page-link';
import type { LucideIcon } from 'lucide-react';
import { ArrowRight, Droplets, Flame, FlaskConical, Leaf, MonitorSmartphone, PhoneCall, Recycle, Sprout, Sun, Toilet, Wind, Wrench } from 'lucide-react';
import { Banner } from '@/components/sections/banner';
import { SectionHeading } from '@/components/sections/section-heading';
import { JsonLd } from '@/components/seo/json-ld';
import { aiProductLabel, site } from '@/content/site';
import { routes, type SiteRoute } from '@/lib/routes';
import { sustainabilityJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';

const title = 'Sustainability';
const description = 'How HaritSat measures soil carbon, water and air from space and the field, and helps farms save water, restore soil and cut waste, aligned with the UN SDGs.';

export const metadata = pageMetadata({ title, description, path: routes.sustainability.path });

/** Natural capital we measure from satellites: the starting point of our approach. */
const measures: { icon: LucideIcon; heading: string; text: string }[] = [
  {
    icon: Sprout,
    heading: 'Soil organic carbon',
    text: 'Satellite spectra, calibrated with soil samples, map how much organic carbon a field’s topsoil holds. Tracked season after season, the map shows whether a practice is building soil or mining it.',
  },
  {
    icon: Droplets,
    heading: 'Water stress',
    text: 'Thermal and short-wave infrared bands reveal crops that are short of water before leaves wilt, so irrigation can go where it is needed rather than everywhere at once.',
  },
  {
    icon: Sun,
    heading: 'Evapotranspiration',
    text: 'We estimate how much water each field actually loses to the air through soil evaporation and plant transpiration. It is the most honest measure of a crop’s real water demand.',
  },
];

type FocusArea = {
  icon: LucideIcon;
  heading: string;
  text: string;
  practices: string[];
  links: { route: SiteRoute; text: string }[];
};

/** The areas where our products change how land, water and air are used. */
const focusAreas: FocusArea[] = [
  {
    icon: Droplets,
    heading: 'Water: irrigate by the soil, not by the calendar',
    text: 'Most over-irrigation happens because farmers cannot see the root zone. eCrop reads soil moisture at root depth and combines it with the satellite evapotranspiration estimate and the local rain forecast to tell the farmer when to irrigate and when to wait. One device covers 10 acres.',
    practices: [
      'Irrigation alerts only when root-zone moisture falls below the crop’s need',
      'Skip-irrigation advice when rain is forecast',
      'For coffee growers, eCrop for Coffee has cut water use by 40% and crop loss by 35%',
    ],
    links: [
      { route: routes.ecrop, text: 'How eCrop schedules irrigation' },
      { route: routes.ecropForCoffee, text: 'eCrop for coffee growers' },
    ],
  },
  {
    icon: FlaskConical,
    heading: 'Soil health: test before you fertilise',
    text: 'A lab soil test takes 15 days and costs Rs 750, so many farmers skip it and apply fertiliser by habit. Biosense tests nitrogen, phosphorus, potassium, pH, organic carbon and EC on the farm in 5 minutes for Rs 250, so every field can be tested before every season.',
    practices: [
      'Fertiliser advice matched to what the soil actually lacks',
      'Results read alongside the government Soil Health Card, not instead of it',
      'Less surplus nitrogen left to wash into wells and streams',
    ],
    links: [{ route: routes.biosense, text: 'How Biosense tests soil' }],
  },
  {
    icon: Toilet,
    heading: 'Sanitation and circular nutrients',
    text: 'Ecoloo is a waterless toilet that works without a sewer connection. It saves the water a flush toilet uses every day and turns urine, which is rich in nitrogen, phosphorus and potassium, into a liquid fertiliser for fields and gardens.',
    practices: [
      'No flush water and no sewer line, suited to farms, schools and water-scarce villages',
      'Nutrients returned to the soil instead of lost to drains',
      'Waste kept out of open drains and groundwater',
    ],
    links: [{ route: routes.ecoloo, text: 'How Ecoloo works' }],
  },
  {
    icon: Wind,
    heading: 'Clean air: see the haze, act on its cause',
    text: 'When crop residue is burned after harvest, the smoke settles over villages and cities for weeks. SkyWatch measures the air people breathe locally, and our satellite layers show where fires are burning, so panchayats, schools and farmers can see the link and plan for it.',
    practices: [
      'Local air-quality readings and haze alerts for villages, farms and campuses',
      'Residue-management advice that gives farmers alternatives to burning',
      'Evidence for district teams planning awareness drives in the burning season',
    ],
    links: [{ route: routes.skywatch, text: 'How SkyWatch monitors air' }],
  },
  {
    icon: Leaf,
    heading: 'Regenerative agriculture and carbon',
    text: 'Cover crops, reduced tillage, residue retention and diverse rotations rebuild soil. We help farmers and their buyers plan the change, then measure it: satellite soil organic carbon maps and Biosense tests record the baseline and each season’s change, field by field.',
    practices: [
      'A measured baseline before any practice change',
      'Carbon claims made only on measured, verified change in the soil',
      'Records that farmers can share with buyers and carbon programmes',
    ],
    links: [{ route: routes.regenerativeAgriculture, text: 'Our regenerative agriculture service' }],
  },
  {
    icon: Flame,
    heading: 'Biodiversity and wildfire',
    text: 'Forests, plantations and the trees on farms shelter the pollinators and predators that crops depend on. Our wildfire service watches vegetation dryness and active fire signals near forest edges and plantations, and tree-count and land-use layers track tree cover over time.',
    practices: [
      'Early fire-risk alerts for forest departments, plantations and nearby villages',
      'Tree-cover tracking for agroforestry and shade-grown coffee',
      'Land-use change maps that show where habitat is being lost',
    ],
    links: [{ route: routes.wildfireSolution, text: 'Our wildfire solution' }],
  },
];

/** Our products against the UN Sustainable Development Goals they serve. */
const sdgs: { number: number; name: string; text: string }[] = [
  {
    number: 2,
    name: 'Zero Hunger',
    text: `Crop monitoring, crop advisory and ${aiProductLabel} help smallholders protect their yields, while satellite yield and area estimates support insurers, lenders and food-security planners.`,
  },
  {
    number: 6,
    name: 'Clean Water and Sanitation',
    text: 'eCrop irrigation scheduling leaves more water in wells and canals, and Ecoloo offers safe sanitation with no flush water and no sewer.',
  },
  {
    number: 12,
    name: 'Responsible Consumption and Production',
    text: 'Biosense matches fertiliser to the soil’s real need, product traceability links produce to the field it came from, and Ecoloo turns a waste stream into fertiliser.',
  },
  {
    number: 13,
    name: 'Climate Action',
    text: 'Soil organic carbon mapping, regenerative agriculture and early warnings for water stress and heat help farms store carbon and adapt to a changing monsoon.',
  },
  {
    number: 14,
    name: 'Life Below Water',
    text: 'Fish monitoring uses AIS, VMS and satellite imagery to help fisheries departments and cooperatives spot fishing in closed seasons and protected zones.',
  },
  {
    number: 15,
    name: 'Life on Land',
    text: 'Wildfire alerts, tree-count and land-use layers help protect forests and farm trees, and show where degraded land is recovering.',
  },
];

/** Commitments for our own operations, phrased as practices. */
const operations: { icon: LucideIcon; heading: string; text: string }[] = [
  {
    icon: Wrench,
    heading: 'Devices designed for repair',
    text: 'eCrop, SkyWatch and Biosense are built with screwed rather than glued housings, replaceable sensors and batteries, and spare parts we keep in stock, so a fault means a repair and not a new device.',
  },
  {
    icon: Sun,
    heading: 'Solar-powered eCrop',
    text: 'Every eCrop runs on its own solar panel and battery. It needs no grid connection and no diesel generator, even in the most remote field.',
  },
  {
    icon: Recycle,
    heading: 'E-waste take-back',
    text: 'When a device reaches the end of its life, we take it back. Working parts are reused as spares and the rest goes to an authorised e-waste recycler, as the E-Waste (Management) Rules require.',
  },
  {
    icon: MonitorSmartphone,
    heading: 'Remote advice instead of travel',
    text: 'Satellite passes, sensor readings and photos sent on WhatsApp let our agronomists answer most questions without a trip. Field visits are kept for when a problem needs hands and eyes, and planned village by village.',
  },
];

export default function SustainabilityPage() {
  const { tollFreePhone, external } = site;

  return (
    <>
      <JsonLd data={sustainabilityJsonLd({ name: title, description, path: routes.sustainability.path })} />
      <Banner
        image="/assets/art/banner-sustainability.svg"
        eyebrow="Sustainability"
        heading="Measure the land, then farm it better"
        subheading="We help farms use less water, feed the soil what it lacks and keep carbon in the ground, and we measure every step from space and in the field."
      >
        <PageLink href={routes.contact.path} className="btn-accent">
          Talk to our team
        </PageLink>
        <a href="#sdg-heading" className="btn-outline-light">
          See our SDG alignment
        </a>
      </Banner>

      <section aria-labelledby="approach-heading" className="section">
        <div className="container-content">
          <SectionHeading
            id="approach-heading"
            eyebrow="Our approach"
            title="Start by measuring natural capital"
            lead="You cannot restore what you cannot see. Before we advise a change, we measure the soil, water and vegetation a farm depends on, using the same satellite layers every season so the change is comparable."
          />
          <ul className="grid gap-6 md:grid-cols-3">
            {measures.map(({ icon: Icon, heading, text }) => (
              <li key={heading} className="card">
                <span className="flex size-12 items-center justify-center rounded-full bg-sky-100 text-sky-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-xl font-bold">{heading}</h3>
                <p className="mt-2 leading-relaxed text-muted">{text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-8 max-w-3xl leading-relaxed text-muted">
            The same measurements, added up across villages, feed district-level natural-capital accounts. See{' '}
            <a href={external.greenGdp.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-leaf-700 underline">
              {external.greenGdp.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            , {external.greenGdp.description.charAt(0).toLowerCase() + external.greenGdp.description.slice(1)}.
          </p>
        </div>
      </section>

      <section aria-labelledby="focus-heading" className="section bg-white">
        <div className="container-content">
          <SectionHeading
            id="focus-heading"
            eyebrow="Where we act"
            title="Practical changes on farms and in villages"
            lead="Each of our products targets a specific waste or risk. Here is what they change on the ground."
          />
          <ul className="grid gap-6 lg:grid-cols-2">
            {focusAreas.map(({ icon: Icon, heading, text, practices, links }) => (
              <li key={heading} className="flex flex-col rounded-2xl border border-forest-900/10 bg-paper p-6 sm:p-8">
                <div className="flex items-start gap-4">
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-leaf-100 text-leaf-700">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="text-xl font-bold">{heading}</h3>
                </div>
                <p className="mt-4 leading-relaxed">{text}</p>
                <ul className="mt-4 flex-1 space-y-2">
                  {practices.map((practice) => (
                    <li key={practice} className="flex gap-2 text-muted">
                      <Leaf aria-hidden="true" className="mt-1 size-4 shrink-0 text-leaf-700" />
                      <span>{practice}</span>
                    </li>
                  ))}
                </ul>
                <ul className="mt-5 flex flex-wrap gap-x-6">
                  {links.map((link) => (
                    <li key={link.route.path}>
                      <PageLink href={link.route.path} className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-leaf-700 underline-offset-4 hover:underline">
                        {link.text}
                        <ArrowRight aria-hidden="true" className="size-4" />
                      </PageLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="sdg-heading" className="section bg-forest-900 text-white">
        <div className="container-content">
          <div className="mb-10 max-w-3xl">
            <p className="mb-2 text-sm font-semibold tracking-wide text-gold-400 uppercase">Global goals</p>
            <h2 id="sdg-heading" className="text-3xl font-extrabold text-white sm:text-4xl">
              Aligned with the UN Sustainable Development Goals
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-white/90">
              Our work contributes most directly to six of the seventeen goals the United Nations set for 2030. This is how each product connects to them.
            </p>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {sdgs.map((goal) => (
              <li key={goal.number} className="rounded-2xl bg-forest-800 p-6">
                <p className="text-sm font-semibold tracking-wide text-gold-400 uppercase">Goal {goal.number}</p>
                <h3 className="mt-1 text-xl font-bold text-white">
                  <span className="sr-only">SDG {goal.number}: </span>
                  {goal.name}
                </h3>
                <p className="mt-2 leading-relaxed text-white/90">{goal.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-8">
            <a href={external.sdg.url} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center font-semibold text-gold-400 underline">
              Read about the Sustainable Development Goals on the UN website
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </div>
      </section>

      <section aria-labelledby="operations-heading" className="section">
        <div className="container-content">
          <SectionHeading
            id="operations-heading"
            eyebrow="Our own operations"
            title="Practising what we advise"
            lead="We hold our own hardware and field work to the same standard we ask of the farms we serve."
          />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {operations.map(({ icon: Icon, heading, text }) => (
              <li key={heading} className="card">
                <Icon aria-hidden="true" className="size-8 text-leaf-700" />
                <h3 className="mt-3 text-lg font-bold">{heading}</h3>
                <p className="mt-2 leading-relaxed text-muted">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="sustainability-cta-heading" className="section bg-white">
        <div className="container-content flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="sustainability-cta-heading" className="text-3xl font-extrabold sm:text-4xl">
              Make your farm or programme measurable
            </h2>
            <p className="mt-4 text-lg leading-relaxed">
              Whether you run a farmer producer organisation, a sourcing programme or a district mission, we can set a baseline for soil, water and tree cover and track it season by
              season.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <PageLink href={routes.contact.path} className="btn-primary">
              Contact us
              <ArrowRight aria-hidden="true" className="size-4" />
            </PageLink>
            <a href={`tel:${tollFreePhone.tel}`} className="btn-outline">
              <PhoneCall aria-hidden="true" className="size-4" />
              Call toll-free {tollFreePhone.display}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
