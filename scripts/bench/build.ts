import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startEmulator, stopEmulator } from '@/tests/support/firestore-emulator';
import { articleCount } from './bench-content';
import { buildBenchSite, type BenchSite } from './bench-site';

/**
 * `npm run bench:build [N...]`: for each N (default 100, 1000, 5000) seed the Firestore emulator with the
 * site's pages, N blog posts and N/10 newsletter articles, build it as `npm run build` does (`next build`,
 * the compile hints and the scripts after paint, then the search index), and print one table: seconds of each step, milliseconds per page, peak memory of
 * the whole build (every process), and Firestore reads. Writes reports/bench-build.json and .md.
 */
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const SIZES = sizes.length ? sizes : [100, 1000, 5000];
const REPORTS = path.join(process.cwd(), 'reports');

async function main() {
  const emulator = await startEmulator();
  const rows: Array<Omit<BenchSite, 'dir'>> = [];
  try {
    for (const count of SIZES) {
      console.log(`Building with ${count} posts and ${articleCount(count)} articles...`);
      const { dir, ...row } = await buildBenchSite(emulator.host, count);
      rmSync(dir, { recursive: true, force: true });
      rows.push(row);
    }
  } finally {
    await stopEmulator(emulator);
  }
  const header = '| posts | articles | pages | next build s | rewrites of out/ s | search index s | ms per page (all steps) | peak memory MB | Firestore reads |';
  const lines = [header, '|---:|---:|---:|---:|---:|---:|---:|---:|---:|'];
  for (const r of rows) {
    const msPerPage = ((r.buildSeconds + r.rewriteSeconds + r.indexSeconds) * 1000) / r.pages;
    lines.push(
      `| ${r.posts} | ${r.articles} | ${r.pages} | ${r.buildSeconds.toFixed(1)} | ${r.rewriteSeconds.toFixed(1)} | ${r.indexSeconds.toFixed(1)} | ${msPerPage.toFixed(1)} | ${r.peakMemoryMB.toFixed(0)} | ${r.firestoreReads} |`,
    );
  }
  const table = lines.join('\n');
  console.log(`\n${table}`);
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(path.join(REPORTS, 'bench-build.json'), `${JSON.stringify(rows, null, 2)}\n`);
  writeFileSync(path.join(REPORTS, 'bench-build.md'), `${table}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
