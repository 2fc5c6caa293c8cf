import type { Firestore } from 'firebase-admin/firestore';
import { DEFAULT_SORT_FIELD, hasSortDate, type Collection, type ContentSource, type ListQuery, type RawDocument } from './source';

/**
 * An admin Firestore client for a project: on the emulator when FIRESTORE_EMULATOR_HOST is set, else with
 * Application Default Credentials. One app per purpose, project and host, so clients never share a connection.
 */
export async function openFirestore(projectId: string, purpose: string): Promise<Firestore> {
  const { getApps, initializeApp, applicationDefault } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const name = `${purpose}:${projectId}:${process.env.FIRESTORE_EMULATOR_HOST ?? 'cloud'}`;
  const app = getApps().find((a) => a.name === name) ?? initializeApp(process.env.FIRESTORE_EMULATOR_HOST ? { projectId } : { projectId, credential: applicationDefault() }, name);
  return getFirestore(app);
}

/**
 * An admin Firestore client on a named app of its own, which no other firebase user shares or closes:
 * `close` deletes the app (a server's store closing, then another opening in the same process).
 */
export async function openOwnFirestore(projectId: string, purpose: string): Promise<{ db: Firestore; close(): Promise<void> }> {
  const { initializeApp, applicationDefault, deleteApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = initializeApp(process.env.FIRESTORE_EMULATOR_HOST ? { projectId } : { projectId, credential: applicationDefault() }, `${purpose}-${crypto.randomUUID()}`);
  return { db: getFirestore(app), close: () => deleteApp(app) };
}

/**
 * Content from Firestore, read once at build time with one-shot queries (never listeners).
 * firebase-admin@13 (Node 20) is imported only here, and only when Firestore is configured.
 */
export class FirestoreSource implements ContentSource {
  readonly name = 'firestore';
  private db: Promise<Firestore> | undefined;

  /**
   * @param timeoutMs a read that has not answered by then fails (the client would otherwise retry an
   *   unreachable server for about a minute and hold the build).
   */
  constructor(
    private readonly projectId: string,
    private readonly timeoutMs = Number(process.env.CONTENT_READ_TIMEOUT_MS ?? 30_000),
  ) {}

  private withTimeout<T>(what: string, read: Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Firestore read of ${what} did not answer within ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    return Promise.race([read, timeout]).finally(() => clearTimeout(timer));
  }

  private firestore(): Promise<Firestore> {
    this.db ??= openFirestore(this.projectId, 'content-source');
    return this.db;
  }

  async list(collection: Collection, { categoryId, orderBy = DEFAULT_SORT_FIELD, newerThan }: ListQuery = {}): Promise<RawDocument[]> {
    const db = await this.firestore();
    let query: FirebaseFirestore.Query = db.collection(collection);
    if (categoryId !== undefined) query = query.where('categoryId', '==', categoryId);
    // Pages and the catalogue have no sort date: they are read whole.
    if (newerThan !== undefined) query = query.where(orderBy, '>', new Date(newerThan));
    if (hasSortDate(collection)) query = query.orderBy(orderBy, 'desc');
    const snapshot = await this.withTimeout(collection, query.get());
    return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
  }

  /** Stop the client and its pending retries (tools and tests; a build simply exits). */
  async close(): Promise<void> {
    if (!this.db) return;
    const db = await this.db;
    this.db = undefined;
    await db.terminate();
  }

  async get(collection: Collection, id: string): Promise<RawDocument | undefined> {
    const db = await this.firestore();
    const doc = await this.withTimeout(`${collection}/${id}`, db.collection(collection).doc(id).get());
    return doc.exists ? { id: doc.id, data: doc.data() ?? {} } : undefined;
  }
}
