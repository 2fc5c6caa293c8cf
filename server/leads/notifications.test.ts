/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { apiPath } from '@/lib/leads/api';
import { MemoryStore } from '../intake/memory-store';
import { site } from '@/content/site';
import { hi } from '@/content/i18n/hi';
import { mr } from '@/content/i18n/mr';
import { fill } from '@/lib/i18n';
import { DEFAULT_MAIL_FROM } from '../intake/config';
import { postJson, SITE_ORIGIN, testApi, validFeedback, validLead, validOrder } from '../intake/test-helpers';
import { domainOf } from './mail';
import { startDevMailbox, type DevMailbox, type ReceivedMail } from './dev-mailbox';
import { smtpMailer } from './mailer';
import { loadRouting } from './routing';

/**
 * The intake tells people of every submission: each form mails the team (routed by the routing document) and
 * replies to the visitor in the page's language, through a real SMTP server on loopback; the webhook is signed
 * and retried. The worker's clock is the test's, so an hour of retries takes a moment.
 */

const FROM = DEFAULT_MAIL_FROM;
const DOMAIN = domainOf(FROM);
const SITE = SITE_ORIGIN;
const BRAND = site.brand;
const routing = loadRouting();

let mailbox: DevMailbox;
let app: FastifyInstance | undefined;
let clockOffset = 0;
const now = () => Date.now() + clockOffset;

beforeEach(async () => {
  mailbox = await startDevMailbox();
  clockOffset = 0;
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  await mailbox.close();
});

async function until<T>(check: () => T | undefined | false, what: string, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function api(options: { webhook?: { url: string; secret: string; timeoutMs?: number }; smtpUrl?: string } = {}) {
  const store = new MemoryStore();
  const built = await testApi({
    store,
    notify: { mailer: smtpMailer(options.smtpUrl ?? mailbox.smtpUrl), routing, from: FROM, siteUrl: SITE, webhook: options.webhook },
    delivery: { pollMs: 20, now },
  });
  app = built.app;
  await app.ready();
  return { app: built.app, store };
}

/** Waits until every owed notification has been tried and put back for later: nothing is due at the test's clock. */
async function allPutBack(store: MemoryStore, pending: number) {
  const started = Date.now();
  for (;;) {
    const next = await store.outbox.nextDueAt();
    if (store.outbox.delivering === 0 && (await store.outbox.stats()).pending === pending && next !== undefined && next > now()) return;
    if (Date.now() - started > 10_000) throw new Error('Timed out waiting for the failed tries to be put back');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits until the outbox owes nothing more. */
async function allSettled(store: MemoryStore) {
  const started = Date.now();
  while ((await store.outbox.stats()).pending > 0) {
    if (Date.now() - started > 10_000) throw new Error('Timed out waiting for the outbox to empty');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const mailsTo = (address: string) => mailbox.mails.filter((mail) => mail.to.includes(address));

describe('each form', () => {
  it('a brochure request mails the routed desk with every field, and replies with the brochure, phone and WhatsApp', async () => {
    const { app } = await api();
    const res = await postJson(app, apiPath('contact'), { ...validLead, page: undefined, sector: 'Finance' }, { referer: `${SITE}/ecrop/` });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    const [team, reply] = await until(
      () =>
        mailbox.mails.length >= 2 && [mailbox.mails.find((m) => m.messageId === `<${id}.team@${DOMAIN}>`)!, mailbox.mails.find((m) => m.messageId === `<${id}.reply@${DOMAIN}>`)!],
      'two mails',
    );
    expect(team.to).toEqual([`lending.desk@${DOMAIN}`, `ecrop.sales@${DOMAIN}`]);
    expect(team.subject).toBe('Brochure request: Asha Kulkarni, Finance');
    expect(team.replyTo).toContain('asha.kulkarni@example.in');
    for (const line of [
      'Name: Asha Kulkarni',
      'Email: asha.kulkarni@example.in',
      'Phone: +91 98765 43210',
      'Sector: Finance',
      'Brochure: eCrop Brochure',
      `Page: ${SITE}/ecrop/`,
      'Language of the page: English',
    ]) {
      expect(team.text).toContain(line);
    }
    expect(team.text).toMatch(/Received: \d{1,2} \w{3} 20\d\d, \d{1,2}:\d\d [ap]m IST/);
    expect(reply.to).toEqual(['asha.kulkarni@example.in']);
    expect(reply.subject).toBe(`Your eCrop brochure from ${BRAND}`);
    expect(reply.text).toContain(`${SITE}/assets/brochures/ecrop-brochure.pdf`);
    expect(reply.text).toContain('+91 22 4890 1200');
    expect(reply.text).toContain('https://wa.me/919820041200');
    expect(reply.html).toContain(`href="${SITE}/assets/brochures/ecrop-brochure.pdf"`);
    expect(reply.html).not.toMatch(/<img|src=/i);
  });

  it.each([
    ['hi', 'Hindi', hi, 'सोयाबीन के लिए सलाह चाहिए'],
    ['mr', 'Marathi', mr, 'सोयाबीनसाठी सल्ला हवा आहे'],
  ] as const)('a contact message from a %s page gets its reply in its language, with its reference, and the team is told the language', async (lang, englishName, words, text) => {
    const { app } = await api();
    const email = `sunita.${lang}@example.in`;
    const message = { name: 'सुनीता जाधव', email, phone: '98220 44556', message: text, page: `/${lang}/contact/` };
    const res = await postJson(app, apiPath('message'), message);
    expect(res.statusCode).toBe(201);
    const reply = await until(() => mailsTo(email)[0], 'the reply');
    const team = await until(() => mailsTo(`hello@${DOMAIN}`).find((mail) => mail.text.includes(email)), 'the team mail');
    const reference = (res.json().id as string).replace(/-/g, '').slice(0, 8).toUpperCase();
    expect(reply.subject).toBe(fill(words.mail.contactSubject, { reference }));
    expect(reply.text).toContain(fill(words.mail.greeting, { name: 'सुनीता जाधव' }));
    expect(team.subject).toBe('Contact message: सुनीता जाधव');
    expect(team.text).toContain(`Language of the page: ${englishName}`);
    expect(team.text).toContain(`Reference: ${reference}`);
  });

  it('Content-Language names the language of a brochure request, which has no page field', async () => {
    const { app } = await api();
    await postJson(app, apiPath('contact'), { ...validLead, page: undefined }, { 'content-language': 'hi' });
    const reply = await until(() => mailsTo(validLead.email)[0], 'the reply');
    expect(reply.subject).toBe(`${BRAND} की ओर से आपका eCrop ब्रोशर`);
    // The brochure of the visitor's language: the one that opens with a note in Hindi.
    expect(reply.text).toContain(`${SITE}/assets/brochures/ecrop-brochure.hi.pdf`);
  });

  it('an order enquiry mails the desk of its products, and the visitor gets the reference and what comes next', async () => {
    const { app } = await api();
    const res = await postJson(app, apiPath('orders'), validOrder);
    expect(res.statusCode).toBe(201);
    const { reference } = res.json() as { reference: string };
    const team = await until(() => mailsTo(`biosense.sales@${DOMAIN}`)[0], 'the team mail');
    const reply = await until(() => mailsTo(validOrder.email)[0], 'the reply');
    expect(team.subject).toBe('Order enquiry: Suresh Patil, Nashik, Maharashtra');
    expect(team.text).toContain('- 2 × eCrop field station at ₹38,500 = ₹77,000');
    expect(team.text).toContain(`Reference: ${reference}`);
    expect(reply.subject).toBe(`Your order enquiry ${reference}`);
    expect(reply.text).toContain('₹89,500');
    expect(reply.text).toContain('1800 572 4100');
  });

  it('feedback mails the web team, and thanks a visitor who left an address', async () => {
    const { app, store } = await api();
    await postJson(app, apiPath('feedback'), { ...validFeedback, email: 'ravi@example.in', name: 'Ravi' });
    await postJson(app, apiPath('feedback'), { ...validFeedback, page: '/fish-monitoring/' });
    await until(() => mailsTo(`web.team@${DOMAIN}`)[0], 'the team mail');
    const fisheries = await until(() => mailsTo(`fisheries.desk@${DOMAIN}`)[0], 'the fisheries desk mail');
    expect(fisheries.subject).toBe('Feedback: a visitor, 4 of 5');
    const reply = await until(() => mailsTo('ravi@example.in')[0], 'the reply');
    expect(reply.subject).toBe('Thank you for your feedback');
    // The one without an address gets none: three mails in all.
    await allSettled(store);
    expect(mailbox.mails).toHaveLength(3);
  });
});

describe('headers', () => {
  it('CR and LF in a name or the message are data: they add no header', async () => {
    const { app } = await api();
    const res = await postJson(app, apiPath('message'), {
      name: 'Asha\r\nBcc: victim@example.com\r\nX-Injected: yes',
      email: 'asha@example.in',
      phone: '98765 43210',
      message: 'Hello\r\nBcc: other@example.com',
    });
    expect(res.statusCode).toBe(201);
    const mails = await until(() => mailbox.mails.length >= 2 && mailbox.mails, 'two mails');
    for (const mail of mails as ReceivedMail[]) {
      const names = mail.headerLines.map((line) => line.split(':', 1)[0]!.toLowerCase());
      expect(names).not.toContain('bcc');
      expect(names).not.toContain('x-injected');
      expect(mail.to.join()).not.toContain('victim');
    }
  });
});

describe('the daily cap on replies', () => {
  it('30 brochure requests naming one address send it 3 replies, and the team all 30', async () => {
    const { app, store } = await api();
    for (let i = 0; i < 30; i += 1) expect((await postJson(app, apiPath('contact'), { ...validLead, name: `Asha ${i}` })).statusCode).toBe(201);
    await until(() => mailsTo(`ecrop.sales@${DOMAIN}`).length === 30, '30 team mails', 20_000);
    await allSettled(store);
    expect(mailsTo(validLead.email)).toHaveLength(3);
  });
});

describe('an SMTP server that is down', () => {
  it('holds every notification while it is down for 60 s, and delivers them all once it is back', async () => {
    const port = Number(new URL(mailbox.smtpUrl).port);
    await mailbox.close();
    const { app, store } = await api({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await postJson(app, apiPath('contact'), { ...validLead, email: `farmer${i}@example.in` })).json().id);
    // Every try fails while the server is down: each is put back with a later time.
    await allPutBack(store, 10);
    mailbox = await startDevMailbox({ port });
    clockOffset += 60_000;
    await until(() => mailbox.mails.length === 10, 'all ten mails');
    expect(new Set(mailbox.mails.map((mail) => mail.messageId))).toEqual(new Set(ids.flatMap((id) => [`<${id}.team@${DOMAIN}>`, `<${id}.reply@${DOMAIN}>`])));
    await allSettled(store);
    expect(await store.outbox.stats()).toEqual({ pending: 0, dead: 0 });
  });
});

describe('the webhook', () => {
  const SECRET = 'whsec_test_0123456789abcdef';
  let receiver: Server;
  let url: string;
  let answer: (request: IncomingMessage) => Promise<number | 'hang'>;
  const received: Array<{ headers: IncomingMessage['headers']; body: string }> = [];

  beforeEach(async () => {
    received.length = 0;
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', async () => {
        received.push({ headers: request.headers, body });
        const status = await answer(request);
        if (status !== 'hang') response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/leads`;
  });

  afterEach(async () => {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  });

  /** What a receiver does: recompute the HMAC of "t.body" and compare it in constant time. */
  function verifies(header: string, body: string): boolean {
    const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
    const expected = createHmac('sha256', SECRET).update(`${parts.t}.${body}`).digest();
    const given = Buffer.from(parts.v1 ?? '', 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected) && Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
  }

  it('is signed so that the receiver verifies it, carries the submission, and a 500 is tried again', async () => {
    let calls = 0;
    answer = async () => (++calls === 1 ? 500 : 204);
    const { app, store } = await api({ webhook: { url, secret: SECRET } });
    const id = (await postJson(app, apiPath('contact'), validLead)).json().id as string;
    await until(() => received.length === 1, 'the first try');
    await allPutBack(store, 1);
    clockOffset += 60_000;
    await until(() => received.length === 2, 'the retry');
    for (const { headers, body } of received) {
      expect(verifies(String(headers['x-signature']), body)).toBe(true);
      expect(headers['idempotency-key']).toBe(`${id}.webhook`);
      expect(headers['content-type']).toBe('application/json');
    }
    const body = JSON.parse(received[1]!.body);
    expect(body).toMatchObject({
      id: `${id}.webhook`,
      type: 'submission.created',
      form: 'brochure',
      submission: { id, fields: { name: 'Asha Kulkarni', email: validLead.email } },
    });
    expect(verifies(String(received[1]!.headers['x-signature']), received[1]!.body.replace('Asha', 'Asho'))).toBe(false);
    await allSettled(store);
  });

  it('a receiver that does not answer in time is tried again', async () => {
    let calls = 0;
    answer = async () => (++calls === 1 ? 'hang' : 200);
    const { app, store } = await api({ webhook: { url, secret: SECRET, timeoutMs: 300 } });
    await postJson(app, apiPath('contact'), validLead);
    await until(() => received.length === 1, 'the first try');
    await allPutBack(store, 1);
    clockOffset += 60_000;
    await until(() => received.length === 2, 'the retry');
    expect(received[0]!.headers['idempotency-key']).toBe(received[1]!.headers['idempotency-key']);
  });
});
