import { en } from './en';
import { hi } from './hi';

/** Every interface string has its Hindi, with the same holes, and Hindi has no string English lacks. */
type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
}

const english = new Map(leaves(en));
const hindi = new Map(leaves(hi));
const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

it('has a Hindi string for every English one, and none English lacks', () => {
  expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
});

// Links to the other language's pages (the language switcher, search in the other language) are written in
// the language they lead to, so they are the strings not in Devanagari.
const leadsToOtherLanguage = (key: string) => key.startsWith('shell.otherLanguage.') || key === 'search.otherLanguageSearch';
const translated = [...english.keys()].filter((key) => !leadsToOtherLanguage(key));

it.each([...english.keys()].filter(leadsToOtherLanguage))('%s is written in the language it leads to, with the same holes', (key) => {
  expect(holes(hindi.get(key)!)).toEqual(holes(english.get(key)!));
  expect(english.get(key)).toMatch(/[\u0900-\u097F]/u);
  expect(hindi.get(key)).not.toMatch(/[\u0900-\u097F]/u);
});

it.each(translated)('%s keeps its holes and is written in Devanagari', (key) => {
  const text = hindi.get(key)!;
  expect(holes(text)).toEqual(holes(english.get(key)!));
  // Names the English string also writes in Latin letters (eCrop, WhatsApp, PDF) stay as they are.
  const names = new Set(english.get(key)!.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []);
  // A string of only holes and symbols ('{quantity} × {price}') has nothing to translate.
  const words = text
    .replace(/\{\w+\}/g, '')
    .replace(/[A-Za-z][A-Za-z0-9]*/g, (word) => (names.has(word) ? '' : word))
    .replace(/[\s\d.,:;×·()…?©“”↑↓/-]/g, '');
  if (words) expect(words).toMatch(/^[\u0900-\u097F\u200C\u200D।?!]+$/u);
});
