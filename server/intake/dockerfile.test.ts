/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import madge from 'madge';

/**
 * The container runs server/intake/main.ts from its TypeScript sources, with only what the Dockerfile
 * copies: every file main.ts imports, at any depth, must be under one of its COPY sources, or the
 * container would fail at its first import.
 */
const REPO_ROOT = path.resolve(__dirname, '..', '..');

it('the Dockerfile copies every source file the intake imports', async () => {
  const copied = [...readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8').matchAll(/^COPY\s+(.+?)\s+\S+\s*$/gm)].flatMap((match) => match[1]!.split(/\s+/));
  const graph = await madge(path.join(REPO_ROOT, 'server', 'intake', 'main.ts'), {
    baseDir: REPO_ROOT,
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(REPO_ROOT, 'tsconfig.json'),
  });
  const files = Object.keys(graph.obj());
  expect(files).toContain('server/intake/main.ts');
  expect(files.length).toBeGreaterThan(20);
  // A source ending in "/" is a folder; any other names one file.
  const missing = files.filter((file) => !copied.some((source) => (source.endsWith('/') ? file.startsWith(source) : file === source)));
  expect(missing).toEqual([]);
});
