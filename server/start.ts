import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildServer } from './app';
import { intakeOptionsFromEnv } from './intake/config';
import { StoreUnavailable } from './intake/store';
import { isBuildCurrent, sourceHash, STAMP_FILE } from './build-stamp';
import { precompress } from './precompress';

/**
 * `npm start`: build the site when out/ is missing or stale, then serve it.
 * Flags: --no-build serves out/ as it is. Env: PORT (3000), HOST (127.0.0.1), LOG_LEVEL (info).
 */
const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'out');

function buildIfStale() {
  if (process.argv.includes('--no-build')) return;
  if (isBuildCurrent(root, outDir)) {
    console.log('out/ is current; skipping the build.');
    return;
  }
  console.log('out/ is missing or stale; generating assets, running next build, indexing the site for search and building the service worker.');
  const steps: Array<[string, string[]]> = [
    ['generating assets', [require.resolve('tsx/cli'), 'scripts/build-assets.ts']],
    ['next build', [require.resolve('next/dist/bin/next'), 'build']],
    ['the search index', [require.resolve('tsx/cli'), 'scripts/search-index.ts']],
    ['the service worker', [require.resolve('tsx/cli'), 'scripts/service-worker.ts']],
  ];
  for (const [name, args] of steps) {
    const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    if (result.status !== 0) {
      console.error(`${name} failed; not serving a stale site.`);
      process.exit(result.status ?? 1);
    }
  }
  const compressed = precompress(outDir);
  writeFileSync(path.join(outDir, STAMP_FILE), sourceHash(root));
  console.log(`Precompressed ${compressed} files.`);
}

async function main() {
  buildIfStale();
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  // The intake proves it can write its store before the server takes any traffic.
  const intake = intakeOptionsFromEnv();
  await intake.store.probe();
  const app = await buildServer({ outDir, logger: true, intake });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port, host });
}

main().catch((error: unknown) => {
  console.error(error instanceof StoreUnavailable || (error instanceof Error && error.name === 'ConfigError') ? `npm start: ${error.message}` : error);
  process.exit(1);
});
