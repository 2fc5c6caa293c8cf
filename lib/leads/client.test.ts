import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY } from './api';
import { isUnreachable, newSubmissionId, postJson, SubmitError } from './client';

describe('newSubmissionId', () => {
  it('is a UUID the intake accepts as an Idempotency-Key, new each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newSubmissionId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(IDEMPOTENCY_KEY);
  });

  it('is a version 4 UUID also where crypto.randomUUID is missing (a page over plain http)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const id = newSubmissionId();
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(id).toMatch(IDEMPOTENCY_KEY);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});

describe('postJson', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('gives up on an intake that does not answer in time, as a submission that did not reach it', async () => {
    // A stalled connection: the request only ends when its signal aborts it.
    global.fetch = jest.fn(
      (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    ) as unknown as typeof fetch;
    const failure = await postJson('/api/feedback', { message: 'x' }, newSubmissionId(), 50).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SubmitError);
    expect(isUnreachable(failure)).toBe(true);
  });

  it('sends the submission id as the Idempotency-Key and reads a JSON answer', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, status: 201, text: async () => '{"reference":"HS-1"}' }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const id = newSubmissionId();
    await expect(postJson('/api/orders', { a: 1 }, id)).resolves.toEqual({ reference: 'HS-1' });
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/\/api\/orders$/),
      expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ [IDEMPOTENCY_HEADER]: id }) }),
    );
  });

  it("sends the page's language as Content-Language, so the visitor's reply is written in it", async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, status: 201, text: async () => '{}' }));
    global.fetch = fetchMock as unknown as typeof fetch;
    document.documentElement.lang = 'hi';
    try {
      await postJson('/api/contact/send', { a: 1 }, newSubmissionId());
    } finally {
      document.documentElement.lang = '';
    }
    expect(fetchMock).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ headers: expect.objectContaining({ 'Content-Language': 'hi' }) }));
  });
});
