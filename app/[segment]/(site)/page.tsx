import { segmentRoute } from '@/components/page/segment-route';

/** "/ecrop": an English page document without a route folder of its own; "/mr": a translation's home page. */
export const dynamicParams = false;

const route = segmentRoute();
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
