/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { MemoryStore } from '../intake/memory-store';
import type { DueNotification } from '../intake/outbox';
import { DeliveryWorker, MAX_DEFER_MS, retryDelay } from './delivery';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function storeOwing(count: number, receivedAt = new Date()) {
  const store = new MemoryStore();
  for (let n = 0; n < count; n += 1)
    await store.append('leads', { id: randomUUID(), receivedAt: receivedAt.toISOString(), payload: { email: `f${n}@example.in` }, owes: ['team'] });
  return store;
}

async function until(check: () => boolean, what: string) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > 5_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the delivery worker', () => {
  it('starts no delivery while the intake is answering visitors, and sends everything once it is quiet', async () => {
    const store = await storeOwing(20);
    const sent: DueNotification[] = [];
    let busy = true;
    const worker = new DeliveryWorker({ outbox: store.outbox, deliver: async (notification) => (sent.push(notification), 'delivered'), log: quiet, pollMs: 20, busy: () => busy });
    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).toHaveLength(0);
    busy = false;
    await until(() => sent.length === 20, 'the deliveries');
    await worker.stop();
    expect(await store.outbox.stats()).toEqual({ pending: 0, dead: 0 });
  });

  it('holds a notification back no longer than MAX_DEFER_MS, however busy the intake stays', async () => {
    const store = await storeOwing(3, new Date(Date.now() - MAX_DEFER_MS - 1_000));
    const sent: string[] = [];
    const worker = new DeliveryWorker({
      outbox: store.outbox,
      deliver: async (notification) => (sent.push(notification.id), 'delivered'),
      log: quiet,
      pollMs: 20,
      busy: () => true,
    });
    worker.start();
    await until(() => sent.length === 3, 'the overdue deliveries');
    await worker.stop();
  });

  it('waits about 30 s after a first failure, twice as long after each next one, never more than an hour', () => {
    const middle = () => 0.5;
    expect(retryDelay(1, middle)).toBe(30_000);
    expect(retryDelay(2, middle)).toBe(60_000);
    expect(retryDelay(20, middle)).toBe(60 * 60 * 1000);
    expect(retryDelay(1, () => 0)).toBe(22_500);
  });
});
