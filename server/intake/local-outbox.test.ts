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

  it('tells where each notification of a record stands: fresh, waiting for a retry, delivered or dead, after a restart too', async () => {
    const events: OutboxEvent[] = [];
    const outbox = new LocalOutbox(async (event) => void events.push(event));
    const records = ['ok', 'late', 'gone', 'fresh'].map((id) => record(id, 1_000));
    for (const one of records.slice(0, 3)) outbox.queue('leads', one);
    const claimed = new Map((await outbox.claimDue(1_000, 3)).map((notification) => [notification.recordId, notification]));
    await outbox.settle(claimed.get('ok')!, { state: 'delivered' });
    await outbox.settle(claimed.get('late')!, { state: 'retry', nextAttemptAt: 40_000, error: 'SMTP down' });
    await outbox.settle(claimed.get('gone')!, { state: 'dead', error: 'SMTP down for a day' });
    outbox.queue('leads', records[3]!);

    const expected = [
      ['ok.team', { kind: 'team', state: 'delivered', attempts: 0 }],
      ['late.team', { kind: 'team', state: 'pending', attempts: 1, nextAttemptAt: 40_000 }],
      ['gone.team', { kind: 'team', state: 'dead', attempts: 1 }],
      ['fresh.team', { kind: 'team', state: 'pending', attempts: 0, nextAttemptAt: 1_000 }],
    ];
    expect([...(await outbox.deliveriesOf(records)).entries()]).toEqual(expected);

    const restarted = new LocalOutbox(async () => undefined);
    restarted.restore(
      records.map((one) => ({ collection: 'leads' as const, record: one })),
      events,
      1_000,
    );
    expect([...(await restarted.deliveriesOf(records)).entries()]).toEqual(expected);
  });
});
