import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

/**
 * Starts `server/intake/main.ts` as a child process on a free loopback port (PORT=0) and waits for
 * its "listening" log line. For the durability test and the benchmark; loopback only.
 */

const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface SpawnedApi {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  child: ChildProcess;
  /** Sends `signal` (SIGTERM: a graceful stop) and resolves when the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function spawnIntakeApi(env: Record<string, string>, timeoutMs = 30_000): Promise<SpawnedApi> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'intake', 'main.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });

  return new Promise<SpawnedApi>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The intake API did not start within ${timeoutMs} ms. ${stderr}`));
    }, timeoutMs);
    const earlyExit = (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      reject(new Error(`The intake API exited (${signal ?? code}) before listening. ${stderr}`));
    };
    child.once('exit', earlyExit);
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(line);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.removeListener('exit', earlyExit);
      // From here stdout is drained unread, so its pipe never fills and splitting its lines costs the
      // parent (a benchmark's load generator) nothing.
      lines.close();
      child.stdout!.resume();
      resolve({
        url: match[1],
        child,
        stop: async (signal = 'SIGTERM') => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
      });
    });
  });
}
