import type { Script } from '@/content/languages';

/** A dictionary as a tree of strings (content/i18n/<code>.ts). */
type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
}

const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => `{${match[1]}}`).sort();

const LETTERS: Record<Script, RegExp> = { latin: /^[A-Za-z\u00C0-\u024F]+$/u, devanagari: /^[\u0900-\u097F\u200C\u200D।]+$/u };

/**
 * What keeps a language's dictionary from standing in for English: a key English has and it lacks, a key
 * English lacks, a `{hole}` that differs, or words not in the language's script. Names the English string
 * writes in Latin letters (eCrop, WhatsApp, PDF), holes, figures and punctuation are no words to check.
 */
export function dictionaryProblems(words: Tree, english: Tree, script: Script): string[] {
  const theirs = new Map(leaves(words));
  const ours = new Map(leaves(english));
  const problems: string[] = [];
  for (const key of ours.keys()) if (!theirs.has(key)) problems.push(`${key}: missing`);
  for (const key of theirs.keys()) if (!ours.has(key)) problems.push(`${key}: not in English`);
  for (const [key, text] of theirs) {
    const source = ours.get(key);
    if (source === undefined) continue;
    const [want, have] = [holes(source), holes(text)];
    if (want.join() !== have.join()) problems.push(`${key}: holes ${want.join(' ') || 'none'} in English, ${have.join(' ') || 'none'} here`);
    const names = new Set(source.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []);
    const rest = text
      .replace(/\{\w+\}/g, '')
      .replace(/[A-Za-z][A-Za-z0-9]*/g, (word) => (names.has(word) ? '' : word))
      .replace(/[\s\d.,:;×·()…?!©“”‘’"'↑↓/–—-]/g, '');
    if (rest && !LETTERS[script].test(rest)) problems.push(`${key}: not written in ${script}: ${JSON.stringify(text)}`);
  }
  return problems.sort();
}
