import { dictionaryFor } from '@/content/i18n';
import type { FormWords } from '@/components/forms/form-words';
import type { Lang } from '@/lib/i18n';
import { localePath, paths } from '@/lib/routes';

/** What the server hands a form island on a page in `lang`, for rendering islands alone in unit tests. */
export function formWordsFor(lang: Lang = 'en'): FormWords {
  const { forms, errors } = dictionaryFor(lang);
  return { forms, errors, policyHref: localePath(paths.policy, lang) };
}

/** The carousel controls' words in `lang`, as the carousel section passes them. */
export function carouselWordsFor(lang: Lang = 'en') {
  const t = dictionaryFor(lang).sections;
  return { previous: t.previousSlide, next: t.nextSlide, goTo: t.goToSlide, slideOf: t.slideOf, pause: t.pauseSlideshow, play: t.playSlideshow };
}
