/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EMULATOR_PROJECT_ID } from '../../lib/constants';
import { staffPaths } from '../../lib/staff/api';
import { pushContent } from '../../scripts/content/sync';
import { openOwnFirestore } from '../../lib/content/firestore';
import { acceptInvitation, resetAuthEmulator, signIn, startAuthEmulator, stopAuthEmulator, type RunningAuthEmulator } from '../../tests/support/auth-emulator';
import { resetEmulator, startEmulator, stopEmulator, type RunningEmulator } from '../../tests/support/firestore-emulator';
import { testApi, type TestApi } from '../intake/test-helpers';
import { addStaff } from './accounts';
import { FirebaseStaffAuth, openAdminAuth } from './auth';
import { ContentDesk } from './content-desk';
import { LocalSiteBuilder } from './local-site-builder';

/**
 * The desk's content through the staff API, with real sign-in (the Auth emulator) and the content in the
 * Firestore emulator, pushed from content/ as `npm run desk` loads it. The site build after a publish is
 * the local builder with its rebuild step recorded (the browser walk-through runs the real one).
 */
let auth: RunningAuthEmulator;
let firestore: RunningEmulator;
const saved = { auth: process.env.FIREBASE_AUTH_EMULATOR_HOST, firestore: process.env.FIRESTORE_EMULATOR_HOST };
const contentDir = path.join(process.cwd(), 'content');
const SERVICE = 'agri-insurance';
const service = JSON.parse(readFileSync(path.join(contentDir, 'services', `${SERVICE}.json`), 'utf8')) as Record<string, unknown>;

beforeAll(async () => {
  [auth, firestore] = await Promise.all([startAuthEmulator(), startEmulator()]);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = auth.host;
  process.env.FIRESTORE_EMULATOR_HOST = firestore.host;
}, 120_000);

afterAll(async () => {
  for (const [name, value] of [
    ['FIREBASE_AUTH_EMULATOR_HOST', saved.auth],
    ['FIRESTORE_EMULATOR_HOST', saved.firestore],
  ] as const)
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  await Promise.all([auth && stopAuthEmulator(auth), firestore && stopEmulator(firestore)]);
});

/** Members of the staff, each invited (firebase-admin, as `npm run staff` does) and signed in: their ID tokens. */
async function members(...people: Array<[string, string]>): Promise<string[]> {
  const admin = await openAdminAuth(EMULATOR_PROJECT_ID);
  try {
    return await Promise.all(
      people.map(async ([email, role]) => {
        const added = await addStaff(admin.auth, email, role);
        await acceptInvitation(auth.host, added.invitation!, 'a long staff passphrase');
        return signIn(auth.host, email, 'a long staff passphrase');
      }),
    );
  } finally {
    await admin.close();
  }
}

async function liveDocument(collection: string, id: string) {
  const { db, close } = await openOwnFirestore(EMULATOR_PROJECT_ID, 'desk-test');
  try {
    return (await db.collection(collection).doc(id).get()).data();
  } finally {
    await close();
  }
}

describe('the desk’s content', () => {
  let api: TestApi;
  let builds: string[];
  let builder: LocalSiteBuilder;
  let editor: string;
  let publisher: string;
  let sales: string;

  beforeEach(async () => {
    await Promise.all([resetAuthEmulator(auth.host), resetEmulator(firestore.host)]);
    const { db, close } = await openOwnFirestore(EMULATOR_PROJECT_ID, 'desk-push');
    await pushContent({ dir: contentDir, db, log: () => undefined });
    await close();
    builds = [];
    builder = new LocalSiteBuilder('/root', '/out', async (_root, _out, log) => {
      log('next build');
      builds.push('built');
    });
    api = await testApi({ staff: new FirebaseStaffAuth(EMULATOR_PROJECT_ID), desk: { content: new ContentDesk(EMULATOR_PROJECT_ID), builder } });
    [editor = '', publisher = '', sales = ''] = await members(
      ['meera.editor@example.in', 'editor'],
      ['arjun.publisher@example.in', 'publisher'],
      ['priya.sales@example.in', 'sales'],
    );
  }, 120_000);

  afterEach(async () => {
    await builder.settled();
    await api.app.close();
  });

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token: string, payload?: unknown) =>
    api.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

  it('an editor saves a draft of a service the build accepts; the live document is unchanged until a publisher publishes', async () => {
    const list = await call('GET', staffPaths.content, editor);
    expect(list.statusCode).toBe(200);
    expect(list.json().documents).toContainEqual({ collection: 'services', id: SERVICE, title: service.title, lang: 'en', live: true });

    const changed = { ...service, description: 'Crop insurance claims backed by satellite evidence of the loss, field by field.' };
    const saved = await call('PUT', staffPaths.draft('services', SERVICE), editor, { data: changed });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().draft).toMatchObject({ collection: 'services', id: SERVICE, savedBy: 'meera.editor@example.in', data: changed });
    expect((await liveDocument('services', SERVICE))?.description).toBe(service.description);

    const refused = await call('POST', staffPaths.publish, editor, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Your role (editor) may not do this' });

    const published = await call('POST', staffPaths.publish, publisher, {});
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ published: [{ collection: 'services', id: SERVICE }], build: { state: 'running', by: 'arjun.publisher@example.in' } });
    expect((await liveDocument('services', SERVICE))?.description).toBe(changed.description);
    await builder.settled();
    expect(builds).toEqual(['built']);
    const build = await call('GET', staffPaths.build, editor);
    expect(build.json()).toMatchObject({ kind: 'local', build: { state: 'succeeded', log: ['next build'] } });

    // The version publishing replaced is kept; restoring it makes it the draft, and publishing that restores the page.
    const document = await call('GET', staffPaths.document('services', SERVICE), editor);
    const { live, draft, history } = document.json();
    expect(live.description).toBe(changed.description);
    expect(draft).toBeUndefined();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ replacedBy: 'arjun.publisher@example.in', data: service });
    const restored = await call('POST', staffPaths.restore('services', SERVICE), editor, { version: history[0].version });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().draft.data).toEqual(service);
    expect((await call('POST', staffPaths.publish, publisher, { documents: [`services/${SERVICE}`] })).statusCode).toBe(200);
    expect((await liveDocument('services', SERVICE))?.description).toBe(service.description);

    const audit = await call('GET', staffPaths.audit, publisher);
    expect(audit.json().entries.map((entry: { action: string; by: string; documents: string[] }) => [entry.action, entry.by, entry.documents])).toEqual([
      ['publish', 'arjun.publisher@example.in', [`services/${SERVICE}`]],
      ['restore', 'meera.editor@example.in', [`services/${SERVICE}`]],
      ['publish', 'arjun.publisher@example.in', [`services/${SERVICE}`]],
      ['save', 'meera.editor@example.in', [`services/${SERVICE}`]],
    ]);
  }, 60_000);

  it('a draft the build would reject is not saved: 422 with the build’s own message naming the field', async () => {
    const broken = { ...service, sections: [] };
    const answer = await call('PUT', staffPaths.draft('services', SERVICE), editor, { data: broken });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().error).toMatch(/^Invalid document services\/agri-insurance: sections/);
    const document = await call('GET', staffPaths.document('services', SERVICE), editor);
    expect(document.json().draft).toBeUndefined();

    const wrongId = await call('PUT', staffPaths.draft('services', 'Agri Insurance'), editor, { data: service });
    expect(wrongId.statusCode).toBe(400);
    expect((await call('GET', staffPaths.document('blogs', SERVICE), editor)).statusCode).toBe(404);
  }, 60_000);

  it('a post’s cover changes in a draft; discarding the draft leaves the post as it was; nothing to publish is a 409', async () => {
    const posts = (await call('GET', staffPaths.content, editor)).json().documents.filter((entry: { collection: string }) => entry.collection === 'posts');
    const { id } = posts[0] as { id: string };
    const { live } = (await call('GET', staffPaths.document('posts', id), editor)).json();
    const saved = await call('PUT', staffPaths.draft('posts', id), editor, { data: { ...live, imageURL: '/assets/uploads/cover-test.webp' } });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', staffPaths.content, editor)).json().documents).toContainEqual(
      expect.objectContaining({ collection: 'posts', id, draft: expect.objectContaining({ savedBy: 'meera.editor@example.in' }) }),
    );

    expect((await call('DELETE', staffPaths.draft('posts', id), editor)).statusCode).toBe(204);
    expect((await call('DELETE', staffPaths.draft('posts', id), editor)).statusCode).toBe(404);
    const nothing = await call('POST', staffPaths.publish, publisher, {});
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toEqual({ error: 'No draft is waiting to be published' });
    expect(builds).toEqual([]);
  }, 60_000);

  it('sales may not read or edit content; an anonymous request is 401', async () => {
    expect((await call('GET', staffPaths.content, sales)).statusCode).toBe(403);
    expect((await call('PUT', staffPaths.draft('services', SERVICE), sales, { data: service })).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'GET', url: staffPaths.content })).statusCode).toBe(401);
  }, 60_000);
});
