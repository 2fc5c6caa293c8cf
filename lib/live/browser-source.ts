import { initializeApp } from 'firebase/app';
import { collection, connectFirestoreEmulator, doc, getDoc, getDocs, getFirestore, limit, orderBy, query, Timestamp, where, type QueryConstraint } from 'firebase/firestore/lite';
import { DEFAULT_SORT_FIELD, type Collection, type ContentSource, type ListQuery, type RawDocument } from '@/lib/content/source';
import type { FirebaseWebConfig } from './config';

/** The most documents one live query returns: a list shows what is new since the build, never a whole collection. */
const LIVE_LIMIT = 50;

/**
 * Content read in the browser with the Firestore Lite SDK: one-shot REST reads, no listeners, no offline
 * cache, the smallest entry of the web SDK. Loaded only through a dynamic import, and only when configured.
 */
export class BrowserFirestoreSource implements ContentSource {
  readonly name = 'firestore';
  private readonly db;

  constructor(config: FirebaseWebConfig) {
    const app = initializeApp({ apiKey: config.apiKey, projectId: config.projectId, appId: config.appId }, 'live-refresh');
    this.db = getFirestore(app);
    if (config.emulatorHost) {
      const [host, port] = config.emulatorHost.split(':');
      connectFirestoreEmulator(this.db, host!, Number(port));
    }
  }

  async list(name: Collection, { categoryId, orderBy: field = DEFAULT_SORT_FIELD, newerThan }: ListQuery = {}): Promise<RawDocument[]> {
    const constraints: QueryConstraint[] = [];
    if (categoryId !== undefined) constraints.push(where('categoryId', '==', categoryId));
    if (newerThan !== undefined) constraints.push(where(field, '>', Timestamp.fromDate(new Date(newerThan))));
    constraints.push(orderBy(field, 'desc'), limit(LIVE_LIMIT));
    const snapshot = await getDocs(query(collection(this.db, name), ...constraints));
    return snapshot.docs.map((d) => ({ id: d.id, data: d.data() }));
  }

  async get(name: Collection, id: string): Promise<RawDocument | undefined> {
    const snapshot = await getDoc(doc(this.db, name, id));
    return snapshot.exists() ? { id: snapshot.id, data: snapshot.data() } : undefined;
  }
}
