import { contentRoute } from '@/components/page/content-route';

/** Every Hindi page document (`<slug>.hi`) without a route folder of its own, at /hi/<slug>/. */
export const dynamicParams = false;

const route = contentRoute('hi');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
