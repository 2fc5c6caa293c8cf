import type { App } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import { FirestoreFollowUps } from './firestore-follow-ups';
import { FOLLOW_UP_COLLECTION } from './follow-up';
import { randomUUID } from 'node:crypto';
import { isErased } from './erasure';
import { FirestoreOutbox, OUTBOX_COLLECTION, outboxDocument, REPLY_QUOTA_COLLECTION } from './firestore-outbox';
import { NOTIFICATION_KINDS, notificationId, notificationsOf } from './outbox';
import type { Erased, Erasure } from './record';
import { StoreUnavailable, type Collection, type IntakeRecord, type LeadStore, type StoredOnce } from './store';

/**
 * Records as Firestore documents: `<collection>/<record id>`, written in one batch with the outbox documents
 * of the notifications they owe (committed when the promise resolves). firebase-admin@13 is imported here only, lazily, on the first
 * append: nothing loads firebase when Firestore is not configured.
 *
 * Credentials: Application Default Credentials for FIREBASE_PROJECT_ID; none against the emulator
 * (FIRESTORE_EMULATOR_HOST, read by the SDK itself).
 */

/** The gRPC status of a `create` whose document exists. */
const ALREADY_EXISTS = 6;

interface FirestoreStoreOptions {
  projectId: string;
}

interface Connection {
  app: App;
  db: Firestore;
}

export class FirestoreStore implements LeadStore {
  readonly kind = 'firestore';
  readonly projectId: string;
  readonly outbox = new FirestoreOutbox(async () => (await this.connect()).db);
  readonly followUps = new FirestoreFollowUps(async () => (await this.connect()).db);
  private connection: Promise<Connection> | undefined;
  private readonly inFlight = new Set<Promise<unknown>>();
  private closed = false;

  constructor({ projectId }: FirestoreStoreOptions) {
    this.projectId = projectId;
  }

  private connect(): Promise<Connection> {
    if (this.connection) return this.connection;
    const connection = (async () => {
      const { initializeApp, applicationDefault } = await import('firebase-admin/app');
      const { getFirestore } = await import('firebase-admin/firestore');
      const emulator = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
      // A named app of its own, so it neither clashes with nor is closed by another firebase user.
      const app = initializeApp(emulator ? { projectId: this.projectId } : { projectId: this.projectId, credential: applicationDefault() }, `intake-${randomUUID()}`);
      const db = getFirestore(app);
      db.settings({ ignoreUndefinedProperties: true });
      return { app, db };
    })();
    this.connection = connection;
    // A failed start (bad configuration) is retried on the next append rather than cached forever.
    connection.catch(() => {
      if (this.connection === connection) this.connection = undefined;
    });
    return connection;
  }

  async append(collection: Collection, record: IntakeRecord): Promise<void> {
    if (this.closed) throw new Error('FirestoreStore is closed');
    const write = this.connect().then(({ db }) => this.batchOf(db, collection, record, 'set').commit());
    this.inFlight.add(write);
    try {
      await write;
    } finally {
      this.inFlight.delete(write);
    }
    if (record.owes?.length) this.outbox.queued();
  }

  /** The record and its outbox documents, as one batch: `create` fails the whole batch when the record exists. */
  private batchOf(db: Firestore, collection: Collection, record: IntakeRecord, write: 'set' | 'create') {
    const batch = db.batch();
    const doc = db.collection(collection).doc(record.id);
    if (write === 'create') batch.create(doc, record);
    else batch.set(doc, record);
    for (const notification of notificationsOf(collection, record)) batch.create(db.collection(OUTBOX_COLLECTION).doc(notification.id), outboxDocument(notification));
    return batch;
  }

  /**
   * The Idempotency-Key is the document id, and `create` fails when it exists: Firestore itself decides
   * which of two requests with one key is first, across every instance of the intake. A replay gets the
   * first record (at any age: the id stays taken).
   */
  async appendOnce(collection: Collection, record: IntakeRecord): Promise<StoredOnce> {
    if (this.closed) throw new Error('FirestoreStore is closed');
    const write = this.connect().then(async ({ db }): Promise<StoredOnce> => {
      const doc = db.collection(collection).doc(record.id);
      try {
        await this.batchOf(db, collection, record, 'create').commit();
        return { record, replayed: false };
      } catch (error) {
        if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
        return { record: (await doc.get()).data() as IntakeRecord, replayed: true };
      }
    });
    this.inFlight.add(write);
    try {
      const stored = await write;
      if (!stored.replayed && record.owes?.length) this.outbox.queued();
      return stored;
    } finally {
      this.inFlight.delete(write);
    }
  }

  async list(collection: Collection, since?: string): Promise<IntakeRecord[]> {
    const { db } = await this.connect();
    const query = since === undefined ? db.collection(collection).orderBy('receivedAt') : db.collection(collection).where('receivedAt', '>=', since).orderBy('receivedAt');
    return (await query.get()).docs.map((doc) => doc.data() as IntakeRecord);
  }

  /**
   * The erased records' documents, their outbox documents and the named reply-cap counters, deleted with a
   * BulkWriter (batched, retried). Records before a time are found by a query; records about a person by
   * reading the collection, since what is matched (an address inside a message, a phone written any way)
   * is no field a query can compare.
   */
  async erase(erasure: Erasure): Promise<Erased> {
    const { db } = await this.connect();
    const writer = db.bulkWriter();
    // Each delete's own promise says whether it failed (after BulkWriter's retries): all are awaited.
    const deletions: Array<Promise<unknown>> = [];
    let records = 0;
    let notifications = 0;
    for (const collection of erasure.collections) {
      const found = await (
        erasure.receivedBefore !== undefined && !erasure.about ? db.collection(collection).where('receivedAt', '<', erasure.receivedBefore) : db.collection(collection)
      ).get();
      const erased = found.docs.filter((doc) => isErased(erasure, doc.data() as IntakeRecord));
      const outboxRefs = erased.flatMap((doc) => NOTIFICATION_KINDS.map((kind) => db.collection(OUTBOX_COLLECTION).doc(notificationId(doc.id, kind))));
      for (let start = 0; start < outboxRefs.length; start += 300) {
        const owed = await db.getAll(...outboxRefs.slice(start, start + 300));
        for (const doc of owed) {
          if (!doc.exists) continue;
          notifications += 1;
          deletions.push(writer.delete(doc.ref));
        }
      }
      // The record, and sales' follow-up of it (its notes may name the person too).
      for (const doc of erased) deletions.push(writer.delete(doc.ref), writer.delete(db.collection(FOLLOW_UP_COLLECTION).doc(doc.id)));
      records += erased.length;
    }
    for (const key of erasure.addressKeys ?? []) deletions.push(writer.delete(db.collection(REPLY_QUOTA_COLLECTION).doc(key)));
    await writer.close();
    await Promise.all(deletions);
    return { records, notifications };
  }

  /** The cheapest proof that the project answers: read one document id of `leads` (no document is needed). */
  async probe(): Promise<void> {
    try {
      const { db } = await this.connect();
      await db.collection('leads').limit(1).select().get();
    } catch (error) {
      throw new StoreUnavailable(`cannot reach Firestore project ${this.projectId}: ${(error as Error).message.split('\n', 1)[0]}`);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.inFlight]);
    const connection = this.connection;
    this.connection = undefined;
    if (!connection) return;
    const { app } = await connection.catch(() => ({ app: undefined }));
    if (!app) return;
    const { deleteApp } = await import('firebase-admin/app');
    await deleteApp(app);
  }
}
