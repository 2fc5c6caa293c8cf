import { stringify } from 'csv-stringify/sync';
import type { Collection, IntakeRecord, LeadStore } from '../intake/store';
import { formOf, type Form } from './forms';
import { inIst, referenceOf } from './mail';

/** The collection each form's records are in. */
export const COLLECTION_OF_FORM: Record<Form, Collection> = { brochure: 'leads', contact: 'leads', order: 'orders', feedback: 'feedback' };

const COLUMNS = [
  'form',
  'reference',
  'received (IST)',
  'name',
  'email',
  'phone',
  'sector',
  'brochure',
  'district',
  'state',
  'rating',
  'message',
  'note',
  'products',
  'total (₹)',
  'page',
  'language',
  'notice',
  'record id',
] as const;

/**
 * A cell as a spreadsheet may safely open it: one that begins with =, +, -, @, a tab or a carriage return
 * would be read as a formula (OWASP's CSV injection), so it gets a leading apostrophe.
 */
export function neutralised(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : String(value));

interface Line {
  id: string;
  name?: string;
  quantity: number;
}

function row(collection: Collection, record: IntakeRecord): string[] {
  const { payload } = record;
  const lines = Array.isArray(payload.lines) ? (payload.lines as Line[]) : [];
  const cells = [
    formOf(collection, payload),
    referenceOf({ record }),
    inIst(record.receivedAt),
    payload.name,
    payload.email,
    payload.phone,
    payload.sector,
    formOf(collection, payload) === 'brochure' ? payload.domain : '',
    payload.district,
    payload.state,
    payload.rating,
    payload.message,
    payload.note,
    lines.map((line) => `${line.quantity} × ${line.name ?? line.id}`).join('; '),
    payload.total,
    record.page,
    record.lang,
    record.notice,
    record.id,
  ];
  return cells.map((cell) => neutralised(text(cell)));
}

/**
 * The records as CSV for the team: UTF-8 with a byte-order mark (so Excel shows Devanagari names), one row
 * per submission in the order given, every cell neutralised.
 */
export function leadsCsv(records: ReadonlyArray<{ collection: Collection; record: IntakeRecord }>): string {
  return `\uFEFF${stringify(
    records.map(({ collection, record }) => row(collection, record)),
    { header: true, columns: [...COLUMNS], record_delimiter: 'windows' },
  )}`;
}

/** Which submissions a listing or an export takes: of one form, and received on or after an instant. */
export interface SubmissionFilter {
  form?: Form;
  /** ISO 8601. */
  since?: string;
}

/** The submissions of the store that the filter takes, oldest first, each with its collection. */
export async function submissionsOf(store: LeadStore, { form, since }: SubmissionFilter = {}): Promise<Array<{ collection: Collection; record: IntakeRecord }>> {
  const collections: Collection[] = form ? [COLLECTION_OF_FORM[form]] : ['leads', 'orders', 'feedback'];
  const records: Array<{ collection: Collection; record: IntakeRecord }> = [];
  for (const collection of collections) {
    for (const record of await store.list(collection, since)) {
      if (!form || formOf(collection, record.payload) === form) records.push({ collection, record });
    }
  }
  return records.sort((a, b) => a.record.receivedAt.localeCompare(b.record.receivedAt));
}
