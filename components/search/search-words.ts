/** The words of the search button, dialog and page: the type lives with the dictionaries that make them (content/i18n). */
export type { SearchWords } from '@/content/i18n';
