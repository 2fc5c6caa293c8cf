import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { ContentError } from '@/lib/content/schema';
import { collections, type Collection } from '@/lib/content/source';
import { validateDocument } from '@/lib/content/validate';
import { formatContentFile, fromFirestore, toFirestore, type JsonObject } from './codec';

/**
 * The editors' two-way path between content/ and Firestore. Push uploads what changed; pull writes
 * Firestore back into the same files and format. Both validate every document before writing anything,
 * and neither deletes a document the other side lacks unless asked to (`prune`).
 */

export interface SyncOptions {
  /** The content folder (content/). */
  dir: string;
  db: Firestore;
  /** Show what would change, write nothing. */
  dryRun?: boolean;
  /** Delete what exists only on the target side (push: in Firestore; pull: in content/). */
  prune?: boolean;
  log?: (line: string) => void;
}

export interface SyncSummary {
  created: string[];
  updated: string[];
  unchanged: number;
  /** `collection/id` of documents only on the target side: deleted when pruning, else only reported. */
  onlyOnTarget: string[];
  deleted: string[];
}

interface LocalDocument {
  id: string;
  data: JsonObject;
  /** The file's bytes, to compare with what a pull would write. */
  text: string;
}

/** Firestore's batch limit is 500 writes; stay under it. */
const BATCH_SIZE = 400;

function readLocal(dir: string, collection: Collection): LocalDocument[] {
  const folder = path.join(dir, collection);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const id = file.slice(0, -'.json'.length);
      const text = readFileSync(path.join(folder, file), 'utf8');
      try {
        return { id, data: JSON.parse(text) as JsonObject, text };
      } catch (error) {
        throw new ContentError(`Invalid document ${collection}/${id}: not valid JSON (${(error as Error).message})`);
      }
    });
}

async function readRemote(db: Firestore, collection: Collection): Promise<Map<string, Record<string, unknown>>> {
  const snapshot = await db.collection(collection).get();
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}

function emptySummary(): SyncSummary {
  return { created: [], updated: [], unchanged: 0, onlyOnTarget: [], deleted: [] };
}

function countLine(collection: string, total: number, created: number, updated: number, unchanged: number): string {
  return `  ${collection.padEnd(10)} ${String(total).padStart(5)} documents: ${created} new, ${updated} changed, ${unchanged} unchanged`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function summaryLine(verb: string, summary: SyncSummary, dryRun: boolean, prune: boolean, target: string): string {
  const writes = summary.created.length + summary.updated.length + summary.deleted.length;
  const kept = prune ? '' : summary.onlyOnTarget.length ? `; ${plural(summary.onlyOnTarget.length, 'document')} only in ${target} kept (--prune deletes them)` : '';
  if (writes === 0) return `Nothing to ${verb}: ${target} already matches (${plural(summary.unchanged, 'document')} unchanged)${kept}.`;
  const detail = `${summary.created.length} new, ${summary.updated.length} changed, ${summary.deleted.length} deleted`;
  return `${dryRun ? `Dry run: would ${verb}` : `${verb[0]!.toUpperCase()}${verb.slice(1)}ed`} ${plural(writes, 'document')} (${detail}); ${summary.unchanged} unchanged${kept}.`;
}

/** Report documents only on the target side; returns the ids to delete (all of them when pruning, else none). */
function onlyOnTarget(
  summary: SyncSummary,
  collection: Collection,
  ids: string[],
  target: string,
  { prune, dryRun, log }: { prune: boolean; dryRun: boolean; log: (line: string) => void },
): string[] {
  if (!ids.length) return [];
  const keys = ids.map((id) => `${collection}/${id}`);
  summary.onlyOnTarget.push(...keys);
  log(`             only in ${target}: ${ids.join(', ')}${prune ? (dryRun ? ' (would delete)' : ' (deleting)') : ' (kept)'}`);
  if (!prune) return [];
  summary.deleted.push(...keys);
  return ids;
}

/** Upload content/ to Firestore: only new and changed documents are written. */
export async function pushContent({ dir, db, dryRun = false, prune = false, log = console.log }: SyncOptions): Promise<SyncSummary> {
  // Every document is validated before the first write, so an invalid one leaves Firestore untouched.
  const local = new Map(collections.map((collection) => [collection, readLocal(dir, collection)]));
  for (const [collection, documents] of local) for (const doc of documents) validateDocument(collection, doc.id, doc.data);

  const summary = emptySummary();
  const writes: Array<{ collection: Collection; id: string; data?: JsonObject }> = [];
  for (const [collection, documents] of local) {
    const remote = await readRemote(db, collection);
    let created = 0;
    let updated = 0;
    let unchanged = 0;
    for (const doc of documents) {
      const stored = remote.get(doc.id);
      const key = `${collection}/${doc.id}`;
      if (!stored) {
        created += 1;
        summary.created.push(key);
      } else if (formatContentFile(fromFirestore(stored, doc.data)) !== formatContentFile(doc.data)) {
        updated += 1;
        summary.updated.push(key);
      } else {
        unchanged += 1;
        continue;
      }
      writes.push({ collection, id: doc.id, data: doc.data });
    }
    summary.unchanged += unchanged;
    log(countLine(collection, documents.length, created, updated, unchanged));
    const ids = new Set(documents.map((doc) => doc.id));
    const extra = [...remote.keys()].filter((id) => !ids.has(id)).sort();
    writes.push(...onlyOnTarget(summary, collection, extra, 'Firestore', { prune, dryRun, log }).map((id) => ({ collection, id })));
  }

  if (dryRun) for (const write of writes) log(`  would ${write.data ? 'write' : 'delete'} ${write.collection}/${write.id}`);
  if (!dryRun) {
    for (let i = 0; i < writes.length; i += BATCH_SIZE) {
      const batch = db.batch();
      for (const { collection, id, data } of writes.slice(i, i + BATCH_SIZE)) {
        const ref = db.collection(collection).doc(id);
        if (data) batch.set(ref, toFirestore(collection, data));
        else batch.delete(ref);
      }
      await batch.commit();
    }
  }
  log(summaryLine('push', summary, dryRun, prune, 'Firestore'));
  return summary;
}

/** Write Firestore back to content/, in the same files and format: `git diff` then shows what editors changed. */
export async function pullContent({ dir, db, dryRun = false, prune = false, log = console.log }: SyncOptions): Promise<SyncSummary> {
  const files: Array<{ collection: Collection; id: string; text?: string }> = [];
  const summary = emptySummary();
  // Read and validate everything first: an invalid document in Firestore stops the pull before any file changes.
  for (const collection of collections) {
    const remote = await readRemote(db, collection);
    const local = new Map(readLocal(dir, collection).map((doc) => [doc.id, doc]));
    const fallbackTemplate = local.values().next().value?.data;
    let created = 0;
    let updated = 0;
    let unchanged = 0;
    for (const id of [...remote.keys()].sort()) {
      const existing = local.get(id);
      const data = fromFirestore(remote.get(id)!, existing?.data ?? fallbackTemplate) as JsonObject;
      validateDocument(collection, id, data);
      const text = formatContentFile(data);
      if (existing?.text === text) {
        unchanged += 1;
        continue;
      }
      if (existing) {
        updated += 1;
        summary.updated.push(`${collection}/${id}`);
      } else {
        created += 1;
        summary.created.push(`${collection}/${id}`);
      }
      files.push({ collection, id, text });
    }
    summary.unchanged += unchanged;
    log(countLine(collection, remote.size, created, updated, unchanged));
    const extra = [...local.keys()].filter((id) => !remote.has(id));
    files.push(...onlyOnTarget(summary, collection, extra, 'content/', { prune, dryRun, log }).map((id) => ({ collection, id })));
  }

  for (const { collection, id, text } of files) {
    const file = path.join(dir, collection, `${id}.json`);
    if (dryRun) log(`  would ${text === undefined ? 'delete' : 'write'} ${path.relative(process.cwd(), file)}`);
    else if (text === undefined) rmSync(file);
    else {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  }
  log(summaryLine('pull', summary, dryRun, prune, 'content/'));
  return summary;
}
