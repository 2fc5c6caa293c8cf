/**
 * The rewrites of out/ that the build can leave out, so that bench:site can measure what each one earns
 * against a build without it (`npm run bench:site -- --quick --without compile-hints`; the table is in
 * docs/performance.md). BUILD_WITHOUT is for such comparisons only: a site is deployed with every rewrite.
 */
export const REWRITES = ['compile-hints', 'scripts-after-paint'] as const;
export type Rewrite = (typeof REWRITES)[number];

/** The rewrites BUILD_WITHOUT (a comma-separated list) leaves out; an unknown name is an error, not a silent full build. */
export function rewritesLeftOut(value: string | undefined = process.env.BUILD_WITHOUT): Rewrite[] {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(REWRITES as readonly string[]).includes(name)) throw new Error(`BUILD_WITHOUT: "${name}" is not a rewrite of out/ (${REWRITES.join(', ')})`);
  }
  return names as Rewrite[];
}

/** Runs `rewrite` unless BUILD_WITHOUT leaves it out, which it then says. */
export function unlessLeftOut(name: Rewrite, rewrite: () => void): void {
  if (rewritesLeftOut().includes(name)) console.log(`${name}: left out (BUILD_WITHOUT).`);
  else rewrite();
}
