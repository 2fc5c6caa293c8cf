import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_STEPS } from '@/server/build-site';
import { EMULATOR_PROJECT } from '@/tests/support/firestore-emulator';
import { copyOfApp, nextBuildCommand } from '@/tests/support/isolated-build';
import { articleCount, seedBenchSite } from './bench-content';

/**
 * Memory of a process and all its descendants, in bytes: the sum of their proportional set sizes (PSS, Linux
 * /proc), which counts memory shared between the build's processes once rather than once per process.
 */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const rollup = readFileSync(`/proc/${entry}/smaps_rollup`, 'utf8');
      rss.set(Number(entry), Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while being read
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

function countHtml(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).length;
}

/** A site of N posts built from the emulator, and what its build cost. */
export interface BenchSite {
  dir: string;
  posts: number;
  articles: number;
  pages: number;
  /** `next build`; the rewrites of out/ after it (the compile hints and the scripts after paint); the search index. */
  buildSeconds: number;
  rewriteSeconds: number;
  indexSeconds: number;
  peakMemoryMB: number;
  firestoreReads: number;
}

/** Run a command to its end, sampling the memory of its process tree; fails with its stderr. */
async function run(name: string, command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<{ seconds: number; peak: number }> {
  const started = performance.now();
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 200);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`${name} failed:\n${stderr}`);
  return { seconds: (performance.now() - started) / 1000, peak };
}

/**
 * Seed the emulator at `host` with a site of `count` posts, and build it as the site builds: `next build`
 * into a copy of the app under reports/, then the site's rewrites of out/ (the compile hints and
 * the scripts after paint) and the search index. The caller
 * removes `dir` when done.
 */
export async function buildBenchSite(host: string, count: number, name = `bench-build-${count}`): Promise<BenchSite> {
  await seedBenchSite(host, count);
  const dir = copyOfApp(name);
  const readLog = path.join(dir, 'reads.log');
  const { command, args, options } = nextBuildCommand(dir, { FIRESTORE_EMULATOR_HOST: host, FIREBASE_PROJECT_ID: EMULATOR_PROJECT, CONTENT_READ_LOG: readLog });
  const build = await run(`next build with ${count} posts`, command, args, options);
  const rewrites = [];
  // The site's own rewrites of out/, as the build runs them: every tsx step between `next build` and the search index.
  const rewriteSteps = BUILD_STEPS.slice(
    BUILD_STEPS.findIndex(({ tool }) => tool === 'next') + 1,
    BUILD_STEPS.findIndex(({ script }) => script === 'scripts/search-index.ts'),
  );
  for (const { name: step, script } of rewriteSteps) {
    rewrites.push(await run(`${step} of ${count} posts`, process.execPath, [require.resolve('tsx/cli'), path.join(process.cwd(), script), path.join(dir, 'out')], options));
  }
  const index = await run(
    `the search index of ${count} posts`,
    process.execPath,
    [require.resolve('tsx/cli'), path.join(process.cwd(), 'scripts/search-index.ts'), path.join(dir, 'out')],
    options,
  );
  const reads = existsSync(readLog) ? readFileSync(readLog, 'utf8').trim().split('\n').length : 0;
  return {
    dir,
    posts: count,
    articles: articleCount(count),
    pages: countHtml(path.join(dir, 'out')),
    buildSeconds: build.seconds,
    rewriteSeconds: rewrites.reduce((sum, step) => sum + step.seconds, 0),
    indexSeconds: index.seconds,
    peakMemoryMB: Math.max(build.peak, ...rewrites.map((step) => step.peak), index.peak) / 2 ** 20,
    firestoreReads: reads,
  };
}
