import { fill } from '@/lib/i18n';

/**
 * Brand and contact facts: the one place a real deployment edits.
 * Everything that shows a phone, an address, a social link or the brand name reads it from here.
 */

export interface Office {
  kind: 'Corporate Office' | 'Registered Office' | 'City Office';
  name: string;
  streetAddress: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
  phone?: string;
}

export interface SocialProfile {
  network: 'Facebook' | 'Instagram' | 'LinkedIn' | 'X' | 'YouTube' | 'Threads' | 'WhatsApp';
  url: string;
}

interface Partner {
  name: string;
  logo: string;
  /** What the partner does with us, shown as the logo's caption for screen readers. */
  role: string;
}

interface Country {
  name: string;
  /** ISO 3166-1 alpha-2, lower case: the flag file under /assets/flags. */
  code: string;
}

interface ExternalLink {
  label: string;
  url: string;
  description: string;
}

/** A phone number kept once: `display` for people, `tel` for the tel: link (E.164). */
interface Phone {
  display: string;
  tel: string;
}

/** The corporate office: its address is the one in the Organization structured data (Navi Mumbai, 400710). */
const corporateOffice: Office = {
  kind: 'Corporate Office',
  name: 'HaritSat Corporate Office',
  streetAddress: '4th Floor, Orbit Tech Park, Plot 7, TTC Industrial Area, Mahape',
  locality: 'Navi Mumbai',
  region: 'Maharashtra',
  postalCode: '400710',
  country: 'India',
  phone: '+91 22 4890 1200',
};

export const site = {
  brand: 'HaritSat',
  /** The public origin, unless SITE_URL says otherwise (lib/env.ts). */
  url: 'https://www.haritsat.in',
  parentCompany: 'Vasundhara Geospatial Pvt. Ltd.',
  legalName: 'HaritSat, a unit of Vasundhara Geospatial Pvt. Ltd.',
  tagline: 'Satellite and field intelligence for Indian farms and fisheries',
  description:
    'HaritSat turns satellite imagery, field sensors and agronomy into timely advice for Indian farmers, fishers and agri-businesses: crop and fisheries monitoring, the eCrop soil and weather device, Ecoloo, SkyWatch and Biosense.',
  foundingYear: 2019,
  /** The AI advisory product: gives the /{slug}-ai route and the "{name} AI" menu label. */
  aiProduct: { name: 'Kheti', slug: 'kheti' },
  email: 'hello@haritsat.in',
  supportEmail: 'support@haritsat.in',
  grievanceOfficer: { title: 'Grievance Officer', email: 'grievance@haritsat.in' },
  assistancePhone: { display: '+91 22 4890 1200', tel: '+912248901200' } satisfies Phone,
  tollFreePhone: { display: '1800 572 4100', tel: '18005724100' } satisfies Phone,
  whatsapp: { display: '+91 98200 41200', tel: '+919820041200' } satisfies Phone,
  /** When the toll-free helpline answers and in which languages: every page says it the same way. */
  helpline: { hours: 'Monday to Saturday, 9 am to 6 pm', languages: 'Hindi, Marathi, Kannada and English' },
  offices: [
    corporateOffice,
    {
      kind: 'Registered Office',
      name: 'Vasundhara Geospatial Pvt. Ltd.',
      streetAddress: 'Office 12, Sai Sankul, Fergusson College Road, Shivajinagar',
      locality: 'Pune',
      region: 'Maharashtra',
      postalCode: '411005',
      country: 'India',
    },
    {
      kind: 'City Office',
      name: 'HaritSat Bengaluru',
      streetAddress: '2nd Floor, 14 Hosur Road, Koramangala 1st Block',
      locality: 'Bengaluru',
      region: 'Karnataka',
      postalCode: '560034',
      country: 'India',
    },
  ] satisfies Office[],
  socials: [
    { network: 'Facebook', url: 'https://www.facebook.com/haritsat' },
    { network: 'Instagram', url: 'https://www.instagram.com/haritsat' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/haritsat' },
    { network: 'X', url: 'https://x.com/haritsat' },
    { network: 'YouTube', url: 'https://www.youtube.com/@haritsat' },
    { network: 'Threads', url: 'https://www.threads.net/@haritsat' },
    { network: 'WhatsApp', url: 'https://whatsapp.com/channel/haritsat' },
  ] satisfies SocialProfile[],
  partners: [
    { name: 'Deccan Farmers FPC', logo: '/assets/art/partner-deccan-fpc.svg', role: 'Farmer producer company' },
    { name: 'Konkan Fishers Co-op', logo: '/assets/art/partner-konkan-fisheries.svg', role: 'Fisheries cooperative' },
    { name: 'Malnad Coffee Growers', logo: '/assets/art/partner-malnad-coffee.svg', role: 'Coffee growers association' },
    { name: 'Sahyadri Agri Institute', logo: '/assets/art/partner-sahyadri-agri-college.svg', role: 'Agricultural research partner' },
    { name: 'GreenLedger Climate', logo: '/assets/art/partner-greenledger.svg', role: 'Carbon and sustainability partner' },
    { name: 'Bharat AgriFinance', logo: '/assets/art/partner-bharat-agrifinance.svg', role: 'Agri-lending partner' },
  ] satisfies Partner[],
  /** Where our satellite services have been delivered: the footer's flags strip (in this order). */
  countries: [
    { name: 'India', code: 'in' },
    { name: 'Brazil', code: 'br' },
    { name: 'France', code: 'fr' },
    { name: 'UAE', code: 'ae' },
    { name: 'Russia', code: 'ru' },
    { name: 'Israel', code: 'il' },
    { name: 'Indonesia', code: 'id' },
    { name: 'South Africa', code: 'za' },
    { name: 'Vietnam', code: 'vn' },
  ] satisfies Country[],
  external: {
    news: { label: 'Agri News', url: 'https://news.haritsat.in', description: 'Daily farm and market news from HaritSat' },
    greenGdp: { label: 'Green GDP', url: 'https://greengdp.haritsat.in', description: 'Natural-capital accounting for districts and states' },
    sdg: { label: 'UN SDGs', url: 'https://sdgs.un.org/goals', description: 'The United Nations Sustainable Development Goals' },
    weatherAi: { label: 'Weather AI', url: 'https://weather.haritsat.in', description: 'Ask our weather-AI assistant about rain, heat and spraying windows' },
  } satisfies Record<string, ExternalLink>,
} as const;

/** "Kheti AI": the AI product's label in menus and headings. */
export const aiProductLabel = `${site.aiProduct.name} AI`;

/** The parent company's name without its final full stop, so that a sentence can end with it. */
export const parentInSentence = site.parentCompany.replace(/\.$/, '');

/** "HaritSat, a unit of Vasundhara Geospatial Pvt. Ltd" — without the parent's final full stop, so a sentence can end it. */
export function unitOfParent(): string {
  return `${site.brand}, a unit of ${parentInSentence}`;
}

/** The copyright line in a language's words (`shell.copyright` of its dictionary): names the company as a unit of its parent. */
export function copyrightLine(year: number, template: string): string {
  return fill(template, { year, brand: site.brand, parent: parentInSentence });
}

export const headquarters: Office = corporateOffice;

export function whatsappUrl(text?: string): string {
  const number = site.whatsapp.tel.replace(/\D/g, '');
  return text ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : `https://wa.me/${number}`;
}
