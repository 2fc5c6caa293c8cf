import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '@/server/app';
import { intakeOptionsFromEnv } from '@/server/intake/config';
import { RATE_LIMIT_HEADROOM_ENV } from '@/tests/support/rate-limit-headroom';

/**
 * A full `next build` of a copy of the app under reports/<name>/ with its own environment (a Firestore
 * source, a pixel id...), served on a free loopback port, so tests can check builds the main out/ is not.
 */
export interface IsolatedSite {
  dir: string;
  baseUrl: string;
  server: FastifyInstance;
}

const root = process.cwd();

/** A copy of the app under reports/<name>/ that builds like the repository's own (node_modules linked). */
export function copyOfApp(name: string, extra: string[] = []): string {
  const dir = path.join(root, 'reports', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // public/ and generated/ carry what scripts/build-assets.ts made for the repository's own build (fonts, prose styles).
  // `extra`: what a copy that runs the whole build (its scripts, the worker) needs beside next build's inputs.
  for (const entry of [
    'app',
    'components',
    'content',
    'generated',
    'lib',
    'public',
    'instrumentation-client.ts',
    'next.config.mjs',
    'postcss.config.mjs',
    'tsconfig.json',
    ...extra,
  ]) {
    cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true, filter: (src) => !/\.test\.tsx?$/.test(src) });
  }
  // lib/fonts reads the fonts it cuts from node_modules.
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** The `next build` command for an app directory, with an environment of its own. */
export function nextBuildCommand(dir: string, env: Record<string, string>) {
  return {
    command: process.execPath,
    args: [path.join(root, 'node_modules/next/dist/bin/next'), 'build'],
    options: { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } },
  };
}

/**
 * Runs the build as a child without blocking: a synchronous spawn would stall the test worker for minutes,
 * and with it Playwright's own timers and messages.
 */
function runBuild(name: string, command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`next build of ${name} failed (exit ${code}):\n${output}`))));
  });
}

/** How long a spec's beforeAll may take to make an isolated build: two run at once on two cores in CI. */
export const ISOLATED_BUILD_TIMEOUT_MS = 600_000;

export async function buildIsolatedSite(name: string, env: Record<string, string>): Promise<IsolatedSite> {
  const dir = copyOfApp(name);
  const { command, args, options } = nextBuildCommand(dir, env);
  await runBuild(name, command, args, options);
  const server = await buildServer({
    outDir: path.join(dir, 'out'),
    intake: intakeOptionsFromEnv({ ...process.env, ...RATE_LIMIT_HEADROOM_ENV, INTAKE_DATA_DIR: path.join(dir, 'data'), INTAKE_STORE: 'file' }),
  });
  const baseUrl = await server.listen({ port: 0, host: '127.0.0.1' });
  return { dir, baseUrl, server };
}
