import type { ReactNode } from 'react';
import { PageLink } from '@/components/ui/page-link';
import { Mail, MapPin, Phone, ShieldCheck } from 'lucide-react';
import { Banner } from '@/components/sections/banner';
import { JsonLd } from '@/components/seo/json-ld';
import { headquarters, site, type Office } from '@/content/site';
import { routes } from '@/lib/routes';
import { policyJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';

const title = 'Privacy Policy';
const description = `How ${site.brand} collects, uses, keeps and protects your personal data under India's DPDP Act, 2023 and DPDP Rules, 2025, and how to use your rights.`;

export const metadata = pageMetadata({ title, description, path: routes.policy.path });

const effectiveDate = { iso: '2026-11-01', display: '1 November 2026' };

/** The Data Fiduciary's registered office: the postal address for notices and grievances. */
const registeredOffice: Office = site.offices.find((office) => office.kind === 'Registered Office') ?? headquarters;
const registeredAddress = `${registeredOffice.name}, ${registeredOffice.streetAddress}, ${registeredOffice.locality}, ${registeredOffice.region} ${registeredOffice.postalCode}, ${registeredOffice.country}`;

const grievanceEmail = site.grievanceOfficer.email;
const grievanceMailto = `mailto:${grievanceEmail}?subject=${encodeURIComponent('Personal data request')}`;

/** The short version, shown above the contents. */
const summary: string[] = [
  'We collect only what you type into our forms, what our devices need to work, and limited technical data.',
  'We use it for the purpose you gave it for. We never sell it.',
  'The advertising pixel loads only if you accept advertising cookies.',
  'Our main systems store your data in India.',
  `You can see, correct or erase your data, or withdraw consent, by writing to ${grievanceEmail}. We reply within 30 days.`,
];

/** Every source of personal data: which form or service, and exactly what it collects. */
const collectionSources: { heading: string; intro: string; items: string[] }[] = [
  {
    heading: 'Brochure request form',
    intro: 'When you ask for a product brochure, we collect:',
    items: ['your full name', 'your email address', 'your phone number', 'your sector (for example farmer, FPO, agri-business, fisheries, research or government)'],
  },
  {
    heading: 'Contact form',
    intro: 'When you write to us through the contact form, we collect:',
    items: ['your name', 'your email address', 'your phone number', 'your message and anything you choose to include in it'],
  },
  {
    heading: 'Feedback form',
    intro: 'When you send feedback about the website, we collect:',
    items: ['your rating and your message', 'your name and email address, only if you choose to give them so that we can reply', 'the address of the page you sent the feedback from, added automatically'],
  },
  {
    heading: 'Order enquiries',
    intro: 'When you ask about buying a device on the Buy Product page, we collect:',
    items: ['your name, phone number and email address', 'the product and quantity you are asking about', 'the delivery location you give us'],
  },
  {
    heading: 'eCrop device and farm data (customers only)',
    intro: 'If you use an eCrop device or one of our monitoring services, we also process:',
    items: [
      'the account holder’s name and phone number, and the device ID',
      'the location of the field where the device is installed and, if you ask us to map it, the farm boundary',
      'the device’s sensor readings with their time stamps: soil moisture, temperature, humidity, soil nutrients, light intensity and rainfall',
      'the crop and sowing details you give us so that we can advise you',
    ],
  },
  {
    heading: 'Technical data',
    intro: 'When you visit the website:',
    items: [
      'your browser sends web-vitals performance measurements (how quickly a page loads and responds). These carry no cookie, account or other identifier.',
      'our servers record standard logs: your IP address, the date and time, the page requested and your browser type. We use them only for security.',
    ],
  },
];

/** Why we process personal data and on what legal basis. */
const purposes: { purpose: string; basis: string }[] = [
  { purpose: 'Send the brochure you asked for and follow up with you about that product, and only that product.', basis: 'Your consent, given on the form.' },
  { purpose: 'Answer your messages and order enquiries, including quotes, delivery and installation.', basis: 'Your consent, given on the form.' },
  { purpose: 'Run the eCrop service: show your readings, send irrigation and crop alerts, and give advice.', basis: 'Your consent, given when you sign up for the service.' },
  { purpose: 'Improve the website using your feedback and aggregated performance measurements.', basis: 'Your consent for feedback. Web-vitals measurements do not identify you.' },
  { purpose: 'Keep the website and our systems secure, and detect and investigate misuse.', basis: 'Required by the security safeguards in Section 8(5) of the Act and Rule 6 of the Rules.' },
  { purpose: 'Meet our legal obligations, such as tax records for orders and lawful requests from authorities.', basis: 'Legitimate use under Section 7 of the Act, and retention the law requires.' },
  { purpose: 'Measure whether our advertising works and show our ads to past visitors.', basis: 'Your consent, given in the cookie banner.' },
];

/** How long each kind of data is kept. */
const retention: { data: string; period: string }[] = [
  { data: 'Brochure requests, contact messages and order enquiries', period: '24 months after our last contact with you, then erased.' },
  { data: 'Feedback (rating, message, optional name and email, page address)', period: '12 months, then erased.' },
  { data: 'eCrop account, field location and sensor readings', period: 'While your service is active, and 12 months after it ends so that you can renew or download your records. Then erased.' },
  { data: 'Web-vitals performance measurements', period: '90 days, stored only as aggregated figures.' },
  { data: 'Server logs with IP addresses', period: '30 days in our monitoring systems. A restricted security copy is kept for one year, as Rule 6 requires, then erased.' },
  { data: 'Records of your consent and of your requests to us', period: 'As long as the data they relate to, plus one year, so that we can show we acted on them.' },
  { data: 'Invoices and order records for completed purchases', period: 'As long as tax and company law require.' },
  { data: 'Your cookie choice', period: '12 months, after which we ask again.' },
];

/** Your rights under the DPDP Act, with the section that grants each. */
const rights: { name: string; section: string; text: string }[] = [
  { name: 'Access information', section: 'Section 11', text: 'Ask for a summary of the personal data we hold about you, what we do with it, and who we have shared it with.' },
  { name: 'Correction and completion', section: 'Section 12', text: 'Ask us to correct inaccurate data, complete what is missing, or update what has changed.' },
  { name: 'Erasure', section: 'Section 12', text: 'Ask us to erase your data. We will, unless we still need it for the purpose you gave it for or a law requires us to keep it.' },
  { name: 'Withdraw consent', section: 'Section 6', text: 'Withdraw consent at any time, as easily as you gave it. Processing before the withdrawal stays lawful.' },
  { name: 'Grievance redressal', section: 'Section 13', text: 'Complain to us about anything we do with your data and receive a reasoned answer.' },
  { name: 'Nominate another person', section: 'Section 14', text: 'Name someone who can use these rights for you if you die or are unable to act.' },
];

type PolicySection = { id: string; title: string; body: ReactNode };

const sections: PolicySection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          This policy explains how {site.legalName} (“{site.brand}”, “we”, “us”) handles personal data when you use this website, contact us, or use our devices and services.
        </p>
        <p>
          Under the Digital Personal Data Protection Act, 2023 (“the Act”) and the Digital Personal Data Protection Rules, 2025 (“the Rules”), the <strong>Data Fiduciary</strong>{' '}
          for your personal data is {site.parentCompany}, which runs the {site.brand} brand. The Data Fiduciary decides why and how your data is processed and is responsible for it.
        </p>
        <p>Our registered office is at {registeredAddress}.</p>
        <p>
          In this policy, “you” means the <strong>Data Principal</strong>: the person the data is about. A <strong>Data Processor</strong> is a company that handles data for us, on our
          instructions.
        </p>
      </>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'Personal data we collect',
    body: (
      <>
        <p>
          We collect only what you give us, what our devices need to work, and limited technical data. We do not ask for Aadhaar numbers, bank details, caste or religion on this
          website.
        </p>
        {collectionSources.map((source) => (
          <div key={source.heading}>
            <h3>{source.heading}</h3>
            <p>{source.intro}</p>
            <ul>
              {source.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
        <h3>Cookies and the advertising pixel</h3>
        <p>
          We use one strictly necessary cookie to remember your cookie choice. The advertising pixel loads only after you consent. The next section explains both.
        </p>
      </>
    ),
  },
  {
    id: 'purposes',
    title: 'Why we use your data and our legal basis',
    body: (
      <>
        <p>We use each piece of data only for the purpose we told you about when we collected it:</p>
        <ul>
          {purposes.map((item) => (
            <li key={item.purpose}>
              {item.purpose} <span className="text-muted">Basis: {item.basis}</span>
            </li>
          ))}
        </ul>
        <h3>Consent</h3>
        <p>
          Each form tells you what we will do with your data before you submit it. That is our notice under Section 5 of the Act and Rule 3 of the Rules. You can ask for it in
          English or in any language listed in the Eighth Schedule to the Constitution.
        </p>
        <p>
          You can withdraw consent at any time, as easily as you gave it. Use the unsubscribe link in any email from us, or write to{' '}
          <a href={grievanceMailto}>{grievanceEmail}</a>. When Consent Managers registered with the Data Protection Board of India become available, you can also give, manage
          or withdraw consent through one of them. Once you withdraw, we stop processing and erase the data, unless a law requires us to keep it.
        </p>
        <h3>Legitimate uses</h3>
        <p>
          Section 7 of the Act allows some processing without separate consent. We rely on it only when you give us data for a specific purpose and do not say you object (for
          example, details in an order enquiry used to prepare your quote), and to comply with a law, a court order or a lawful request.
        </p>
        <h3>What we never do</h3>
        <ul>
          <li>We do not sell, rent or trade personal data.</li>
          <li>We do not share your field location or sensor data with banks, insurers or buyers unless you ask us to.</li>
          <li>We do not use your data for a new purpose without asking you first.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and the advertising pixel',
    body: (
      <>
        <p>When you first visit, a banner asks whether you accept advertising cookies. Until you accept, no advertising cookie is set and the pixel is not loaded.</p>
        <ul>
          <li>
            <strong>Strictly necessary cookie:</strong> remembers whether you accepted or declined, so the banner does not ask on every page. It holds no other information.
          </li>
          <li>
            <strong>Performance measurements:</strong> web-vitals data is sent without cookies or identifiers and does not need your consent.
          </li>
          <li>
            <strong>Advertising pixel:</strong> a small script from an advertising platform that tells us whether our ads lead to brochure requests, and lets the platform show our
            ads to past visitors. It is not loaded at all unless you select “Accept”. The platform handles what it collects under its own privacy policy.
          </li>
        </ul>
        <p>
          You can change your choice at any time from the cookie settings link at the bottom of every page, or by clearing this site’s cookies in your browser. If you withdraw
          consent, the pixel stops loading from your next page view.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep your data',
    body: (
      <>
        <p>We keep personal data only as long as its purpose needs, and then erase it:</p>
        <div className="mb-4 overflow-x-auto rounded-xl border border-forest-900/15">
          <table className="w-full min-w-[20rem] border-collapse text-left text-base">
            <caption className="sr-only">Retention period for each kind of personal data</caption>
            <thead className="bg-forest-50">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold text-forest-900">
                  Data
                </th>
                <th scope="col" className="px-4 py-3 font-semibold text-forest-900">
                  How long we keep it
                </th>
              </tr>
            </thead>
            <tbody>
              {retention.map((row) => (
                <tr key={row.data} className="border-t border-forest-900/10 align-top">
                  <th scope="row" className="px-4 py-3 font-medium">
                    {row.data}
                  </th>
                  <td className="px-4 py-3">{row.period}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          We erase data earlier if you ask us to or withdraw consent, unless a law requires us to keep it. Where the Rules require it, a restricted record of the processing is
          kept for one year from the date of processing, used for nothing else, and then deleted.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share your data with',
    body: (
      <>
        <p>We share personal data only with the following, and only as much as each needs:</p>
        <ul>
          <li>
            <strong>Cloud hosting:</strong> Google Cloud and Firebase host this website and store form submissions and eCrop data in their India region.
          </li>
          <li>
            <strong>Email delivery:</strong> a service that sends brochures, replies and service alerts on our behalf.
          </li>
          <li>
            <strong>The advertising platform:</strong> only if you accept advertising cookies, as explained above.
          </li>
          <li>
            <strong>People you ask us to involve:</strong> for example a bank, insurer, FPO or buyer you want to receive your farm report, and only with your consent for that
            disclosure.
          </li>
          <li>
            <strong>Authorities:</strong> only when a law or a court order requires it. We check the legal basis of each request and disclose no more than it requires.
          </li>
        </ul>
        <p>
          Our Data Processors act only on our written instructions, under contracts that require them to keep the data secure and to delete it when the work is done. We remain
          responsible for what they do with your data.
        </p>
      </>
    ),
  },
  {
    id: 'transfers',
    title: 'Transfers outside India',
    body: (
      <>
        <p>
          We store form submissions and eCrop data in India. Some providers, such as the email delivery service and the advertising platform (if you opt in), may process data on
          servers outside India.
        </p>
        <p>
          Section 16 of the Act allows such transfers except to countries the Central Government restricts by notification. We do not transfer personal data to any restricted
          country, and we follow any conditions the Government sets under the Rules.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect your data',
    body: (
      <>
        <p>We take the reasonable security safeguards required by Section 8(5) of the Act and Rule 6 of the Rules, including:</p>
        <ul>
          <li>encryption of data in transit (HTTPS) and at rest, including eCrop readings sent from the field</li>
          <li>access limited to staff who need it for their work, with two-factor sign-in</li>
          <li>logs of who accesses personal data, monitored and reviewed to detect misuse</li>
          <li>backups that let us restore data if it is lost or damaged</li>
          <li>security clauses in every contract with a Data Processor</li>
          <li>confidentiality undertakings and regular privacy training for our staff</li>
        </ul>
        <h3>If a breach happens</h3>
        <p>
          If a personal data breach affects you, we will tell you without delay: what happened, the likely consequences, what we are doing about it, what you can do to protect
          yourself, and whom to contact. We will also report it to the Data Protection Board of India, with a detailed report within 72 hours, as the Rules require.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the Act, you have the right to:</p>
        <ul>
          {rights.map((right) => (
            <li key={right.name}>
              <strong>{right.name}</strong> ({right.section}): {right.text}
            </li>
          ))}
        </ul>
        <p>
          The Act also sets duties for Data Principals under Section 15: give accurate information, do not impersonate anyone, and do not file false or frivolous complaints.
        </p>
      </>
    ),
  },
  {
    id: 'exercise-rights',
    title: 'How to exercise your rights',
    body: (
      <>
        <p>
          Email <a href={grievanceMailto}>{grievanceEmail}</a>, call <a href={`tel:${site.assistancePhone.tel}`}>{site.assistancePhone.display}</a>, or write to our registered
          office. Please tell us:
        </p>
        <ul>
          <li>which right you want to use</li>
          <li>the name and the phone number or email address you used with us, so that we can find your records</li>
          <li>your eCrop device ID, if your request is about farm data</li>
          <li>to nominate someone, their name and how to contact them</li>
        </ul>
        <p>
          We may ask you to confirm your identity before we act, using only the details we already hold. We respond within 30 days. Using your rights is free of charge.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children’s data',
    body: (
      <>
        <p>
          Our website and services are meant for adults. We do not knowingly collect personal data of children under 18, who are children under the Act.
        </p>
        <p>
          If we ever need to process a child’s data, we will first obtain verifiable consent from a parent or lawful guardian, as Section 9 of the Act and the Rules require. The
          same applies to a person with a disability who has a lawful guardian. We never track, monitor the behaviour of, or target advertising at children.
        </p>
        <p>
          If you believe a child has sent us personal data, write to <a href={grievanceMailto}>{grievanceEmail}</a> and we will erase it.
        </p>
      </>
    ),
  },
  {
    id: 'grievance-officer',
    title: 'Grievance Officer and complaints',
    body: (
      <>
        <p>
          Our {site.grievanceOfficer.title} answers questions about how we process personal data and handles complaints and rights requests.
        </p>
        <div className="mb-6 rounded-2xl border border-forest-900/15 bg-white p-6">
          <p className="mb-3 flex items-center gap-2 text-lg font-bold text-forest-900">
            <ShieldCheck aria-hidden="true" className="size-5 text-leaf-700" />
            {site.grievanceOfficer.title}, {site.parentCompany}
          </p>
          <div className="space-y-3">
            <div className="flex items-start gap-3">
              <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-leaf-700" />
              <span>
                <span className="sr-only">Email: </span>
                <a href={grievanceMailto}>{grievanceEmail}</a>
              </span>
            </div>
            <div className="flex items-start gap-3">
              <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-leaf-700" />
              <span>
                <span className="sr-only">Phone: </span>
                <a href={`tel:${site.assistancePhone.tel}`}>{site.assistancePhone.display}</a>
              </span>
            </div>
            <div className="flex items-start gap-3">
              <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-leaf-700" />
              <address className="not-italic">
                <span className="sr-only">Postal address: </span>
                {site.grievanceOfficer.title}, {registeredAddress}
              </address>
            </div>
          </div>
        </div>
        <p>
          If you are not satisfied with our answer, or we do not reply within 30 days, you can complain to the <strong>Data Protection Board of India</strong>. The Act asks you
          to contact us first, so that we have the chance to put things right. The Board works as a digital office and accepts complaints online.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <>
        <p>
          We update this policy when our services, our providers or the law change. The effective date at the top always shows the current version.
        </p>
        <p>
          If a change affects how we use data you have already given us, we will tell you by email or SMS before it takes effect. If it adds a new purpose, we will ask for your
          consent again. Earlier versions are available on request.
        </p>
        <p>
          For general questions, you can also <PageLink href={routes.contact.path}>contact us</PageLink>.
        </p>
      </>
    ),
  },
];

export default function PolicyPage() {
  return (
    <>
      <JsonLd data={policyJsonLd({ name: title, description, path: routes.policy.path })} />
      <Banner
        image="/assets/art/banner-policy.svg"
        eyebrow="Your data, your rights"
        heading={title}
        subheading="How we collect, use, keep and protect your personal data, and how to use your rights under India’s Digital Personal Data Protection Act, 2023."
      />

      <div className="section">
        <div className="container-content">
          <div className="max-w-3xl">
            <p className="text-muted">
              Effective date: <time dateTime={effectiveDate.iso}>{effectiveDate.display}</time>
            </p>

            <section aria-labelledby="policy-summary-heading" className="mt-6 rounded-2xl border border-forest-900/10 bg-forest-50 p-6">
              <h2 id="policy-summary-heading" className="text-xl font-bold">
                In short
              </h2>
              <ul className="mt-3 list-disc space-y-1.5 pl-6 leading-relaxed">
                {summary.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>

            <nav aria-labelledby="policy-contents-heading" className="mt-8 rounded-2xl bg-white p-6 shadow-card">
              <h2 id="policy-contents-heading" className="text-xl font-bold">
                Contents
              </h2>
              <ol className="mt-3 list-decimal space-y-1 pl-6">
                {sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`} className="inline-flex min-h-9 items-center font-medium text-leaf-700 underline">
                      {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>

            <article className="prose-body mt-4">
              {sections.map((section, index) => (
                <section key={section.id} aria-labelledby={section.id}>
                  <h2 id={section.id}>
                    {index + 1}. {section.title}
                  </h2>
                  {section.body}
                </section>
              ))}
            </article>
          </div>
        </div>
      </div>
    </>
  );
}
