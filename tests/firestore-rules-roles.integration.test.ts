/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collections } from '@/lib/content/source';
import { OUTBOX_COLLECTION } from '@/server/intake/firestore-outbox';
import { FORM_COLLECTIONS } from '@/server/intake/erasure';
import { DESK_COLLECTIONS } from '@/server/staff/content-desk';
import { FOLLOW_UP_COLLECTION } from '@/server/intake/follow-up';
import { PERMISSIONS, STAFF_ROLES } from '@/server/staff/roles';
import { EMULATOR_PROJECT, startEmulator, stopEmulator, type RunningEmulator } from '@/tests/support/firestore-emulator';

/**
 * firestore.rules by role, with @firebase/rules-unit-testing on the emulator: the staff whose role answers
 * leads read the submissions, their delivery state and follow-ups; no one else does, and no client, whatever its
 * role, writes content or leads (the server does both, after its checks).
 */
jest.setTimeout(60_000);

const RULES = readFileSync(path.join(process.cwd(), 'firestore.rules'), 'utf8');
const LEAD_COLLECTIONS = [...FORM_COLLECTIONS, OUTBOX_COLLECTION, FOLLOW_UP_COLLECTION];
const DESK = Object.values(DESK_COLLECTIONS);
let emulator: RunningEmulator;
let env: RulesTestEnvironment;

beforeAll(async () => {
  emulator = await startEmulator();
  const [host, port] = emulator.host.split(':');
  env = await initializeTestEnvironment({ projectId: EMULATOR_PROJECT, firestore: { host: host!, port: Number(port), rules: RULES } });
  await env.withSecurityRulesDisabled(async (context) => {
    for (const name of [...collections, ...LEAD_COLLECTIONS, ...DESK]) await context.firestore().collection(name).doc('seeded').set({ title: name });
  });
}, 90_000);

afterAll(async () => {
  await env?.cleanup();
  if (emulator) await stopEmulator(emulator);
});

const asRole = (role: string) => env.authenticatedContext(`uid-${role}`, { email: `${role}@example.in`, role }).firestore();

it('reads leads for exactly the roles that server/staff/roles.ts lets answer them', () => {
  const listed = /role\(\) in \[([^\]]+)\]/
    .exec(RULES)?.[1]
    ?.split(',')
    .map((name) => name.trim().replace(/'/g, ''));
  expect(listed).toEqual([...PERMISSIONS.leads]);
});

it('reads the desk’s drafts, history and log for exactly the roles that server/staff/roles.ts lets write drafts', () => {
  const lists = [...RULES.matchAll(/role\(\) in \[([^\]]+)\]/g)].map((match) => match[1]!.split(',').map((name) => name.trim().replace(/'/g, '')));
  expect(lists[1]).toEqual([...PERMISSIONS.drafts]);
});

it.each(DESK)('lets only the roles that write content read %s; visitors, other accounts and sales are refused; no one writes it', async (name) => {
  await assertFails(env.unauthenticatedContext().firestore().collection(name).doc('seeded').get());
  await assertFails(env.authenticatedContext('uid-visitor', { email: 'visitor@example.in' }).firestore().collection(name).doc('seeded').get());
  for (const role of STAFF_ROLES) {
    const read = asRole(role).collection(name).doc('seeded').get();
    if ((PERMISSIONS.drafts as readonly string[]).includes(role)) await assertSucceeds(read);
    else await assertFails(read);
    await assertFails(
      asRole(role)
        .collection(name)
        .doc('seeded')
        .set({ title: `written by ${role}` }),
    );
  }
});

it.each([...LEAD_COLLECTIONS])('refuses %s to an anonymous visitor and to a signed-in account not on the staff', async (name) => {
  await assertFails(env.unauthenticatedContext().firestore().collection(name).doc('seeded').get());
  await assertFails(env.authenticatedContext('uid-visitor', { email: 'visitor@example.in' }).firestore().collection(name).doc('seeded').get());
  await assertFails(asRole('owner').collection(name).doc('seeded').get());
});

it.each([...LEAD_COLLECTIONS])('lets only sales and admin read %s: an editor and a publisher are refused', async (name) => {
  for (const role of STAFF_ROLES) {
    const read = asRole(role).collection(name).doc('seeded').get();
    if ((PERMISSIONS.leads as readonly string[]).includes(role)) await assertSucceeds(read);
    else await assertFails(read);
  }
});

it.each([...collections])('refuses every role writing %s directly: an editor cannot publish, sales cannot edit content', async (name) => {
  for (const role of STAFF_ROLES) {
    await assertFails(
      asRole(role)
        .collection(name)
        .doc('seeded')
        .set({ title: `written by ${role}` }),
    );
    await assertFails(asRole(role).collection(name).doc('seeded').delete());
  }
});

it.each([...LEAD_COLLECTIONS])('refuses every role writing %s: submissions are stored by the intake only', async (name) => {
  for (const role of STAFF_ROLES)
    await assertFails(
      asRole(role)
        .collection(name)
        .doc('seeded')
        .update({ title: `changed by ${role}` }),
    );
});
