import type { Firestore } from 'firebase-admin/firestore';
import { openOwnFirestore } from '../../lib/content/firestore';
import { ContentError } from '../../lib/content/schema';
import { interpolateTokens } from '../../lib/content/tokens';
import { DEFAULT_LANG, isLang } from '../../lib/i18n';
import { collections, pageCollections, type Collection } from '../../lib/content/source';
import { validateDocument } from '../../lib/content/validate';
import type { JsonObject } from '../../scripts/content/codec';

/**
 * The desk's side of the content: drafts kept apart from the collections the build reads, publishing
 * (drafts into those collections, one batch), the versions each publish replaced, and a log of who saved,
 * discarded, published or restored what. Every draft and every publish passes the build's own schemas.
 *
 * In Firestore: `deskDrafts/<collection>~<id>`, `deskHistory/<auto id>` and `deskAudit/<auto id>`. A
 * document's JSON is kept as a string: content may hold what Firestore maps cannot (arrays of arrays), and
 * a draft must come back byte for byte as the editor saved it.
 */
export const DESK_COLLECTIONS = { drafts: 'deskDrafts', history: 'deskHistory', audit: 'deskAudit' } as const;

export type DeskAction = 'save' | 'discard' | 'publish' | 'restore';

export interface DeskDocumentKey {
  collection: Collection;
  id: string;
}

export interface Draft extends DeskDocumentKey {
  data: JsonObject;
  savedBy: string;
  savedAt: string;
}

/** A version a publish replaced: what the live document was until then. */
export interface Version extends DeskDocumentKey {
  version: string;
  data: JsonObject;
  replacedAt: string;
  replacedBy: string;
}

export interface AuditEntry {
  at: string;
  by: string;
  action: DeskAction;
  /** `collection/id` of each document the action touched. */
  documents: string[];
}

/** One row of the desk's list: a document, live or only drafted. */
export interface DeskEntry extends DeskDocumentKey {
  title: string;
  lang?: string;
  live: boolean;
  draft?: { savedBy: string; savedAt: string };
}

/** A draft or a publish the build's schemas refuse: the message names the collection, document and field. */
export class InvalidContent extends Error {
  override name = 'InvalidContent';
}

/** A document id as the content files name them: the slug, and `.<lang>` after it for a twin in another language (`.mr`). */
export const DOCUMENT_ID = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z]{2,3})?$/;

export function isCollection(value: string): value is Collection {
  return (collections as readonly string[]).includes(value);
}

const keyOf = ({ collection, id }: DeskDocumentKey) => `${collection}/${id}`;
const draftId = ({ collection, id }: DeskDocumentKey) => `${collection}~${id}`;

/** What a document is called in the list: its title, an article's title, a catalogue item's name, as the site shows it (its {tokens} filled in). */
function titleOf(data: Record<string, unknown>, id: string): string {
  for (const field of ['title', 'articleTitle', 'name'] as const)
    if (typeof data[field] === 'string' && data[field])
      return String(interpolateTokens(data[field], [], field, typeof data.lang === 'string' && isLang(data.lang) ? data.lang : DEFAULT_LANG));
  return id;
}

/** A page's language (English unless it says otherwise); other documents have none. */
function langOf(collection: Collection, data: Record<string, unknown>): string | undefined {
  if (!(pageCollections as readonly string[]).includes(collection)) return undefined;
  return typeof data.lang === 'string' ? data.lang : 'en';
}

/** Checks a document with the build's schema; throws InvalidContent with the build's own message. */
export function checkDocument({ collection, id }: DeskDocumentKey, data: unknown): void {
  try {
    validateDocument(collection, id, data);
  } catch (error) {
    if (error instanceof ContentError) throw new InvalidContent(error.message);
    throw error;
  }
}

export class ContentDesk {
  private connection: ReturnType<typeof openOwnFirestore> | undefined;

  constructor(private readonly projectId: string) {}

  /** The codec loads firebase-admin: imported with the connection, so an intake without the desk never loads it. */
  private readonly codec = () => import('../../scripts/content/codec');

  private async db(): Promise<Firestore> {
    this.connection ??= openOwnFirestore(this.projectId, 'desk');
    return (await this.connection).db;
  }

  /** Every document of every collection the build reads, with its draft if one is waiting. */
  async list(): Promise<DeskEntry[]> {
    const db = await this.db();
    const [drafts, ...published] = await Promise.all([db.collection(DESK_COLLECTIONS.drafts).get(), ...collections.map((name) => db.collection(name).get())]);
    const entries = new Map<string, DeskEntry>();
    collections.forEach((collection, index) => {
      for (const doc of published[index]!.docs) {
        const data = doc.data();
        entries.set(keyOf({ collection, id: doc.id }), { collection, id: doc.id, title: titleOf(data, doc.id), lang: langOf(collection, data), live: true });
      }
    });
    for (const doc of drafts.docs) {
      const draft = this.draftOf(doc.data());
      const entry = entries.get(keyOf(draft));
      const waiting = { savedBy: draft.savedBy, savedAt: draft.savedAt };
      if (entry) entry.draft = waiting;
      else
        entries.set(keyOf(draft), {
          collection: draft.collection,
          id: draft.id,
          title: titleOf(draft.data, draft.id),
          lang: langOf(draft.collection, draft.data),
          live: false,
          draft: waiting,
        });
    }
    return [...entries.values()].sort((a, b) => a.collection.localeCompare(b.collection) || a.id.localeCompare(b.id));
  }

  private draftOf(stored: FirebaseFirestore.DocumentData): Draft {
    return { collection: stored.collection, id: stored.id, data: JSON.parse(stored.json) as JsonObject, savedBy: stored.savedBy, savedAt: stored.savedAt };
  }

  /** One document: as it is live (in the content files' JSON form), its draft, and the versions publishing replaced, newest first. */
  async read(key: DeskDocumentKey): Promise<{ live?: JsonObject; draft?: Draft; history: Version[] }> {
    const [db, { fromFirestore }] = await Promise.all([this.db(), this.codec()]);
    const [live, draft, history] = await Promise.all([
      db.collection(key.collection).doc(key.id).get(),
      db.collection(DESK_COLLECTIONS.drafts).doc(draftId(key)).get(),
      db.collection(DESK_COLLECTIONS.history).where('key', '==', keyOf(key)).get(),
    ]);
    return {
      live: live.exists ? (fromFirestore(live.data() ?? {}) as JsonObject) : undefined,
      draft: draft.exists ? this.draftOf(draft.data()!) : undefined,
      history: history.docs.map((doc) => this.versionOf(doc.id, doc.data())).sort((a, b) => b.replacedAt.localeCompare(a.replacedAt)),
    };
  }

  private versionOf(version: string, stored: FirebaseFirestore.DocumentData): Version {
    return { version, collection: stored.collection, id: stored.id, data: JSON.parse(stored.json) as JsonObject, replacedAt: stored.replacedAt, replacedBy: stored.replacedBy };
  }

  /** Keeps a draft, after the build's schema accepts it. The live document is untouched. */
  async saveDraft(key: DeskDocumentKey, data: JsonObject, by: string, action: 'save' | 'restore' = 'save'): Promise<Draft> {
    checkDocument(key, data);
    const db = await this.db();
    const draft: Draft = { ...key, data, savedBy: by, savedAt: new Date().toISOString() };
    const batch = db.batch();
    batch.set(db.collection(DESK_COLLECTIONS.drafts).doc(draftId(key)), {
      collection: key.collection,
      id: key.id,
      json: JSON.stringify(data),
      savedBy: by,
      savedAt: draft.savedAt,
    });
    batch.set(db.collection(DESK_COLLECTIONS.audit).doc(), this.audit(by, action, [key], draft.savedAt));
    await batch.commit();
    return draft;
  }

  /** Drops a draft; false when there was none. */
  async discardDraft(key: DeskDocumentKey, by: string): Promise<boolean> {
    const db = await this.db();
    const ref = db.collection(DESK_COLLECTIONS.drafts).doc(draftId(key));
    return db.runTransaction(async (transaction) => {
      if (!(await transaction.get(ref)).exists) return false;
      transaction.delete(ref);
      transaction.set(db.collection(DESK_COLLECTIONS.audit).doc(), this.audit(by, 'discard', [key]));
      return true;
    });
  }

  /**
   * Publishes drafts (the ones named, or every waiting one) in one transaction: each is checked again with
   * the build's schema, the live version it replaces is kept in the history, and the draft goes. One
   * invalid draft publishes nothing. Returns what was published.
   */
  async publish(by: string, only?: DeskDocumentKey[]): Promise<DeskDocumentKey[]> {
    const [db, { fromFirestore, toFirestore }] = await Promise.all([this.db(), this.codec()]);
    const at = new Date().toISOString();
    return db.runTransaction(async (transaction) => {
      const refs = only
        ? only.map((key) => db.collection(DESK_COLLECTIONS.drafts).doc(draftId(key)))
        : (await transaction.get(db.collection(DESK_COLLECTIONS.drafts))).docs.map((doc) => doc.ref);
      const found = refs.length ? await transaction.getAll(...refs) : [];
      const missing = found.filter((doc) => !doc.exists).map((doc) => doc.id.replace('~', '/'));
      if (missing.length) throw new InvalidContent(`No draft to publish for ${missing.join(', ')}`);
      const drafts = found.map((doc) => this.draftOf(doc.data()!));
      for (const draft of drafts) checkDocument(draft, draft.data);
      const liveRefs = drafts.map((draft) => db.collection(draft.collection).doc(draft.id));
      const live = liveRefs.length ? await transaction.getAll(...liveRefs) : [];
      drafts.forEach((draft, index) => {
        const replaced = live[index]!;
        if (replaced.exists)
          transaction.set(db.collection(DESK_COLLECTIONS.history).doc(), {
            key: keyOf(draft),
            collection: draft.collection,
            id: draft.id,
            json: JSON.stringify(fromFirestore(replaced.data() ?? {})),
            replacedAt: at,
            replacedBy: by,
          });
        transaction.set(liveRefs[index]!, toFirestore(draft.collection, draft.data));
        transaction.delete(refs[index]!);
      });
      if (drafts.length) transaction.set(db.collection(DESK_COLLECTIONS.audit).doc(), this.audit(by, 'publish', drafts, at));
      return drafts.map(({ collection, id }) => ({ collection, id }));
    });
  }

  /** Makes a replaced version the document's draft again (publishing it restores it on the site). */
  async restore(key: DeskDocumentKey, version: string, by: string): Promise<Draft> {
    const db = await this.db();
    const stored = await db.collection(DESK_COLLECTIONS.history).doc(version).get();
    if (!stored.exists || stored.data()!.key !== keyOf(key)) throw new InvalidContent(`${keyOf(key)} has no version ${version}`);
    const { data } = this.versionOf(stored.id, stored.data()!);
    return this.saveDraft(key, data, by, 'restore');
  }

  /** The latest entries of the log, newest first. */
  async auditLog(limit = 100): Promise<AuditEntry[]> {
    const db = await this.db();
    const found = await db.collection(DESK_COLLECTIONS.audit).orderBy('at', 'desc').limit(limit).get();
    return found.docs.map((doc) => doc.data() as AuditEntry);
  }

  /** Stops the Firestore client (the intake closing). */
  async close(): Promise<void> {
    const connection = this.connection;
    this.connection = undefined;
    if (connection) await (await connection).close();
  }

  private audit(by: string, action: DeskAction, keys: DeskDocumentKey[], at = new Date().toISOString()): AuditEntry {
    return { at, by, action, documents: keys.map(keyOf) };
  }
}
