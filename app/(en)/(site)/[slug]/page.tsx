import { contentRoute } from '@/components/page/content-route';

/** Every English page document without a route folder of its own, at /<slug>/. */
export const dynamicParams = false;

const route = contentRoute('en');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
