import { pageRoute } from '@/components/page/language-routes';

/** Every English page document without a route folder of its own, at /<slug>/. */
export const dynamicParams = false;

const route = pageRoute('en');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
