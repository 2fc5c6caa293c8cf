/** @jest-environment node */
import { postJson, SITE_ORIGIN, testApi, validFeedback, type TestApi } from './test-helpers';

/** The intake's logs: one line per decision, and never anything personal. */

const person = {
  name: 'Zebulon Quixotic-Marsh',
  email: 'zebulon.distinctive.7731@example.in',
  phone: '+91 91234 56789',
  sector: 'Research & Development',
  message: 'Please send the brochure to my farm at Village Xylophonepur',
  domain: 'eCrop Brochure',
};
const personal = [person.name, person.email, person.phone, '91234', 'Xylophonepur', 'Zebulon', '203.0.113.77', 'SecretAgent/9.9'];

let api: TestApi;
let lines: Array<Record<string, unknown>>;

beforeEach(async () => {
  lines = [];
  api = await testApi({
    rateLimits: { forms: { max: 6, windowMs: 12_000 }, vitals: { max: 5, windowMs: 1_000 }, staff: { max: 1000, windowMs: 60_000 } },
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
  });
});

afterEach(async () => {
  await api.app.close();
});

describe('intake logs', () => {
  it('log accepted records and rejections without personal data or addresses', async () => {
    const headers = { 'user-agent': 'SecretAgent/9.9', 'x-forwarded-for': '203.0.113.77', origin: SITE_ORIGIN };
    const accepted = await postJson(api.app, '/api/contact/send', person, headers);
    expect(accepted.statusCode).toBe(201);
    // Rejected submissions carry personal data too.
    expect((await postJson(api.app, '/api/contact/send', { ...person, email: person.email.replace('@', ' at ') }, headers)).statusCode).toBe(400);
    expect((await postJson(api.app, '/api/contact/send', `{"name":"${person.name}","email":"${person.email}"`, headers)).statusCode).toBe(400);
    expect((await postJson(api.app, '/api/contact/send', { ...person, website: 'x' }, headers)).statusCode).toBe(201);
    expect((await postJson(api.app, `/api/contact/send?email=${encodeURIComponent(person.email)}`, person, { ...headers, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await api.app.inject({ url: `/api/lookup/${encodeURIComponent(person.email)}?phone=${encodeURIComponent(person.phone)}`, headers })).statusCode).toBe(404);
    api.store.failWith = new Error('store down');
    expect((await postJson(api.app, '/api/feedback', { ...validFeedback, name: person.name, email: person.email }, headers)).statusCode).toBe(500);

    const output = lines.map((line) => JSON.stringify(line)).join('\n');
    for (const value of personal) expect(output).not.toContain(value);

    const id = accepted.json<{ id: string }>().id;
    expect(lines.filter((line) => line.msg === 'accepted')).toEqual([expect.objectContaining({ route: '/api/contact/send', collection: 'leads', id })]);
    expect(lines.filter((line) => line.msg === 'honeypot')).toEqual([expect.objectContaining({ route: '/api/contact/send' })]);
    const rejected = lines.filter((line) => line.msg === 'rejected').map(({ route, status, reason }) => ({ route, status, reason }));
    expect(rejected).toEqual([
      { route: '/api/contact/send', status: 400, reason: 'invalid' },
      { route: '/api/contact/send', status: 400, reason: 'malformed-json' },
      { route: '/api/contact/send', status: 403, reason: 'origin' },
      { route: '/api/*', status: 404, reason: 'not-found' },
    ]);
    expect(lines.filter((line) => line.msg === 'intake error')).toEqual([expect.objectContaining({ route: '/api/feedback', status: 500, reason: 'internal' })]);
  });

  it('names the invalid fields, not their values', async () => {
    await postJson(api.app, '/api/contact/send', { ...person, phone: 'abc' });
    const line = lines.find((l) => l.msg === 'rejected');
    expect(line?.fields).toEqual(['phone']);
    expect(JSON.stringify(line)).not.toContain('abc');
  });

  it('writes no per-request lines', async () => {
    await postJson(api.app, '/api/feedback', validFeedback);
    expect(lines.map((line) => line.msg)).toEqual(['accepted']);
  });
});
