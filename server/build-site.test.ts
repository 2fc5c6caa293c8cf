import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildCommand } from './build-site';

describe('the build steps', () => {
  it('are the same for `npm run build` and for the build `npm start` runs when out/ is stale', () => {
    const manifest = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(manifest.scripts.build).toBe(buildCommand());
  });
});
