import { getMoreReads } from '@/lib/content';
import { dedicatedSlugs, moreReadsPagePath } from '@/lib/routes';
import { pagedListRoute } from '@/components/page/list-route';

/** More Reads (pages/more-reads): 9 newsletter articles a page, each page a static page (/more-reads/, /more-reads/page/2/, ...). */
export const dynamicParams = false;

const route = pagedListRoute({ slug: dedicatedSlugs.moreReads, pathFor: moreReadsPagePath, countItems: async () => (await getMoreReads()).length });
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
