import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether out/ matches the sources: a hash over every input of `next build` (source files, config,
 * lock file and the environment variables that change the output) is written beside the export.
 */

const SOURCE_DIRS = ['app', 'components', 'content', 'lib', 'public', 'scripts'];
/**
 * Folders under the hashed ones that are not inputs of the build: what scripts/build-assets.ts generates
 * from content/ (which is hashed), and the site check, which only reads out/ (so editing it does not make
 * the export it checks stale), and the benchmarks, which only measure it.
 */
const NOT_INPUT_DIRS = ['public/assets/articles', 'public/assets/brochures', 'scripts/check-site', 'scripts/bench'];
const SOURCE_FILES = ['package-lock.json', 'instrumentation-client.ts', 'next.config.mjs', 'postcss.config.mjs', 'tsconfig.json'];
const BUILD_ENV = [
  'SITE_URL',
  'NEXT_PUBLIC_API_HOST',
  'NEXT_PUBLIC_PIXEL_ID',
  'NEXT_PUBLIC_FIREBASE_API_KEY',
  'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
  'NEXT_PUBLIC_FIREBASE_APP_ID',
  'NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST',
  'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
  'NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST',
  'FIREBASE_PROJECT_ID',
  'FIRESTORE_EMULATOR_HOST',
  'CONTENT_SOURCE',
  'BUILD_WITHOUT',
];
export const STAMP_FILE = '.build-stamp';

function walk(dir: string, root: string): string[] {
  if (!existsSync(dir) || NOT_INPUT_DIRS.includes(path.relative(root, dir))) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full, root);
    return /\.test\.tsx?$/.test(entry.name) ? [] : [full];
  });
}

export function sourceHash(root: string): string {
  const hash = createHash('sha256');
  const files = [...SOURCE_DIRS.flatMap((d) => walk(path.join(root, d), root)), ...SOURCE_FILES.map((f) => path.join(root, f)).filter((f) => existsSync(f))].sort();
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update('\0');
    hash.update(statSync(file).size < 8_000_000 ? readFileSync(file) : String(statSync(file).size));
    hash.update('\0');
  }
  for (const name of BUILD_ENV) hash.update(`${name}=${process.env[name] ?? ''}\0`);
  return hash.digest('hex');
}

export function isBuildCurrent(root: string, outDir: string): boolean {
  const stamp = path.join(outDir, STAMP_FILE);
  return existsSync(path.join(outDir, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === sourceHash(root);
}
