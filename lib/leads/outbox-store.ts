import { MemoryOutbox, type OutboxEntry, type OutboxStore } from './outbox';

/**
 * The outbox in the browser's IndexedDB: it survives closing the tab and the browser. Where IndexedDB is
 * missing or refused (some private modes), the outbox lives in memory for as long as the page does.
 */
export const OUTBOX_DATABASE = 'outbox';
/** The object store of the outbox's database that holds the submissions not yet delivered. */
export const OUTBOX_SUBMISSIONS = 'submissions';

function request<T>(operation: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result);
    operation.onerror = () => reject(operation.error);
  });
}

let database: Promise<IDBDatabase> | undefined;

function openDatabase(): Promise<IDBDatabase> {
  database ??= new Promise<IDBDatabase>((resolve, reject) => {
    const opening = indexedDB.open(OUTBOX_DATABASE, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(OUTBOX_SUBMISSIONS, { keyPath: 'id' });
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
  database.catch(() => (database = undefined));
  return database;
}

async function submissions(mode: IDBTransactionMode): Promise<IDBObjectStore> {
  return (await openDatabase()).transaction(OUTBOX_SUBMISSIONS, mode).objectStore(OUTBOX_SUBMISSIONS);
}

class IndexedDbOutbox implements OutboxStore {
  async all(): Promise<OutboxEntry[]> {
    return request((await submissions('readonly')).getAll() as IDBRequest<OutboxEntry[]>);
  }
  async put(entry: OutboxEntry): Promise<void> {
    await request((await submissions('readwrite')).put(entry));
  }
  async delete(id: string): Promise<void> {
    await request((await submissions('readwrite')).delete(id));
  }
}

let outbox: OutboxStore | undefined;

export function browserOutbox(): OutboxStore {
  outbox ??= typeof indexedDB === 'undefined' ? new MemoryOutbox() : new IndexedDbOutbox();
  return outbox;
}
