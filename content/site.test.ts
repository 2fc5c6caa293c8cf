/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { site } from './site';

const root = path.resolve(__dirname, '..');
const CODE_FOLDERS = ['app', 'components', 'lib', 'server', 'scripts', 'tests'];
const CODE_FILE = /\.(ts|tsx|js|mjs|cjs|css)$/;

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(file).isDirectory()) return codeFiles(file);
    return CODE_FILE.test(name) ? [file] : [];
  });
}

describe('the brand lives in content/site.ts only', () => {
  // The brand, the parent company and the domain, in any case; content documents are copy and may name them.
  const literals = [site.brand, site.parentCompany.replace(/ Pvt\. Ltd\.$/, ''), new URL(site.url).hostname.replace(/^www\./, '')];

  it.each(literals)('no code file names "%s"', (literal) => {
    const pattern = new RegExp(literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
    const offenders = CODE_FOLDERS.flatMap((folder) => codeFiles(path.join(root, folder)))
      .filter((file) => pattern.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
