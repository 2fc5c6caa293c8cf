import { backoff, deliver, FIRST_BACKOFF_MS, MAX_BACKOFF_MS, MemoryOutbox, newEntry, OUTBOX_MAX_AGE_MS, resultOf, type OutboxEntry } from './outbox';

const path = '/api/contact/send';

async function outboxOf(...entries: OutboxEntry[]) {
  const store = new MemoryOutbox();
  for (const entry of entries) await store.put(entry);
  return store;
}

describe('the outbox', () => {
  it('sends its entries oldest first, each with its own id, and empties', async () => {
    const store = await outboxOf(
      newEntry('b-0000000000000002', path, { n: 2 }, 2000),
      newEntry('a-0000000000000001', path, { n: 1 }, 1000),
      newEntry('c-0000000000000003', path, { n: 3 }, 3000),
    );
    const sent: string[] = [];
    const report = await deliver(store, async (entry) => (sent.push(entry.id), 201), 5000);
    expect(sent).toEqual(['a-0000000000000001', 'b-0000000000000002', 'c-0000000000000003']);
    expect(report).toEqual({ delivered: sent, refused: [], waiting: 0 });
    expect(await store.all()).toEqual([]);
  });

  it('keeps an entry when the intake cannot be reached, and stops the round there', async () => {
    const store = await outboxOf(newEntry('first', path, {}, 1000), newEntry('second', path, {}, 2000));
    const send = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const report = await deliver(store, send, 5000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(report).toEqual({ delivered: [], refused: [], waiting: 2 });
    const [first] = (await store.all()).sort((a, b) => a.createdAt - b.createdAt);
    expect(first).toMatchObject({ id: 'first', attempts: 1, notBefore: 5000 + FIRST_BACKOFF_MS });
  });

  it('waits longer after each failure, up to an hour, and does not try an entry before its time', async () => {
    expect([1, 2, 3, 4].map(backoff)).toEqual([FIRST_BACKOFF_MS, 2 * FIRST_BACKOFF_MS, 4 * FIRST_BACKOFF_MS, 8 * FIRST_BACKOFF_MS]);
    expect(backoff(30)).toBe(MAX_BACKOFF_MS);
    const store = await outboxOf({ ...newEntry('later', path, {}, 1000), attempts: 2, notBefore: 90_000 });
    const send = jest.fn().mockResolvedValue(201);
    expect(await deliver(store, send, 60_000)).toEqual({ delivered: [], refused: [], waiting: 1 });
    expect(send).not.toHaveBeenCalled();
    expect(await deliver(store, send, 90_000)).toEqual({ delivered: ['later'], refused: [], waiting: 0 });
  });

  it('retries a 5xx, a 408 and a 429, and drops a permanent 4xx', async () => {
    expect([500, 503, 408, 429].map(resultOf)).toEqual(['retry', 'retry', 'retry', 'retry']);
    expect([400, 403, 404, 413, 415].map(resultOf)).toEqual(['refused', 'refused', 'refused', 'refused', 'refused']);
    const store = await outboxOf(newEntry('invalid', path, {}, 1000), newEntry('busy', path, {}, 2000), newEntry('fine', path, {}, 3000));
    const statuses: Record<string, number> = { invalid: 400, busy: 503, fine: 201 };
    const report = await deliver(store, async (entry) => statuses[entry.id]!, 5000);
    expect(report).toEqual({ delivered: ['fine'], refused: ['invalid'], waiting: 1 });
    expect((await store.all()).map((entry) => entry.id)).toEqual(['busy']);
  });

  it('gives up an entry older than 30 days', async () => {
    const store = await outboxOf(newEntry('stale', path, {}, 0));
    const send = jest.fn();
    expect(await deliver(store, send, OUTBOX_MAX_AGE_MS + 1)).toEqual({ delivered: [], refused: ['stale'], waiting: 0 });
    expect(send).not.toHaveBeenCalled();
  });
});
