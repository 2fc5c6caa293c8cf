import { getPosts } from '@/lib/content';
import { blogPagePath, dedicatedSlugs } from '@/lib/routes';
import { pagedListRoute } from '@/components/page/list-route';

/** The blog (pages/blog): 9 posts a page, each page a static page (/blog/, /blog/page/2/, ...). */
export const dynamicParams = false;

const route = pagedListRoute({ slug: dedicatedSlugs.blog, pathFor: blogPagePath, countItems: async () => (await getPosts()).length });
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
