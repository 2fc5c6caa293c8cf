import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EMULATOR_PROJECT_ID } from '@/lib/constants';
import { freePort, stopEmulator, waitUntilUp } from './firestore-emulator';

/**
 * The Firebase Authentication emulator of firebase-tools (a devDependency; it runs offline), on free
 * loopback ports, for tests that sign staff in for real: accounts are created, invited, signed in and
 * revoked through it exactly as in production, and the server verifies the tokens it issues.
 */
export interface RunningAuthEmulator {
  /** host:port, what FIREBASE_AUTH_EMULATOR_HOST takes. */
  host: string;
  process: ChildProcess;
  configDir: string;
}

const FIREBASE_BIN = path.join(process.cwd(), 'node_modules', '.bin', 'firebase');

/** On free ports, or on `port` (`npm run desk`, whose build names the emulator's address). */
export async function startAuthEmulator(port?: number): Promise<RunningAuthEmulator> {
  const [auth, hub, logging] = [port ?? (await freePort()), await freePort(), await freePort()];
  const configDir = mkdtempSync(path.join(tmpdir(), 'auth-emulator-'));
  const loopback = (port: number) => ({ host: '127.0.0.1', port });
  writeFileSync(
    path.join(configDir, 'firebase.json'),
    JSON.stringify({ emulators: { auth: loopback(auth), hub: loopback(hub), logging: loopback(logging), ui: { enabled: false }, singleProjectMode: true } }),
  );
  const child = spawn(FIREBASE_BIN, ['emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT_ID], {
    cwd: configDir,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
  });
  const host = `127.0.0.1:${auth}`;
  await waitUntilUp(host, child, 90_000, 'Auth emulator');
  return { host, process: child, configDir };
}

export async function stopAuthEmulator(emulator: RunningAuthEmulator): Promise<void> {
  await stopEmulator(emulator);
  rmSync(emulator.configDir, { recursive: true, force: true });
}

/** Every account of the emulator's project deleted. */
export async function resetAuthEmulator(host: string): Promise<void> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${EMULATOR_PROJECT_ID}/accounts`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Auth emulator reset failed: ${response.status}`);
}

/** The Identity Toolkit REST API of the emulator, as the web SDK calls it (any API key is accepted). */
async function identityToolkit<T>(host: string, method: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=emulator`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`accounts:${method} failed: ${answer.error?.message ?? response.status}`);
  return answer;
}

/** Signs in with email and password: the ID token the desk would send. */
export async function signIn(host: string, email: string, password: string): Promise<string> {
  return (await identityToolkit<{ idToken: string }>(host, 'signInWithPassword', { email, password, returnSecureToken: true })).idToken;
}

/** A new account of someone not on the staff, signed in. */
export async function signUp(host: string, email: string, password: string): Promise<string> {
  return (await identityToolkit<{ idToken: string }>(host, 'signUp', { email, password, returnSecureToken: true })).idToken;
}

/** Follows an invitation (a password-reset link) as its recipient would: sets the password it asks for. */
export async function acceptInvitation(host: string, link: string, password: string): Promise<void> {
  const oobCode = new URL(link).searchParams.get('oobCode');
  if (!oobCode) throw new Error(`no oobCode in the invitation ${link}`);
  await identityToolkit(host, 'resetPassword', { oobCode, newPassword: password });
}
