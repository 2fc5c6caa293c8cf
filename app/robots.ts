import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/env';
import { API_PREFIX } from '@/lib/leads/api';
import { DESK_PATH } from '@/lib/routes';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [`${API_PREFIX}/`, `${DESK_PATH}/`] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
