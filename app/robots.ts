import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/env';
import { API_PREFIX } from '@/lib/leads/api';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [`${API_PREFIX}/`] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
