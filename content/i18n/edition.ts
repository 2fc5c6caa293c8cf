/**
 * The pages every translation (each language of content/languages.ts but English) must have: the build
 * fails, naming the page and the language, if one of them has no document in that language. Any other
 * page with a document in a language is published in it too.
 */
export const translatedEdition = [
  'home',
  'ecrop',
  'ecoloo',
  'skywatch',
  'biosense',
  'crop-monitoring',
  'fish-monitoring',
  'crop-advisory',
  'agri-insurance',
  'agri-loan',
  'krishak-bazar',
  'agristack',
  'contact',
  'feedback',
  'policy',
  'accessibility',
  'search',
  'offline',
  'not-found',
] as const;
