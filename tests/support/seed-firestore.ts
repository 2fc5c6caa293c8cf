import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { toFirestore, type JsonObject } from '@/scripts/content/codec';
import type { Collection } from '@/lib/content/source';
import { EMULATOR_PROJECT } from './firestore-emulator';

/** An admin Firestore client on the emulator at `host` (tests only). */
export function emulatorDb(host: string): Firestore {
  process.env.FIRESTORE_EMULATOR_HOST = host;
  const name = `seed-${host}`;
  const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId: EMULATOR_PROJECT }, name);
  return getFirestore(app);
}

export async function seed(db: Firestore, collection: Collection, documents: Array<{ id: string; data: Record<string, unknown> }>): Promise<void> {
  for (let i = 0; i < documents.length; i += 400) {
    const batch = db.batch();
    for (const { id, data } of documents.slice(i, i + 400)) batch.set(db.collection(collection).doc(id), toFirestore(collection, data as JsonObject));
    await batch.commit();
  }
}

/** The repository's content/<collection>/*.json as documents. */
export function localDocuments(collection: Collection): Array<{ id: string; data: Record<string, unknown> }> {
  const folder = path.join(process.cwd(), 'content', collection);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ id: file.slice(0, -5), data: JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, unknown> }));
}
