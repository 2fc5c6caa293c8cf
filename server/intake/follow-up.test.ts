/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { aboutPerson, FORM_COLLECTIONS } from './erasure';
import { FileStore } from './file-store';
import { applyFollowUp, NEW_FOLLOW_UP } from './follow-up';
import { validLead } from './test-helpers';

describe('a follow-up', () => {
  it('takes each change in turn: a status, an assignee (or none), a note kept with who wrote it and when', () => {
    const contacted = applyFollowUp(NEW_FOLLOW_UP, {
      id: 'r',
      at: '2026-12-07T05:00:00.000Z',
      by: 'priya@example.in',
      status: 'contacted',
      note: 'Called; wants a demo in Nashik.',
    });
    const assigned = applyFollowUp(contacted, { id: 'r', at: '2026-12-07T06:00:00.000Z', by: 'priya@example.in', assignee: 'arjun@example.in' });
    const unassigned = applyFollowUp(assigned, { id: 'r', at: '2026-12-07T07:00:00.000Z', by: 'arjun@example.in', assignee: null, status: 'qualified' });
    expect(unassigned).toEqual({
      status: 'qualified',
      assignee: null,
      notes: [{ at: '2026-12-07T05:00:00.000Z', by: 'priya@example.in', text: 'Called; wants a demo in Nashik.' }],
      updatedAt: '2026-12-07T07:00:00.000Z',
      updatedBy: 'arjun@example.in',
    });
    expect(assigned.assignee).toBe('arjun@example.in');
  });
});

describe('follow-ups in the file store', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'follow-ups-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('are durable across a restart, and go with their record when it is erased, notes and all', async () => {
    const kept = { id: randomUUID(), receivedAt: new Date().toISOString(), payload: { ...validLead, name: 'Ravi Shinde', email: 'ravi@example.in', phone: '+91 94220 11223' } };
    const erased = { id: randomUUID(), receivedAt: new Date().toISOString(), payload: { ...validLead } };
    const first = new FileStore({ dataDir });
    await first.append('leads', kept);
    await first.append('leads', erased);
    await first.followUps.change({ id: kept.id, at: new Date().toISOString(), by: 'priya@example.in', status: 'won' });
    await first.followUps.change({ id: erased.id, at: new Date().toISOString(), by: 'priya@example.in', note: `Asked to call back on ${validLead.phone}` });
    await first.close();

    const second = new FileStore({ dataDir });
    expect([...(await second.followUps.all()).entries()].map(([id, followUp]) => [id, followUp.status, followUp.notes.length])).toEqual([
      [kept.id, 'won', 0],
      [erased.id, 'new', 1],
    ]);
    await second.erase({ collections: FORM_COLLECTIONS, about: aboutPerson({ email: validLead.email }) });
    expect([...(await second.followUps.all()).keys()]).toEqual([kept.id]);
    expect(readFileSync(path.join(dataDir, 'follow-ups.jsonl'), 'utf8')).not.toContain(validLead.phone);
    await second.close();

    const third = new FileStore({ dataDir });
    expect([...(await third.followUps.all()).keys()]).toEqual([kept.id]);
    await third.close();
  });
});
