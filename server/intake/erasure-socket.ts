import { chmod, unlink } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Erased, Person } from './erasure';

/**
 * How `npm run leads:erase` reaches an intake that is running on the file store: the intake holds the
 * files open and appends to them, so it must be the one to rewrite them. It listens on a Unix socket in the
 * data directory, which only the directory's owner can reach (mode 0600); one request is one JSON line
 * naming the person, one answer is one JSON line of counts. With no intake listening, the command erases
 * the files itself.
 */

export function erasureSocketOf(dataDir: string): string {
  return path.join(dataDir, 'intake.sock');
}

type Answer = ({ ok: true } & Erased) | { ok: false; error: string };

interface Log {
  warn(object: object, message: string): void;
}

/** Listens for erasure requests; answers a function that stops listening. Another live listener on the path keeps it, with a warning. */
export async function serveErasures(dataDir: string, erase: (person: Person) => Promise<Erased>, log: Log): Promise<() => Promise<void>> {
  const socketPath = erasureSocketOf(dataDir);
  if ((await askOnSocket(socketPath, undefined)) !== undefined) {
    log.warn({ socket: socketPath }, 'another intake answers erasures for this data directory; leads:erase will reach that one');
    return async () => {};
  }
  await unlink(socketPath).catch(() => undefined);
  const server = net.createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      input += chunk;
      if (input.length > 4096) return socket.destroy();
      if (!input.includes('\n')) return;
      const line = input.slice(0, input.indexOf('\n'));
      void answer(line).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });
  async function answer(line: string): Promise<Answer | { ok: true }> {
    try {
      const request = JSON.parse(line) as { erase?: Person };
      if (!request.erase) return { ok: true };
      return { ok: true, ...(await erase({ email: request.erase.email, phone: request.erase.phone })) };
    } catch (error) {
      return { ok: false, error: (error as Error).message };
    }
  }
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
    await chmod(socketPath, 0o600);
  } catch (error) {
    log.warn({ socket: socketPath, error: (error as Error).message }, 'cannot listen for erasures: leads:erase works only while the intake is stopped');
    server.close();
    return async () => {};
  }
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    }).then(() => unlink(socketPath).catch(() => undefined));
}

/** Sends one request to the socket: its answer, or undefined when nothing listens there. */
function askOnSocket(socketPath: string, person: Person | undefined): Promise<Answer | { ok: true } | undefined> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    let output = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(person ? { erase: person } : {})}\n`));
    socket.on('data', (chunk: string) => (output += chunk));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(output) as Answer);
      } catch {
        reject(new Error('the running intake gave no answer to the erasure'));
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
  });
}

/** Asks the intake running on this data directory to erase a person: its counts, or undefined when none is running. */
export async function askIntakeToErase(dataDir: string, person: Person): Promise<Erased | undefined> {
  const answer = await askOnSocket(erasureSocketOf(dataDir), person);
  if (answer === undefined) return undefined;
  if (!answer.ok) throw new Error(`the running intake could not erase: ${answer.error}`);
  if (!('records' in answer)) throw new Error('the running intake answered without counts');
  return { records: answer.records, notifications: answer.notifications };
}
