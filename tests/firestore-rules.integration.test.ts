/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { initializeApp, deleteApp, type FirebaseApp } from 'firebase/app';
import { collection, connectFirestoreEmulator, deleteDoc, doc, getDocs, getFirestore, setDoc, setLogLevel, type Firestore } from 'firebase/firestore/lite';
import { collections } from '@/lib/content/source';
import { COLLECTIONS as INTAKE_COLLECTIONS } from '@/server/intake/store';
import { EMULATOR_PROJECT, loadRules, resetEmulator, startEmulator, stopEmulator, type RunningEmulator } from '@/tests/support/firestore-emulator';
import { emulatorDb } from '@/tests/support/seed-firestore';

/**
 * firestore.rules on the emulator, seen by a browser client (the web SDK, no credentials): the published
 * collections can be read, nothing else can, and nothing can be written.
 */
jest.setTimeout(60_000);

const RULES = readFileSync(path.join(process.cwd(), 'firestore.rules'), 'utf8');
let emulator: RunningEmulator;
let app: FirebaseApp;
let browser: Firestore;

beforeAll(async () => {
  emulator = await startEmulator();
  await loadRules(emulator.host);
  await resetEmulator(emulator.host);
  // Seeded with admin credentials, which bypass the rules, as content:push and the intake do.
  const admin = emulatorDb(emulator.host);
  for (const name of [...collections, ...INTAKE_COLLECTIONS]) await admin.collection(name).doc('seeded').set({ title: name });
  // The SDK logs every refused request; the assertions below are what matter.
  setLogLevel('silent');
  app = initializeApp({ projectId: EMULATOR_PROJECT, apiKey: 'browser-key' }, 'rules-test');
  browser = getFirestore(app);
  const [host, port] = emulator.host.split(':');
  connectFirestoreEmulator(browser, host!, Number(port));
}, 90_000);

afterAll(async () => {
  await deleteApp(app);
  await stopEmulator(emulator);
});

it('names exactly the published collections', () => {
  const listed = /collection in \[([^\]]+)\]/
    .exec(RULES)?.[1]
    ?.split(',')
    .map((name) => name.trim().replace(/'/g, ''));
  expect(listed).toEqual([...collections]);
});

it.each([...collections])('lets a browser read %s', async (name) => {
  const snapshot = await getDocs(collection(browser, name));
  expect(snapshot.docs.map((d) => d.id)).toEqual(['seeded']);
});

it.each([...INTAKE_COLLECTIONS])('refuses a browser reading %s', async (name) => {
  await expect(getDocs(collection(browser, name))).rejects.toMatchObject({ code: 'permission-denied' });
});

it.each([...collections, ...INTAKE_COLLECTIONS])('refuses a browser writing or deleting in %s', async (name) => {
  await expect(setDoc(doc(browser, name, 'from-the-browser'), { title: 'written by a visitor' })).rejects.toMatchObject({ code: 'permission-denied' });
  await expect(setDoc(doc(browser, name, 'seeded'), { title: 'overwritten' })).rejects.toMatchObject({ code: 'permission-denied' });
  await expect(deleteDoc(doc(browser, name, 'seeded'))).rejects.toMatchObject({ code: 'permission-denied' });
});
