/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FileStore } from './file-store';
import type { IntakeRecord } from './store';

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'intake-store-'));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const record = (n: number): IntakeRecord => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  receivedAt: new Date(Date.UTC(2025, 0, 1, 0, 0, n % 60)).toISOString(),
  payload: { name: `Lead ${n}`, message: `line one\nline two ${'x'.repeat(n % 50)}`, domain: 'Contact' },
});

const lines = (file: string) => readFileSync(file, 'utf8').split('\n');

describe('FileStore', () => {
  it('appends each record as one JSON line, in the data dir it is given (created when missing)', async () => {
    const dataDir = path.join(root, 'nested', 'data');
    const store = new FileStore({ dataDir });
    await store.append('leads', record(1));
    await store.append('leads', record(2));
    await store.append('vitals', record(3));
    await store.close();

    expect(store.fileOf('leads')).toBe(path.join(dataDir, 'leads.jsonl'));
    const leadLines = lines(path.join(dataDir, 'leads.jsonl'));
    expect(leadLines).toHaveLength(3);
    expect(leadLines[2]).toBe('');
    expect(JSON.parse(leadLines[0] ?? '')).toEqual(record(1));
    expect(JSON.parse(leadLines[1] ?? '')).toEqual(record(2));
    expect(JSON.parse(lines(path.join(dataDir, 'vitals.jsonl'))[0] ?? '')).toEqual(record(3));
    expect(existsSync(path.join(dataDir, 'feedback.jsonl'))).toBe(false);
  });

  it('writes 100 concurrent appends as 100 intact lines', async () => {
    const store = new FileStore({ dataDir: root });
    await Promise.all(Array.from({ length: 100 }, (_, n) => store.append('feedback', record(n))));
    await store.close();
    const written = lines(path.join(root, 'feedback.jsonl'));
    expect(written.pop()).toBe('');
    expect(written).toHaveLength(100);
    const parsed = written.map((line) => JSON.parse(line) as IntakeRecord);
    expect(new Set(parsed.map((r) => r.id)).size).toBe(100);
    for (const r of parsed) expect(r).toEqual(record(Number(r.id.slice(-12))));
  });

  it('resolves an append only once its line is in the file', async () => {
    const store = new FileStore({ dataDir: root });
    const file = path.join(root, 'leads.jsonl');
    const appends = Array.from({ length: 20 }, (_, n) =>
      store.append('leads', record(n)).then(() => {
        expect(readFileSync(file, 'utf8')).toContain(record(n).id);
      }),
    );
    await Promise.all(appends);
    await store.close();
  });

  it('appends after what is there, starting a fresh line after a torn one', async () => {
    const file = path.join(root, 'leads.jsonl');
    writeFileSync(file, `${JSON.stringify(record(1))}\n{"id":"torn-by-a-cras`);
    const store = new FileStore({ dataDir: root });
    await store.append('leads', record(2));
    await store.close();
    const written = lines(file);
    expect(JSON.parse(written[0] ?? '')).toEqual(record(1));
    expect(written[1]).toBe('{"id":"torn-by-a-cras');
    expect(JSON.parse(written[2] ?? '')).toEqual(record(2));
  });

  it('waits for pending appends on close, then refuses new ones', async () => {
    const store = new FileStore({ dataDir: root });
    const pending = Array.from({ length: 10 }, (_, n) => store.append('leads', record(n)));
    await store.close();
    await Promise.all(pending);
    expect(lines(path.join(root, 'leads.jsonl'))).toHaveLength(11);
    await expect(store.append('leads', record(99))).rejects.toThrow(/closed/);
  });

  it('rejects the append when the file cannot be written', async () => {
    const blocker = path.join(root, 'not-a-dir');
    writeFileSync(blocker, 'x');
    const store = new FileStore({ dataDir: blocker });
    await expect(store.append('leads', record(1))).rejects.toThrow();
    await store.close();
  });
});
