import { translatedDedicatedRoute } from '@/components/page/segment-route';
import { dedicatedSlugs } from '@/lib/routes';

/** "/mr/contact": a translation's contact page, shown without header and footer. */
export const dynamicParams = false;

const route = translatedDedicatedRoute(dedicatedSlugs.contact);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
