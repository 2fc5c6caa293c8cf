/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isBuildCurrent, sourceHash, STAMP_FILE } from './build-stamp';

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'stamp-'));
  mkdirSync(path.join(root, 'app'));
  writeFileSync(path.join(root, 'app', 'page.tsx'), 'export default 1');
  mkdirSync(path.join(root, 'out'));
  writeFileSync(path.join(root, 'out', 'index.html'), '<h1>x</h1>');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('build stamp', () => {
  it('is current only when out/ carries the hash of the present sources', () => {
    const out = path.join(root, 'out');
    expect(isBuildCurrent(root, out)).toBe(false);
    writeFileSync(path.join(out, STAMP_FILE), sourceHash(root));
    expect(isBuildCurrent(root, out)).toBe(true);
    writeFileSync(path.join(root, 'app', 'page.tsx'), 'export default 2');
    expect(isBuildCurrent(root, out)).toBe(false);
  });

  it('ignores the site check, which reads out/ and is no input of the build', () => {
    const before = sourceHash(root);
    mkdirSync(path.join(root, 'scripts', 'check-site'), { recursive: true });
    writeFileSync(path.join(root, 'scripts', 'check-site', 'index.ts'), 'check');
    expect(sourceHash(root)).toBe(before);
    writeFileSync(path.join(root, 'scripts', 'build-assets.ts'), 'build');
    expect(sourceHash(root)).not.toBe(before);
  });

  it('changes with SITE_URL, ignores test files', () => {
    const before = sourceHash(root);
    writeFileSync(path.join(root, 'app', 'page.test.tsx'), 'test');
    expect(sourceHash(root)).toBe(before);
    process.env.SITE_URL = 'https://staging.example.in';
    try {
      expect(sourceHash(root)).not.toBe(before);
    } finally {
      delete process.env.SITE_URL;
    }
  });
});
