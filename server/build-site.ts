import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { isBuildCurrent, sourceHash, STAMP_FILE } from './build-stamp';
import { precompress } from './precompress';

/** A step of the build exited with an error: out/ is not to be trusted. */
export class BuildFailed extends Error {
  override name = 'BuildFailed';
  constructor(
    readonly step: string,
    readonly status: number,
  ) {
    super(`${step} failed`);
  }
}

/**
 * Builds the site into out/ when it is missing or stale (its stamp differs from the hash of the
 * sources), then writes the compressed twins and the stamp. `npm start` and `npm run check:site` both
 * call it, so both rebuild on exactly the same condition.
 */
export function buildIfStale(root: string, outDir: string): void {
  if (isBuildCurrent(root, outDir)) {
    console.log('out/ is current; skipping the build.');
    return;
  }
  console.log(
    'out/ is missing or stale; generating assets, running next build, trimming the React payload of its pages, indexing the site for search and building the service worker.',
  );
  const steps: Array<[string, string[]]> = [
    ['generating assets', [require.resolve('tsx/cli'), 'scripts/build-assets.ts']],
    ['next build', [require.resolve('next/dist/bin/next'), 'build']],
    // Takes the stylesheet's redundant copies out of each page's React payload (see the script).
    ['the payload trim', [require.resolve('tsx/cli'), 'scripts/payload-css.ts']],
    ['the search index', [require.resolve('tsx/cli'), 'scripts/search-index.ts']],
    ['the service worker', [require.resolve('tsx/cli'), 'scripts/service-worker.ts']],
  ];
  for (const [name, args] of steps) {
    const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    if (result.status !== 0) throw new BuildFailed(name, result.status ?? 1);
  }
  const compressed = precompress(outDir);
  writeFileSync(path.join(outDir, STAMP_FILE), sourceHash(root));
  console.log(`Precompressed ${compressed} files.`);
}

/**
 * `buildIfStale` for a command that goes on to use out/ (serve it, check it, measure it): a failed step
 * ends the process with that step's status, naming what it will not do with a stale site.
 */
export function buildIfStaleOrExit(root: string, outDir: string, purpose: string): void {
  try {
    buildIfStale(root, outDir);
  } catch (error) {
    if (!(error instanceof BuildFailed)) throw error;
    console.error(`${error.step} failed; not ${purpose} a stale site.`);
    process.exit(error.status);
  }
}
