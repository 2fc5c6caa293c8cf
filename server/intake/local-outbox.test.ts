/** @jest-environment node */
import { LocalOutbox, type OutboxEvent } from './local-outbox';
import type { IntakeRecord } from './record';

const record = (id: string, receivedAt: number): IntakeRecord => ({ id, receivedAt: new Date(receivedAt).toISOString(), payload: { name: `Lead ${id}` }, owes: ['team'] });

describe('the local outbox', () => {
  it('hands out what is due, earliest first, each once, and a retry again only when its time comes', async () => {
    const events: OutboxEvent[] = [];
    const outbox = new LocalOutbox(async (event) => void events.push(event));
    for (const [id, at] of [
      ['c', 3_000],
      ['a', 1_000],
      ['b', 2_000],
    ] as const)
      outbox.queue('leads', record(id, at));
    const first = await outbox.claimDue(2_500, 10);
    expect(first.map((notification) => notification.recordId)).toEqual(['a', 'b']);
    expect(await outbox.claimDue(2_500, 10)).toEqual([]);

    await outbox.settle(first[0]!, { state: 'retry', nextAttemptAt: 10_000, error: 'SMTP down' });
    await outbox.settle(first[1]!, { state: 'delivered' });
    expect(await outbox.nextDueAt()).toBe(3_000);
    expect((await outbox.claimDue(9_999, 10)).map((notification) => notification.recordId)).toEqual(['c']);
    const again = await outbox.claimDue(10_000, 10);
    expect(again.map((notification) => [notification.recordId, notification.attempts])).toEqual([['a', 1]]);
    expect(events.map((event) => [event.id, event.state])).toEqual([
      ['a.team', 'retry'],
      ['b.team', 'delivered'],
    ]);
  });

  it('counts and schedules what fresh records owe before the worker has claimed any, and erases them too', async () => {
    const outbox = new LocalOutbox(async () => undefined);
    outbox.queue('leads', record('late', 5_000));
    outbox.queue('leads', record('early', 4_000));
    outbox.queue('leads', { ...record('none', 1_000), owes: [] });
    expect(await outbox.stats()).toEqual({ pending: 2, dead: 0 });
    expect(await outbox.nextDueAt()).toBe(4_000);
    expect(outbox.forget(new Set(['late']))).toEqual(['late.team']);
    expect((await outbox.claimDue(10_000, 10)).map((notification) => notification.recordId)).toEqual(['early']);
    expect(await outbox.stats()).toEqual({ pending: 1, dead: 0 });
  });

  it('keeps a notification owed, and claimable again, when its outcome could not be recorded', async () => {
    let failing = true;
    const outbox = new LocalOutbox(async () => {
      if (failing) throw new Error('disk full');
    });
    outbox.queue('leads', record('kept', 1_000));
    const [due] = await outbox.claimDue(1_000, 1);
    await expect(outbox.settle(due!, { state: 'delivered' })).rejects.toThrow('disk full');
    failing = false;
    const [retried] = await outbox.claimDue(1_000, 1);
    expect(retried?.id).toBe('kept.team');
    await outbox.settle(retried!, { state: 'delivered' });
    expect(await outbox.stats()).toEqual({ pending: 0, dead: 0 });
  });
});
