/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IntakeRecord } from '../intake/store';
import { leadsCsv, neutralised } from './export';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

const lead = (id: string, receivedAt: string, payload: Record<string, unknown>): IntakeRecord => ({
  id,
  receivedAt,
  payload,
  page: '/hi/ecrop/',
  lang: 'hi',
  notice: '2026-12-07',
});

describe('the CSV for the team', () => {
  it('neutralises a cell that a spreadsheet would read as a formula', () => {
    for (const formula of ['=1+1', '+91 98765', '-2', '@SUM(A1)', '\tx', '\rx']) expect(neutralised(formula)).toBe(`'${formula}`);
    for (const plain of ['Asha', '98765 43210', '']) expect(neutralised(plain)).toBe(plain);
  });

  it('starts with a byte-order mark, keeps Devanagari intact, and neutralises every formula-looking field', () => {
    const csv = leadsCsv([
      {
        collection: 'leads',
        record: lead('0a1b2c3d-0000-4000-8000-000000000001', '2026-12-01T04:30:00.000Z', {
          name: 'सुनीता जाधव',
          email: 'sunita@example.in',
          phone: '+91 98220 44556',
          sector: 'Agriculture',
          message: '=HYPERLINK("http://evil.example","click")',
          domain: 'eCrop Brochure',
        }),
      },
    ]);
    const bytes = Buffer.from(csv, 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row] = bytes.toString('utf8').slice(1).split('\r\n');
    expect(header).toBe('form,reference,received (IST),name,email,phone,sector,brochure,district,state,rating,message,note,products,total (₹),page,language,notice,record id');
    expect(row).toContain('brochure,0A1B2C3D,"1 Dec 2026, 10:00 am IST",सुनीता जाधव,sunita@example.in,\'+91 98220 44556,Agriculture,eCrop Brochure');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(row).toContain('/hi/ecrop/,hi,2026-12-07,0a1b2c3d-0000-4000-8000-000000000001');
  });
});

describe('npm run leads:export', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'leads-export-'));
    const lines = (records: IntakeRecord[]) => records.map((record) => JSON.stringify(record)).join('\n') + '\n';
    writeFileSync(
      path.join(dataDir, 'leads.jsonl'),
      lines([
        lead('old-lead-0000000000000001', '2026-11-20T06:00:00.000Z', {
          name: 'Old Lead',
          email: 'old@example.in',
          phone: '98765 43210',
          sector: 'Retail',
          message: 'eCrop Brochure',
          domain: 'eCrop Brochure',
        }),
        lead('new-lead-0000000000000002', '2026-12-02T06:00:00.000Z', {
          name: 'New Lead',
          email: 'new@example.in',
          phone: '98765 43210',
          sector: 'Retail',
          message: 'eCrop Brochure',
          domain: 'eCrop Brochure',
        }),
        lead('contact-00000000000000003', '2026-12-03T06:00:00.000Z', { name: 'Contact Person', email: 'c@example.in', phone: '98765 43210', message: 'Hello', domain: 'Contact' }),
      ]),
    );
    writeFileSync(path.join(dataDir, 'feedback.jsonl'), lines([lead('feedback-0000000000000004', '2026-12-04T06:00:00.000Z', { rating: 5, message: 'Useful' })]));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/leads-export.ts', ...args], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, INTAKE_STORE: 'file', INTAKE_DATA_DIR: dataDir },
    });
  const names = (csv: string) =>
    csv
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[0]);

  it('writes every submission of the file store, oldest first, and filters by date and form', () => {
    const all = run();
    expect(all.status).toBe(0);
    expect(names(all.stdout)).toEqual(['brochure', 'brochure', 'contact', 'feedback']);
    expect(all.stderr).toContain('4 submissions from the file store');
    const since = run('--since', '2026-12-01', '--form', 'brochure');
    expect(since.stdout).toContain('New Lead');
    expect(since.stdout).not.toContain('Old Lead');
    expect(names(since.stdout)).toEqual(['brochure']);
  });

  it('refuses an unknown form or a malformed date, naming it', () => {
    expect(run('--form', 'orders').stderr).toContain('--form must be one of brochure, contact, order, feedback, got "orders"');
    expect(run('--since', '1/12/2026').stderr).toContain('--since must be a date, YYYY-MM-DD, got "1/12/2026"');
  });
});
