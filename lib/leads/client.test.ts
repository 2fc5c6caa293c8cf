import { IDEMPOTENCY_KEY } from './api';
import { newSubmissionId } from './client';

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
