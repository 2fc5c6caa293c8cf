import { languages } from '@/content/languages';
import { dictionaries } from './dictionaries';
import { en } from './en';
import { dictionaryProblems } from './dictionary-check';

// Every language of the list has its dictionary, key for key with English, with the same holes, and its
// words written in its script.
it.each(languages.filter(({ code }) => code !== 'en').map((language) => [language.code, language] as const))('%s has every word of English, in its script', (_, language) => {
  expect(dictionaryProblems(dictionaries[language.code], en, language.script)).toEqual([]);
});

it('finds what a dictionary lacks, adds, or writes in the wrong script', () => {
  const english = { shell: { hello: 'Hello {name}', bye: 'Goodbye' } };
  expect(dictionaryProblems({ shell: { hello: 'नमस्ते', extra: 'x' } }, english, 'devanagari')).toEqual([
    'shell.bye: missing',
    'shell.extra: not in English',
    'shell.hello: holes {name} in English, none here',
  ]);
  expect(dictionaryProblems({ shell: { hello: 'Hallo {name}', bye: 'नमस्ते' } }, english, 'devanagari')).toEqual(['shell.hello: not written in devanagari: "Hallo {name}"']);
});
