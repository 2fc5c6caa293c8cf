import { ECROP_BROCHURE_PATH } from '@/lib/constants';
import { DEFAULT_LANG, type Lang } from '@/lib/i18n';

/**
 * The eCrop brochure a page in `lang` offers: a translation's copy ("ecrop-brochure.mr.pdf") opens with a
 * note in its language. A module of its own, not in lib/routes.ts: the pages' scripts share the routes
 * module, and only the server (the brochure section, the reply mail, the build) needs this.
 */
export function ecropBrochurePath(lang: Lang): string {
  return lang === DEFAULT_LANG ? ECROP_BROCHURE_PATH : ECROP_BROCHURE_PATH.replace(/\.pdf$/, `.${lang}.pdf`);
}
