import { deliverKept, OUTBOX_LOCK } from './outbox-client';
import { browserOutbox } from './outbox-store';
import { newEntry } from './outbox';
import { sendToIntake } from './client';

jest.mock('./client', () => ({ sendToIntake: jest.fn() }));
const send = jest.mocked(sendToIntake);

/** Web Locks as the browser grants them: one holder of a name at a time, the others waiting in turn. */
function exclusiveLocks() {
  const requested: string[] = [];
  let released: Promise<unknown> = Promise.resolve();
  return {
    requested,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      requested.push(name);
      const held = released.then(callback);
      released = held.catch(() => undefined);
      return held;
    },
  };
}

beforeEach(async () => {
  send.mockReset();
  // The intake answers after a moment, as over a network (the delivery reads only the status).
  send.mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve({ status: 201 } as Response), 10)));
  // jsdom has no IndexedDB: the outbox is the in-memory one, shared by this file's tests.
  for (const entry of await browserOutbox().all()) await browserOutbox().delete(entry.id);
});

afterEach(() => {
  Object.defineProperty(navigator, 'locks', { configurable: true, value: undefined });
});

it('sends a kept submission once when the page and the service worker deliver at the same moment', async () => {
  const locks = exclusiveLocks();
  Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
  await browserOutbox().put(newEntry('kept-offline-0001', '/api/feedback', { message: 'Read offline' }, Date.now()));

  const [first, second] = await Promise.all([deliverKept(), deliverKept()]);

  expect(send).toHaveBeenCalledTimes(1);
  expect(first.delivered).toEqual(['kept-offline-0001']);
  expect(second).toEqual({ delivered: [], refused: [], waiting: 0 });
  expect(locks.requested).toEqual([OUTBOX_LOCK, OUTBOX_LOCK]);
});

it('still delivers where the browser has no Web Locks, in the language and under the notice of the page it was kept on', async () => {
  await browserOutbox().put(newEntry('kept-offline-0002', '/api/feedback', { message: 'Read offline' }, Date.now(), { lang: 'hi', notice: '2026-01-15' }));

  const report = await deliverKept();

  expect(send).toHaveBeenCalledWith('/api/feedback', { message: 'Read offline' }, 'kept-offline-0002', undefined, { lang: 'hi', notice: '2026-01-15' });
  expect(report.delivered).toEqual(['kept-offline-0002']);
  expect(await browserOutbox().all()).toEqual([]);
});
