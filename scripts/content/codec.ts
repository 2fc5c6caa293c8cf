import { Timestamp } from 'firebase-admin/firestore';
import { hasSortDate, type Collection } from '@/lib/content/source';

/**
 * How a content file's JSON maps to a Firestore document and back, so that a push followed by a pull gives
 * the same bytes. Dates of dated collections are stored as Timestamps (what an editor picks in the console,
 * and what the build orders by); every other value is stored as it is.
 */

/** The top-level date fields of dated documents. Date-only fields are written back as YYYY-MM-DD. */
const DATE_FIELDS = { sortedDate: 'datetime', daysOfPublication: 'date', issueDate: 'date' } as const;
type DateFormat = (typeof DATE_FIELDS)[keyof typeof DATE_FIELDS];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** A content file's data as the Firestore document push writes. */
export function toFirestore(collection: Collection, data: JsonObject): Record<string, unknown> {
  if (!hasSortDate(collection)) return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => {
      const date = key in DATE_FIELDS && typeof value === 'string' ? new Date(value) : undefined;
      return [key, date && !Number.isNaN(date.getTime()) ? Timestamp.fromDate(date) : value];
    }),
  );
}

/** A Timestamp as the file writes it: in the format the local file used, else the field's own format. */
function formatDate(date: Date, field: string, template: Json | undefined): string {
  const iso = date.toISOString();
  const format: DateFormat =
    typeof template === 'string' ? (/^\d{4}-\d{2}-\d{2}$/.test(template) ? 'date' : 'datetime') : (DATE_FIELDS[field as keyof typeof DATE_FIELDS] ?? 'datetime');
  if (format === 'date' && iso.endsWith('T00:00:00.000Z')) return iso.slice(0, 10);
  // Whole seconds are written without milliseconds, as the content files write them.
  if (typeof template === 'string' && template.includes('.')) return iso;
  return iso.replace(/\.000Z$/, 'Z');
}

function isTimestamp(value: unknown): value is { toDate(): Date } {
  return value instanceof Timestamp || (typeof value === 'object' && value !== null && typeof (value as { toDate?: unknown }).toDate === 'function');
}

/**
 * A Firestore document as a content file's data: Timestamps become ISO strings, and keys follow the order of
 * `template` (the local file, or another document of the collection) so that `git diff` shows only what an
 * editor changed. Keys the template lacks follow, sorted.
 */
export function fromFirestore(data: Record<string, unknown>, template?: Json, field = ''): Json {
  if (isTimestamp(data)) return formatDate(data.toDate(), field, template);
  if (Array.isArray(data)) {
    const templates = Array.isArray(template) ? template : [];
    return data.map((item, index) => fromFirestore(item as Record<string, unknown>, templateFor(item, index, templates), field));
  }
  if (data === null || typeof data !== 'object') return data as Json;
  const shape = template && typeof template === 'object' && !Array.isArray(template) ? template : {};
  const known = Object.keys(shape).filter((key) => key in data);
  const added = Object.keys(data)
    .filter((key) => !(key in shape))
    .sort();
  return Object.fromEntries([...known, ...added].map((key) => [key, fromFirestore(data[key] as Record<string, unknown>, shape[key], key)]));
}

/** The template for an array item: the item of the same `type` (page sections), else the one at its index. */
function templateFor(item: unknown, index: number, templates: Json[]): Json | undefined {
  const type = item && typeof item === 'object' && 'type' in item ? (item as { type: unknown }).type : undefined;
  const atIndex = templates[index];
  const sameTypeAtIndex = atIndex && typeof atIndex === 'object' && !Array.isArray(atIndex) && atIndex.type === type;
  if (type === undefined || sameTypeAtIndex) return atIndex ?? templates[0];
  return templates.find((t) => t && typeof t === 'object' && !Array.isArray(t) && t.type === type) ?? atIndex;
}

/** The bytes of a content file: two-space JSON and a final newline, the format of every file in content/. */
export function formatContentFile(data: Json): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}
