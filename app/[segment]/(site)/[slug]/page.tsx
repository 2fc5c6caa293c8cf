import { translatedPageRoute } from '@/components/page/segment-route';

/** "/mr/ecrop": every page document of a translation without a route folder of its own. */
export const dynamicParams = false;

const route = translatedPageRoute();
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
