/** @jest-environment node */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { EMULATOR_PROJECT_ID } from '../../lib/constants';
import { staffPaths } from '../../lib/staff/api';
import { acceptInvitation, resetAuthEmulator, signIn, signUp, startAuthEmulator, stopAuthEmulator, type RunningAuthEmulator } from '../../tests/support/auth-emulator';
import { postJson, SITE_ORIGIN, testApi, validFeedback, validLead, validOrder, type TestApi } from '../intake/test-helpers';
import { DEFAULT_MAIL_FROM } from '../intake/config';
import { startDevMailbox } from '../leads/dev-mailbox';
import { smtpMailer } from '../leads/mailer';
import { loadRouting } from '../leads/routing';
import { FirebaseStaffAuth } from './auth';
import type { StaffChange } from './accounts';

/**
 * The staff API with real sign-in: accounts made with `npm run staff` in the Auth emulator, signed in
 * through its REST API as the desk's SDK does, and their ID tokens verified by the intake with firebase-admin.
 */
const run = promisify(execFile);
let emulator: RunningAuthEmulator;
const previousHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

beforeAll(async () => {
  emulator = await startAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
}, 120_000);

afterAll(async () => {
  if (previousHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  else process.env.FIREBASE_AUTH_EMULATOR_HOST = previousHost;
  if (emulator) await stopAuthEmulator(emulator);
});

/** `npm run staff -- ARGS` against the emulator: its JSON line (or its failure). */
async function staff(...args: string[]): Promise<StaffChange & { at: string; event: string; by: string }> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...args], {
    env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: '' },
  });
  return JSON.parse(stdout) as StaffChange & { at: string; event: string; by: string };
}

/** A new member of the staff, invited and signed in: their ID token. */
async function member(email: string, role: string): Promise<string> {
  const added = await staff('add', email, role);
  await acceptInvitation(emulator.host, added.invitation!, 'a long staff passphrase');
  return signIn(emulator.host, email, 'a long staff passphrase');
}

const get = (api: TestApi, url: string, token?: string) => api.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('the staff API', () => {
  let api: TestApi;
  let auth: FirebaseStaffAuth;

  beforeEach(async () => {
    await resetAuthEmulator(emulator.host);
    auth = new FirebaseStaffAuth(EMULATOR_PROJECT_ID);
    api = await testApi({ staff: auth });
  });

  afterEach(async () => {
    await api.app.close();
  });

  it('an invited member signs in and is told their role; the invitation is logged as one line', async () => {
    const added = await staff('add', 'Priya.Sales@example.in', 'sales');
    expect(added).toMatchObject({
      event: 'staff',
      action: 'add',
      email: 'priya.sales@example.in',
      before: null,
      after: 'sales',
      created: true,
      invitation: expect.stringContaining('oobCode='),
    });
    await acceptInvitation(emulator.host, added.invitation!, 'a long staff passphrase');
    const token = await signIn(emulator.host, 'priya.sales@example.in', 'a long staff passphrase');

    const me = await get(api, staffPaths.me, token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ uid: added.uid, email: 'priya.sales@example.in', role: 'sales', may: ['leads'] });
  }, 60_000);

  it('answers 401 without a token or with one it cannot verify, and 403 to an account not on the staff', async () => {
    const none = await get(api, staffPaths.me);
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="staff"');
    expect(none.json()).toEqual({ error: 'Sign in first: this needs a staff account' });

    const forged = await get(api, staffPaths.leads, 'eyJhbGciOiJub25lIn0.eyJyb2xlIjoiYWRtaW4ifQ.');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ error: 'Your sign-in is not valid or has expired: sign in again' });

    const visitor = await signUp(emulator.host, 'curious.visitor@example.in', 'not on the staff');
    const refused = await get(api, staffPaths.me, visitor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'This account is not on the staff' });
  }, 60_000);

  it('an editor may not read the leads; sales lists them by form, day and sector, and exports them as CSV', async () => {
    for (const [url, body] of [
      ['/api/contact/send', validLead],
      ['/api/contact/send', { ...validLead, name: 'Ravi Shinde', sector: 'Fisheries', domain: 'Fish Monitoring Brochure', message: 'Fish Monitoring Brochure' }],
      ['/api/orders', validOrder],
      ['/api/feedback', validFeedback],
    ] as const)
      expect((await postJson(api.app, url, body)).statusCode).toBe(201);

    const editor = await member('meera.editor@example.in', 'editor');
    const refused = await get(api, staffPaths.leads, editor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Your role (editor) may not do this' });
    expect((await get(api, staffPaths.leadsCsv, editor)).statusCode).toBe(403);

    const sales = await member('priya.sales@example.in', 'sales');
    const all = await get(api, staffPaths.leads, sales);
    expect(all.statusCode).toBe(200);
    const leads = (all.json() as { leads: Array<{ form: string; payload: { name?: string }; reference: string }> }).leads;
    expect(leads.map((lead) => [lead.form, lead.payload.name])).toEqual([
      ['brochure', validLead.name],
      ['brochure', 'Ravi Shinde'],
      ['order', validOrder.name],
      ['feedback', undefined],
    ]);
    const fisheries = await get(api, `${staffPaths.leads}?form=brochure&sector=Fisheries`, sales);
    expect((fisheries.json() as { leads: Array<{ payload: { name: string } }> }).leads.map((lead) => lead.payload.name)).toEqual(['Ravi Shinde']);
    const tomorrow = new Date(Date.now() + 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
    expect((await get(api, `${staffPaths.leads}?since=${tomorrow}`, sales)).json()).toEqual({ leads: [] });

    const bad = await get(api, `${staffPaths.leads}?form=pamphlet&since=yesterday&colour=red`, sales);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { fields: Record<string, string> }).fields).sort()).toEqual(['colour', 'form', 'since']);

    const csv = await get(api, `${staffPaths.leadsCsv}?form=order`, sales);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.body.startsWith('\uFEFFform,reference')).toBe(true);
    expect(csv.body).toContain(validOrder.name);
    expect(csv.body).not.toContain(validLead.name);
  }, 90_000);

  it('sales moves a lead from new to contacted, assigns it and notes the call; an editor may not, and a wrong change is a 400', async () => {
    const stored = (await postJson(api.app, '/api/contact/send', validLead)).json() as { id: string };
    const patch = (token: string, id: string, body: unknown) =>
      api.app.inject({
        method: 'PATCH',
        url: staffPaths.lead(id),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });

    const sales = await member('priya.sales@example.in', 'sales');
    const before = (await get(api, staffPaths.leads, sales)).json() as { leads: Array<{ followUp: unknown }> };
    expect(before.leads.map((lead) => lead.followUp)).toEqual([{ status: 'new', assignee: null, notes: [] }]);

    const changed = await patch(sales, stored.id, { status: 'contacted', assignee: 'arjun@example.in', note: 'Called; wants a demo on his grape plot in Nashik.' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      followUp: {
        status: 'contacted',
        assignee: 'arjun@example.in',
        notes: [{ at: expect.any(String), by: 'priya.sales@example.in', text: 'Called; wants a demo on his grape plot in Nashik.' }],
        updatedAt: expect.any(String),
        updatedBy: 'priya.sales@example.in',
      },
    });
    const after = (await get(api, staffPaths.leads, sales)).json() as { leads: Array<{ followUp: { status: string } }> };
    expect(after.leads.map((lead) => lead.followUp.status)).toEqual(['contacted']);
    expect((await get(api, `${staffPaths.leads}?status=contacted`, sales)).json()).toMatchObject({ leads: [{ id: stored.id }] });
    expect((await get(api, `${staffPaths.leads}?status=new`, sales)).json()).toEqual({ leads: [] });

    expect((await patch(sales, stored.id, { status: 'pending' })).json()).toMatchObject({
      error: 'Invalid change',
      fields: { status: 'One of new, contacted, qualified, won, lost' },
    });
    expect((await patch(sales, stored.id, {})).statusCode).toBe(400);
    expect((await patch(sales, 'no-such-id', { status: 'won' })).statusCode).toBe(404);
    const editor = await member('meera.editor@example.in', 'editor');
    expect((await patch(editor, stored.id, { status: 'won' })).statusCode).toBe(403);
  }, 90_000);

  it('each lead shows where its mail stands, and ?delivery=dead lists the dead letters', async () => {
    const mailbox = await startDevMailbox();
    const notify = (smtpUrl: string) => ({ mailer: smtpMailer(smtpUrl), routing: loadRouting(), from: DEFAULT_MAIL_FROM, siteUrl: SITE_ORIGIN });
    const mailing = await testApi({ staff: auth, notify: notify(mailbox.smtpUrl), delivery: { pollMs: 50 } });
    // A second intake on the same store, whose SMTP server is gone and whose clock is a day and more ahead:
    // its first failed try is past the 24 hours of retries, so the notification is a dead letter at once.
    const gone = await testApi({ notify: notify('smtp://127.0.0.1:9'), delivery: { pollMs: 50, now: () => Date.now() + 25 * 3_600_000 } });
    try {
      const delivered = (await postJson(mailing.app, '/api/contact/send', validLead)).json() as { id: string };
      const started = Date.now();
      while ((await mailing.store.outbox.stats()).pending > 0 && Date.now() - started < 20_000) await new Promise((resolve) => setTimeout(resolve, 50));
      const sales = await member('priya.sales@example.in', 'sales');
      const leads = (await get(mailing, staffPaths.leads, sales)).json() as { leads: Array<{ id: string; deliveries: unknown[] }> };
      expect(leads.leads).toEqual([
        expect.objectContaining({
          id: delivered.id,
          deliveries: [
            { kind: 'team', state: 'delivered', attempts: 0 },
            { kind: 'reply', state: 'delivered', attempts: 0 },
          ],
        }),
      ]);

      const dead = (await postJson(gone.app, '/api/feedback', { ...validFeedback, email: 'farmer@example.in' })).json() as { id: string };
      while ((await gone.store.outbox.stats()).dead < 2 && Date.now() - started < 40_000) await new Promise((resolve) => setTimeout(resolve, 50));
      const staffOnGone = await testApi({ store: gone.store, staff: auth, closeStore: false });
      try {
        const deadLetters = (await get(staffOnGone, `${staffPaths.leads}?delivery=dead`, sales)).json() as { leads: Array<{ id: string; deliveries: Array<{ state: string }> }> };
        expect(deadLetters.leads.map((lead) => [lead.id, lead.deliveries.map((one) => one.state)])).toEqual([[dead.id, ['dead', 'dead']]]);
        expect((await get(staffOnGone, `${staffPaths.leads}?delivery=lost`, sales)).statusCode).toBe(400);
      } finally {
        await staffOnGone.app.close();
      }
    } finally {
      await gone.app.close();
      // Its pooled SMTP connection ends first: the mailbox waits for every client to leave.
      await mailing.app.close();
      await mailbox.close();
    }
  }, 90_000);

  it('sales erases one person on request: every record about them goes; an editor may not, and a request naming no one is a 400', async () => {
    expect((await postJson(api.app, '/api/contact/send', validLead)).statusCode).toBe(201);
    expect((await postJson(api.app, '/api/orders', { ...validOrder, email: validLead.email })).statusCode).toBe(201);
    expect((await postJson(api.app, '/api/contact/send', { ...validLead, name: 'Ravi Shinde', email: 'ravi@example.in', phone: '+91 94220 11223' })).statusCode).toBe(201);
    const erase = (token: string, body: unknown) => postJson(api.app, staffPaths.erasures, body, { authorization: `Bearer ${token}` });

    const editor = await member('meera.editor@example.in', 'editor');
    expect((await erase(editor, { email: validLead.email })).statusCode).toBe(403);

    const sales = await member('priya.sales@example.in', 'sales');
    const nobody = await erase(sales, {});
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toEqual({ error: 'Invalid erasure', fields: { email: 'Name the person: email or phone' } });
    expect((await erase(sales, { email: 'not an address', phone: '12' })).json()).toMatchObject({
      fields: { email: 'Enter a valid email address', phone: 'A phone number needs at least 6 digits' },
    });

    const erased = await erase(sales, { email: validLead.email });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({ records: 2, notifications: 0 });
    const left = (await get(api, staffPaths.leads, sales)).json() as { leads: Array<{ payload: { name: string } }> };
    expect(left.leads.map((lead) => lead.payload.name)).toEqual(['Ravi Shinde']);
  }, 90_000);

  it('a new role, or removal from the staff, ends the sessions it was given: the old token is refused', async () => {
    const token = await member('arjun@example.in', 'sales');
    expect((await get(api, staffPaths.leads, token)).statusCode).toBe(200);
    // Revocation counts in whole seconds of the token's sign-in time.
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    expect(await staff('role', 'arjun@example.in', 'editor')).toMatchObject({ action: 'role', before: 'sales', after: 'editor' });
    expect((await get(api, staffPaths.leads, token)).statusCode).toBe(401);
    const asEditor = await signIn(emulator.host, 'arjun@example.in', 'a long staff passphrase');
    expect((await get(api, staffPaths.me, asEditor)).json()).toMatchObject({ role: 'editor', may: ['drafts'] });
    expect((await get(api, staffPaths.leads, asEditor)).statusCode).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    expect(await staff('remove', 'arjun@example.in')).toMatchObject({ action: 'remove', before: 'editor', after: null });
    expect((await get(api, staffPaths.me, asEditor)).statusCode).toBe(401);
    const afterwards = await signIn(emulator.host, 'arjun@example.in', 'a long staff passphrase');
    expect((await get(api, staffPaths.me, afterwards)).statusCode).toBe(403);
  }, 90_000);

  it('refuses a role it does not know, and a change to someone not on the staff, saying why', async () => {
    await expect(staff('add', 'someone@example.in', 'owner')).rejects.toMatchObject({
      stderr: expect.stringContaining('the role must be one of editor, publisher, sales, admin, got "owner"'),
    });
    await expect(staff('role', 'nobody@example.in', 'sales')).rejects.toMatchObject({ stderr: expect.stringContaining('nobody@example.in is not on the staff: add them first') });
    await expect(staff('fire', 'someone@example.in')).rejects.toMatchObject({ stderr: expect.stringContaining('usage: npm run staff') });
  }, 60_000);

  it('is rate limited per client, apart from the forms', async () => {
    await api.app.close();
    api = await testApi({ staff: auth, rateLimits: { forms: { max: 1000, windowMs: 12_000 }, vitals: { max: 1000, windowMs: 1_000 }, staff: { max: 3, windowMs: 60_000 } } });
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await get(api, staffPaths.me)).statusCode);
    expect(answers).toEqual([401, 401, 401, 429]);
    expect((await postJson(api.app, '/api/contact/send', validLead)).statusCode).toBe(201);
  }, 30_000);
});

describe('the staff API without a Firebase project', () => {
  it('answers 503 and says what to configure', async () => {
    const api = await testApi();
    try {
      const answer = await get(api, staffPaths.me, 'any');
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ error: 'Staff sign-in is not configured on this server: set FIREBASE_PROJECT_ID (or FIREBASE_AUTH_EMULATOR_HOST)' });
    } finally {
      await api.app.close();
    }
  });
});
