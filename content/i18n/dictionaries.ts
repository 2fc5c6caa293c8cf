import type { Lang } from '@/lib/i18n';
import type { Words } from './en';
import { en } from './en';
import { hi } from './hi';
import { mr } from './mr';

/**
 * Every language's interface words, by its code in content/languages.ts. A language of the list without
 * its dictionary here is a type error; content/i18n/dictionaries.test.ts holds each to English key for key.
 */
export const dictionaries: Record<Lang, Words> = { en, hi, mr };
