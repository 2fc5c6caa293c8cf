import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { EMULATOR_PROJECT_ID } from '@/lib/constants';

/**
 * The official Firestore emulator for integration tests: start on a free loopback port, reset between
 * tests, stop it and its Java child. Where it is missing, fail saying how to install it.
 */
const EMULATOR_BIN = process.env.FIRESTORE_EMULATOR_BIN ?? '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';
export const EMULATOR_PROJECT = EMULATOR_PROJECT_ID;

export interface RunningEmulator {
  host: string;
  process: ChildProcess;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Waits until `http://host/` answers 200 (`name` for the error), or the process exits. */
export async function waitUntilUp(host: string, child: ChildProcess, timeoutMs: number, name = 'Firestore emulator'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://${host}/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not start within ${timeoutMs} ms`);
}

/** Start the emulator on `port` (by default a free one). */
export async function startEmulator(port?: number): Promise<RunningEmulator> {
  if (!existsSync(EMULATOR_BIN)) {
    throw new Error(
      `Firestore emulator not found at ${EMULATOR_BIN}. Install the Google Cloud SDK component ` +
        '"cloud-firestore-emulator" (apt-get install google-cloud-cli-firestore-emulator, with Java 17), ' +
        'or set FIRESTORE_EMULATOR_BIN to its cloud_firestore_emulator script.',
    );
  }
  port ??= await freePort();
  const host = `127.0.0.1:${port}`;
  // detached: the script starts a Java child; killing the process group stops both.
  const child = spawn(EMULATOR_BIN, ['start', '--host=127.0.0.1', `--port=${port}`, `--project_id=${EMULATOR_PROJECT}`], { detached: true, stdio: 'ignore' });
  await waitUntilUp(host, child, 60_000);
  return { host, process: child };
}

/** Put the repository's firestore.rules in force: browser clients (the web SDK) are then held to them. */
export async function loadRules(host: string): Promise<void> {
  const content = readFileSync(path.join(process.cwd(), 'firestore.rules'), 'utf8');
  const response = await fetch(`http://${host}/emulator/v1/projects/${EMULATOR_PROJECT}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
  });
  if (!response.ok) throw new Error(`Loading firestore.rules failed: ${response.status} ${await response.text()}`);
}

/** Delete every document of the test project. */
export async function resetEmulator(host: string): Promise<void> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${EMULATOR_PROJECT}/databases/(default)/documents`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Emulator reset failed: ${response.status}`);
}

export async function stopEmulator(emulator: RunningEmulator | { pid: number }): Promise<void> {
  const pid = 'process' in emulator ? emulator.process.pid : emulator.pid;
  if (!pid) return;
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let i = 0; i < 40 && alive(); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  if (alive()) process.kill(-pid, 'SIGKILL');
}
