import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback for the benchmarks, lighter than the local mailbox: it takes each mail
 * (the whole SMTP exchange), keeps when it arrived under its Message-ID, and parses nothing else. Run as
 * its own process (`spawnSmtpSink`), it takes no CPU from the load generator of the process that started it.
 */

export interface SmtpSink {
  smtpUrl: string;
  /** When each mail arrived (ms since the epoch), by its Message-ID. */
  arrivals: Map<string, number>;
  close(): Promise<void>;
}

const MESSAGE_ID = /^message-id:\s*(<[^>\r\n]+>)/im;

export async function startSmtpSink(): Promise<SmtpSink> {
  const arrivals = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        arrivals.set(MESSAGE_ID.exec(head)?.[1] ?? `<unknown-${arrivals.size}>`, Date.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  return { smtpUrl: `smtp://127.0.0.1:${port}`, arrivals, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The sink in a child process: its URL, and on `close` the number of mails it took. */
export async function spawnSmtpSink(): Promise<{ smtpUrl: string; close(): Promise<number> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'smtp-sink.ts')], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const next = () => new Promise<string>((resolve) => lines.once('line', resolve));
  const smtpUrl = await next();
  return {
    smtpUrl,
    close: async () => {
      const count = next();
      child.stdin!.end();
      return Number(await count);
    },
  };
}

// As a child: print the URL; when stdin closes, print the count and stop.
if (require.main === module) {
  void startSmtpSink().then((sink) => {
    console.log(sink.smtpUrl);
    process.stdin.resume();
    process.stdin.on('end', () => {
      console.log(String(sink.arrivals.size));
      void sink.close().then(() => process.exit(0));
    });
  });
}
