/**
 * The pages the Hindi edition must have: the build fails, naming the page, if one of them has no Hindi
 * document. Any other page with a Hindi document is published in Hindi too.
 */
export const hindiEdition = [
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
