/** @jest-environment node */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { openFirestore } from '@/lib/content/firestore';
import { collections } from '@/lib/content/source';
import { EMULATOR_PROJECT, resetEmulator, startEmulator, stopEmulator, type RunningEmulator } from '@/tests/support/firestore-emulator';
import { pullContent, pushContent } from './sync';

/** content:push and content:pull against the Firestore emulator. */
jest.setTimeout(60_000);

const CONTENT = path.join(process.cwd(), 'content');
let emulator: RunningEmulator;
let db: Firestore;
let work: string;
const quiet = () => undefined;

/** Every content file, as collection/file → bytes. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const collection of collections) {
    for (const file of readdirSync(path.join(dir, collection)).filter((f) => f.endsWith('.json'))) {
      files.set(`${collection}/${file}`, readFileSync(path.join(dir, collection, file), 'utf8'));
    }
  }
  return files;
}

function copyOfContent(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  for (const collection of collections) cpSync(path.join(CONTENT, collection), path.join(dir, collection), { recursive: true });
  return dir;
}

async function count(collection: string): Promise<number> {
  return (await db.collection(collection).count().get()).data().count;
}

const localCount = (collection: string) => readdirSync(path.join(CONTENT, collection)).filter((f) => f.endsWith('.json')).length;

beforeAll(async () => {
  emulator = await startEmulator();
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  db = await openFirestore(EMULATOR_PROJECT, 'sync-test');
}, 90_000);

afterAll(async () => {
  await db.terminate();
  await stopEmulator(emulator);
  delete process.env.FIRESTORE_EMULATOR_HOST;
});

beforeEach(async () => {
  await resetEmulator(emulator.host);
  work = copyOfContent();
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('content:push', () => {
  it('uploads every document of every collection, dates as Timestamps', async () => {
    const summary = await pushContent({ dir: CONTENT, db, log: quiet });
    for (const collection of collections) expect(await count(collection)).toBe(localCount(collection));
    expect(summary.created).toHaveLength([...snapshot(CONTENT).keys()].length);
    const post = (await db.collection('posts').limit(1).get()).docs[0]!.data();
    expect(post.sortedDate.constructor.name).toBe('Timestamp');
  });

  it('is idempotent: a second run writes nothing and says so', async () => {
    await pushContent({ dir: CONTENT, db, log: quiet });
    const lines: string[] = [];
    const second = await pushContent({ dir: CONTENT, db, log: (line) => lines.push(line) });
    expect(second.created).toEqual([]);
    expect(second.updated).toEqual([]);
    expect(lines.at(-1)).toMatch(/^Nothing to push: Firestore already matches/);
    // One progress line per collection.
    for (const collection of collections) expect(lines.some((line) => line.trimStart().startsWith(`${collection} `))).toBe(true);
  });

  it('writes only the document that changed', async () => {
    await pushContent({ dir: CONTENT, db, log: quiet });
    const file = path.join(work, 'posts', readdirSync(path.join(work, 'posts'))[0]!);
    const post = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, `${JSON.stringify({ ...post, title: 'A corrected title' }, null, 2)}\n`);
    const summary = await pushContent({ dir: work, db, log: quiet });
    expect(summary.updated).toEqual([`posts/${path.basename(file, '.json')}`]);
    expect(summary.created).toEqual([]);
  });

  it('with --dry-run shows what would change and writes nothing', async () => {
    const lines: string[] = [];
    const summary = await pushContent({ dir: CONTENT, db, dryRun: true, log: (line) => lines.push(line) });
    expect(summary.created.length).toBeGreaterThan(0);
    for (const collection of collections) expect(await count(collection)).toBe(0);
    expect(lines).toContain('  would write pages/home');
    expect(lines.at(-1)).toMatch(/^Dry run: would push/);
  });

  it('stops at an invalid document before writing anything, naming collection, document and field', async () => {
    const file = path.join(work, 'catalogue', 'skywatch-monitor.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), price: 'call us' }));
    await expect(pushContent({ dir: work, db, log: quiet })).rejects.toThrow(/^Invalid document catalogue\/skywatch-monitor: price/);
    for (const collection of collections) expect(await count(collection)).toBe(0);
  });

  it('reports documents only in Firestore, and deletes exactly those with --prune', async () => {
    await pushContent({ dir: CONTENT, db, log: quiet });
    const template = (await db.collection('posts').limit(1).get()).docs[0]!.data();
    await db.collection('posts').doc('written-in-the-console').set(template);
    await db
      .collection('articles')
      .doc('old-press-note')
      .set((await db.collection('articles').limit(1).get()).docs[0]!.data());

    const reported = await pushContent({ dir: CONTENT, db, log: quiet });
    expect(reported.onlyOnTarget).toEqual(['posts/written-in-the-console', 'articles/old-press-note']);
    expect(reported.deleted).toEqual([]);
    expect(await count('posts')).toBe(localCount('posts') + 1);

    const pruned = await pushContent({ dir: CONTENT, db, prune: true, log: quiet });
    expect(pruned.deleted).toEqual(reported.onlyOnTarget);
    for (const collection of collections) expect(await count(collection)).toBe(localCount(collection));
  });
});

describe('content:pull', () => {
  it('round-trips content/ byte for byte after a push', async () => {
    await pushContent({ dir: CONTENT, db, log: quiet });
    const before = snapshot(work);
    const summary = await pullContent({ dir: work, db, log: quiet });
    expect(summary.created).toEqual([]);
    expect(summary.updated).toEqual([]);
    expect(snapshot(work)).toEqual(before);
    expect(snapshot(work)).toEqual(snapshot(CONTENT));
  });

  it('writes an editor’s change as a one-line diff, and a new document in the collection’s format', async () => {
    await pushContent({ dir: CONTENT, db, log: quiet });
    const [first] = (await db.collection('articles').orderBy('sortedDate', 'desc').limit(1).get()).docs;
    await first!.ref.update({ articleTitle: 'Frost protection for rabi crops, revised' });
    await db
      .collection('articles')
      .doc('field-notes-2026-12-new-issue')
      .set({ ...first!.data(), articleTitle: 'A new issue', volume: 'Vol. 3, Issue 12' });

    const before = snapshot(work);
    const summary = await pullContent({ dir: work, db, log: quiet });
    expect(summary.updated).toEqual([`articles/${first!.id}`]);
    expect(summary.created).toEqual(['articles/field-notes-2026-12-new-issue']);

    const changed = `articles/${first!.id}.json`;
    const oldLines = before.get(changed)!.split('\n');
    const newLines = readFileSync(path.join(work, changed), 'utf8').split('\n');
    expect(newLines).toHaveLength(oldLines.length);
    expect(newLines.filter((line, i) => line !== oldLines[i])).toEqual(['  "articleTitle": "Frost protection for rabi crops, revised",']);

    const created = JSON.parse(readFileSync(path.join(work, 'articles', 'field-notes-2026-12-new-issue.json'), 'utf8'));
    expect(Object.keys(created)).toEqual(Object.keys(JSON.parse(before.get(changed)!)));
  });

  it('stops at an invalid document in Firestore before changing any file', async () => {
    await pushContent({ dir: CONTENT, db, log: quiet });
    await db.collection('posts').doc('broken').set({ title: 'No date', categoryId: 'blog' });
    await db.collection('pages').doc('home').update({ title: 'Changed' });
    const before = snapshot(work);
    await expect(pullContent({ dir: work, db, log: quiet })).rejects.toThrow(/^Invalid document posts\/broken: sortedDate/);
    expect(snapshot(work)).toEqual(before);
  });

  it('keeps files only in content/ unless --prune, which deletes exactly those', async () => {
    await pushContent({ dir: CONTENT, db, log: quiet });
    await db.collection('magazines').doc('mitti-aur-mausam-2025-q3').delete();
    const kept = await pullContent({ dir: work, db, log: quiet });
    expect(kept.onlyOnTarget).toEqual(['magazines/mitti-aur-mausam-2025-q3']);
    expect(snapshot(work).has('magazines/mitti-aur-mausam-2025-q3.json')).toBe(true);
    const pruned = await pullContent({ dir: work, db, prune: true, log: quiet });
    expect(pruned.deleted).toEqual(['magazines/mitti-aur-mausam-2025-q3']);
    expect(snapshot(work).has('magazines/mitti-aur-mausam-2025-q3.json')).toBe(false);
    expect(snapshot(work).size).toBe(snapshot(CONTENT).size - 1);
  });
});
