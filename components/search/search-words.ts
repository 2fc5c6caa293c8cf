import type { Words } from '@/content/i18n/en';

/** The words of the search button, dialog and page, in the page's language (content/i18n: search). */
export type SearchWords = Words['search'];
