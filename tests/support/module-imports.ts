import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The static value imports of the repository's own modules, read as text: what a bundler puts in the same
 * chunk as a module. `import type` and dynamic `import()` are left out: neither adds code to the chunk.
 */
export const repositoryRoot = path.resolve(__dirname, '..', '..');

export interface ValueImport {
  specifier: string;
  /** The repository file it names, or null for a package. */
  file: string | null;
}

/** The file a module specifier names, or null for a package. */
export function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(repositoryRoot, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  throw new Error(`Cannot resolve ${specifier} from ${from}`);
}

export const valueImportsOf = (file: string): ValueImport[] =>
  [...readFileSync(file, 'utf8').matchAll(/^(?:import\s+(?!type\b)|export\s+[*{])[^;]*?from\s+'([^']+)'/gms)].map((match) => ({
    specifier: match[1]!,
    file: resolveImport(file, match[1]!),
  }));
