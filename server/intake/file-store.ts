import { mkdir, open, readFile, rename, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { isErased } from './erasure';
import { LocalFollowUps, type FollowUpEvent } from './follow-up';
import { LocalOutbox, type OutboxEvent } from './local-outbox';
import { recordIdOf } from './outbox';
import type { Erased, Erasure } from './record';
import { isWithinWindow, KeyedQueue, StoreUnavailable, type Collection, type IntakeRecord, type LeadStore, type StoredOnce } from './store';

/**
 * Append-only JSON Lines, one file per collection (`<dataDir>/leads.jsonl`, ...).
 *
 * Durability: `append` resolves only after the line is written and the file is fdatasync'ed, so a
 * record that was acknowledged survives a crash of the process (or of the machine, as far as the
 * disk honours the sync).
 *
 * Ordering: appends to one file go through a queue, one write at a time, so lines never interleave.
 * Appends that arrive while a write is in flight are written together by the next write and share its
 * sync (group commit); each promise still resolves only after its own line is on disk.
 *
 * Idempotency: the records of the last 24 hours are indexed by id, rebuilt from the file the first time
 * a collection takes a keyed record (after a restart too), so a replayed Idempotency-Key finds its record.
 *
 * Notifications: a record carries the notifications it owes (`owes`), so they are durable in the same
 * write. How each delivery ended is appended to `outbox.jsonl` (ids and states only); after a restart the
 * outbox is rebuilt from the records and those events. Sales' follow-up changes go to `follow-ups.jsonl`.
 *
 * A crash can leave a torn last line (from a write that was never acknowledged). On opening, a file
 * that does not end with a newline gets one, so the next record starts on a line of its own; readers
 * skip lines that do not parse.
 */

interface FileStoreOptions {
  /** Directory of the .jsonl files; created when missing. */
  dataDir: string;
}

/** A line to append, or a rewrite of the whole file (an erasure), which runs alone between appends. */
type Pending =
  | { line: string; rewrite?: undefined; resolve: () => void; reject: (error: unknown) => void }
  | { line?: undefined; rewrite: (line: string) => boolean; resolve: (removed: string[]) => void; reject: (error: unknown) => void };

/** Lines written by one write+sync at most: keeps a single write bounded under heavy load. */
const MAX_BATCH_LINES = 512;
const MAX_BATCH_BYTES = 1 << 20;

/**
 * mkdir -p, one level at a time. Node's own `recursive: true` never returns on some paths (under /proc it
 * spins at full CPU); here each missing parent is tried once, so an impossible path fails at once.
 */
async function makeDirectory(dir: string): Promise<void> {
  try {
    await mkdir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return;
    const parent = path.dirname(dir);
    if (code !== 'ENOENT' || parent === dir) throw error;
    await makeDirectory(parent);
    await mkdir(dir).catch((again: NodeJS.ErrnoException) => {
      if (again.code !== 'EEXIST') throw again;
    });
  }
}

async function syncDirectory(dir: string): Promise<void> {
  // Makes the new file's directory entry durable. Not possible on every platform; best effort.
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // ignore
  }
}

class JsonLinesFile {
  private handle: FileHandle | undefined;
  /** Bytes known to be in the file: where to cut back to when a write fails. */
  private size = 0;
  private readonly queue: Pending[] = [];
  private running = false;
  private drained: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly file: string) {}

  append(line: string): Promise<void> {
    if (this.closed) return Promise.reject(new Error('FileStore is closed'));
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ line, resolve, reject });
      if (!this.running) {
        this.running = true;
        this.drained = this.drain();
      }
    });
  }

  /**
   * Rewrites the file with only the lines `keep` accepts (a line that does not parse, from a write never
   * acknowledged, is dropped too), in order with the appends before and after it: a new file is written
   * and synced beside it, then renamed over it. Resolves with the lines it removed.
   */
  rewrite(keep: (line: string) => boolean): Promise<string[]> {
    if (this.closed) return Promise.reject(new Error('FileStore is closed'));
    return new Promise<string[]>((resolve, reject) => {
      this.queue.push({ rewrite: keep, resolve, reject });
      if (!this.running) {
        this.running = true;
        this.drained = this.drain();
      }
    });
  }

  private async rewriteNow(keep: (line: string) => boolean): Promise<string[]> {
    const handle = this.handle;
    this.handle = undefined;
    await handle?.close();
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const kept: string[] = [];
    const removed: string[] = [];
    for (const line of text.split('\n')) {
      if (line === '') continue;
      (keep(line) ? kept : removed).push(line);
    }
    if (removed.length === 0) return [];
    const next = `${this.file}.rewrite`;
    const out = await open(next, 'w', 0o600);
    try {
      await out.writeFile(kept.map((line) => `${line}\n`).join(''), 'utf8');
      await out.sync();
    } finally {
      await out.close();
    }
    await rename(next, this.file);
    await syncDirectory(path.dirname(this.file));
    return removed;
  }

  private async openHandle(): Promise<FileHandle> {
    if (this.handle) return this.handle;
    const dir = path.dirname(this.file);
    await makeDirectory(dir);
    const handle = await open(this.file, 'a+', 0o600);
    try {
      const { size } = await handle.stat();
      this.size = size;
      if (size === 0) {
        await syncDirectory(dir);
      } else {
        const last = Buffer.alloc(1);
        await handle.read(last, 0, 1, size - 1);
        if (last[0] !== 0x0a) {
          await handle.appendFile('\n');
          await handle.datasync();
          this.size += 1;
        }
      }
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
    this.handle = handle;
    return handle;
  }

  /** The appends at the head of the queue, up to a rewrite. */
  private takeBatch(): Pending[] {
    let bytes = 0;
    let count = 0;
    while (count < this.queue.length && count < MAX_BATCH_LINES) {
      const line = this.queue[count]?.line;
      if (line === undefined) break;
      bytes += line.length;
      count += 1;
      if (bytes >= MAX_BATCH_BYTES) break;
    }
    return this.queue.splice(0, count);
  }

  /** Writes queued lines until the queue is empty. Never rejects. */
  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const head = this.queue[0];
      if (head?.rewrite) {
        this.queue.shift();
        await this.rewriteNow(head.rewrite).then(head.resolve, head.reject);
        continue;
      }
      const batch = this.takeBatch() as Array<Extract<Pending, { line: string }>>;
      const data = batch.map((p) => p.line).join('');
      try {
        const handle = await this.openHandle();
        try {
          await handle.appendFile(data, 'utf8');
          await handle.datasync();
          this.size += Buffer.byteLength(data, 'utf8');
        } catch (error) {
          // Cut off whatever part of the batch reached the file, and reopen next time: after a failed
          // sync the state of the page cache is unknown.
          await handle.truncate(this.size).catch(() => undefined);
          this.handle = undefined;
          await handle.close().catch(() => undefined);
          throw error;
        }
        for (const pending of batch) pending.resolve();
      } catch (error) {
        for (const pending of batch) pending.reject(error);
      }
    }
    // No await between the last check of the queue and this line: an append either joined the loop
    // above or sees `running` false and starts a new drain.
    this.running = false;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.drained;
    const handle = this.handle;
    this.handle = undefined;
    await handle?.close();
  }
}

/** The collections whose records can owe notifications: every form's, never the vitals. */
const NOTIFYING_COLLECTIONS: readonly Collection[] = ['leads', 'feedback', 'orders'];

/** The parsed lines of a JSON Lines file (none when it does not exist); a line that does not parse is skipped. */
async function readJsonLines<T>(file: string, accept: (value: T) => boolean): Promise<T[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const values: T[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    try {
      const value = JSON.parse(line) as T;
      if (accept(value)) values.push(value);
    } catch {
      // a torn line
    }
  }
  return values;
}

const isRecord = (value: IntakeRecord) => typeof value?.id === 'string' && typeof value.receivedAt === 'string';

/** A line's value, or undefined for a line that does not parse (a torn one). */
function parsed<T>(line: string): T | undefined {
  try {
    return JSON.parse(line) as T;
  } catch {
    return undefined;
  }
}

export class FileStore implements LeadStore {
  readonly kind = 'file';
  readonly dataDir: string;
  readonly outbox: LocalOutbox;
  private readonly outboxFile: JsonLinesFile;
  readonly followUps: LocalFollowUps;
  /** Sales' follow-up changes, one event a line (`follow-ups.jsonl`). */
  private readonly followUpsFile: JsonLinesFile;
  private restored: Promise<void> | undefined;
  private readonly files = new Map<Collection, JsonLinesFile>();
  /** Records of the idempotency window by id, per collection, read from its file once. */
  private readonly recent = new Map<Collection, Promise<Map<string, IntakeRecord>>>();
  private readonly keyed = new KeyedQueue();
  private closed = false;

  constructor({ dataDir }: FileStoreOptions) {
    this.dataDir = path.resolve(dataDir);
    this.outboxFile = new JsonLinesFile(path.join(this.dataDir, 'outbox.jsonl'));
    this.outbox = new LocalOutbox(
      (event) => this.outboxFile.append(`${JSON.stringify(event)}\n`),
      () => this.restoreOutbox(),
    );
    const followUpsPath = path.join(this.dataDir, 'follow-ups.jsonl');
    this.followUpsFile = new JsonLinesFile(followUpsPath);
    this.followUps = new LocalFollowUps(
      (event) => this.followUpsFile.append(`${JSON.stringify(event)}\n`),
      () => readJsonLines<FollowUpEvent>(followUpsPath, (event) => typeof event?.id === 'string' && typeof event.at === 'string'),
    );
  }

  /** Once per process, before the first delivery: what the records still owe, less what the events settled. */
  private restoreOutbox(): Promise<void> {
    this.restored ??= (async () => {
      const records = [];
      for (const collection of NOTIFYING_COLLECTIONS) {
        for (const record of await readJsonLines<IntakeRecord>(this.fileOf(collection), isRecord)) if (record.owes?.length) records.push({ collection, record });
      }
      const events = await readJsonLines<OutboxEvent>(path.join(this.dataDir, 'outbox.jsonl'), (event) => typeof event?.id === 'string');
      this.outbox.restore(records, events);
    })();
    this.restored.catch(() => (this.restored = undefined));
    return this.restored;
  }

  /** A write the store depends on, made for real: the directory exists (or is made) and takes a fsynced append. */
  async probe(): Promise<void> {
    const file = path.join(this.dataDir, '.probe');
    try {
      await makeDirectory(this.dataDir);
      const handle = await open(file, 'a');
      try {
        await handle.appendFile(`${new Date().toISOString()}\n`);
        await handle.datasync();
      } finally {
        await handle.close();
      }
    } catch (error) {
      throw new StoreUnavailable(`cannot write to the data directory ${this.dataDir}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    }
  }

  /** Path of a collection's file. */
  fileOf(collection: Collection): string {
    return path.join(this.dataDir, `${collection}.jsonl`);
  }

  private fileFor(collection: Collection): JsonLinesFile {
    let file = this.files.get(collection);
    if (!file) {
      file = new JsonLinesFile(this.fileOf(collection));
      this.files.set(collection, file);
    }
    return file;
  }

  append(collection: Collection, record: IntakeRecord): Promise<void> {
    if (this.closed) return Promise.reject(new Error('FileStore is closed'));
    const file = this.fileFor(collection);
    // JSON.stringify escapes newlines inside strings: one record is always one line.
    return file.append(`${JSON.stringify(record)}\n`).then(() => {
      this.outbox.queue(collection, record);
      return this.remember(collection, record);
    });
  }

  /** Every stored id takes its place in the window's index once read, keyed or not: a key cannot take an id already given. */
  private async remember(collection: Collection, record: IntakeRecord): Promise<void> {
    const recent = await this.recent.get(collection)?.catch(() => undefined);
    recent?.set(record.id, record);
  }

  /** The window's records of a collection, from its file (lines that do not parse, a torn last one, are skipped). */
  private recentRecords(collection: Collection): Promise<Map<string, IntakeRecord>> {
    let recent = this.recent.get(collection);
    if (!recent) {
      recent = readJsonLines<IntakeRecord>(this.fileOf(collection), (record) => isRecord(record) && isWithinWindow(record)).then(
        (records) => new Map(records.map((record) => [record.id, record])),
      );
      this.recent.set(collection, recent);
      recent.catch(() => this.recent.delete(collection));
    }
    return recent;
  }

  async list(collection: Collection, since?: string): Promise<IntakeRecord[]> {
    return readJsonLines<IntakeRecord>(this.fileOf(collection), (record) => isRecord(record) && (since === undefined || record.receivedAt >= since));
  }

  /**
   * Each collection's file is rewritten without the erased records, then `outbox.jsonl` without the events
   * of their notifications and of the named addresses' replies; what the outbox still held of them goes
   * from memory. Appends arriving meanwhile wait in each file's queue and land in the new file.
   */
  async erase(erasure: Erasure): Promise<Erased> {
    if (this.closed) throw new Error('FileStore is closed');
    // What was owed before this process started is in memory first, so that it goes too.
    await this.restoreOutbox();
    const erasedIds = new Set<string>();
    for (const collection of erasure.collections) {
      const removed = await this.fileFor(collection).rewrite((line) => {
        const record = parsed<IntakeRecord>(line);
        return record !== undefined && isRecord(record) && !isErased(erasure, record);
      });
      const recent = await this.recent.get(collection)?.catch(() => undefined);
      for (const line of removed) {
        const record = parsed<IntakeRecord>(line);
        if (!record?.id) continue;
        erasedIds.add(record.id);
        recent?.delete(record.id);
      }
    }
    const addressKeys = erasure.addressKeys ?? [];
    const notifications = new Set(this.outbox.forget(erasedIds, addressKeys));
    const removedEvents = await this.outboxFile.rewrite((line) => {
      const event = parsed<OutboxEvent>(line);
      return typeof event?.id === 'string' && !erasedIds.has(recordIdOf(event.id)) && !(event.quotaKey && addressKeys.includes(event.quotaKey));
    });
    for (const line of removedEvents) {
      const id = parsed<OutboxEvent>(line)?.id;
      if (id) notifications.add(id);
    }
    // The follow-ups of the erased records, and the notes sales wrote about them, go too.
    await this.followUps.forget(erasedIds);
    await this.followUpsFile.rewrite((line) => {
      const event = parsed<FollowUpEvent>(line);
      return typeof event?.id === 'string' && !erasedIds.has(event.id);
    });
    return { records: erasedIds.size, notifications: notifications.size };
  }

  appendOnce(collection: Collection, record: IntakeRecord): Promise<StoredOnce> {
    return this.keyed.run(`${collection}/${record.id}`, async () => {
      const recent = await this.recentRecords(collection);
      const first = recent.get(record.id);
      if (first && isWithinWindow(first)) return { record: first, replayed: true };
      await this.append(collection, record);
      return { record, replayed: false };
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.files.values(), this.outboxFile, this.followUpsFile].map((file) => file.close()));
  }
}
