import { z } from 'zod';

/**
 * The pure half of the schema form: reading a zod 4 schema through its public definition (`_zod.def`) and
 * building values from it. Nothing here renders; schema-form.tsx asks these functions what to show.
 */

type Schema = z.core.$ZodType;
/** Every definition zod can hand back, so that a switch on `type` narrows to the right fields. */
type Def = z.core.$ZodTypes['_zod']['def'];
export type Path = (string | number)[];

export interface FieldIssue {
  path: Path;
  message: string;
}

function defOf(schema: Schema): Def {
  return schema._zod.def as Def;
}

/** What a key's schema wraps around the type the editor actually edits. */
export interface Unwrapped {
  schema: Schema;
  /** The key may be absent (`.optional()`): the form offers to add or remove it. */
  optional: boolean;
  /** The value may be null (`.nullable()`): treated like an absent value. */
  nullable: boolean;
  /** Present when the schema fills in a missing value (`.default()`): the form shows that value. */
  defaultValue?: { value: unknown };
}

/**
 * Peel the wrappers that do not change what an editor types. A preprocess (a pipe whose input is a
 * transform) edits its output type; any other pipe edits its input, since documents store inputs.
 */
export function unwrap(schema: Schema): Unwrapped {
  // Schemas are immutable: what a schema unwraps to is read once, not on every render of its field.
  const known = unwrapped.get(schema);
  if (known) return known;
  const result = unwrapOnce(schema);
  unwrapped.set(schema, result);
  return result;
}

const unwrapped = new WeakMap<Schema, Unwrapped>();

function unwrapOnce(schema: Schema): Unwrapped {
  const result: Unwrapped = { schema, optional: false, nullable: false };
  for (let depth = 0; depth < 32; depth++) {
    const def = defOf(result.schema);
    switch (def.type) {
      case 'optional':
        result.optional = true;
        result.schema = def.innerType;
        break;
      case 'nullable':
        result.nullable = true;
        result.schema = def.innerType;
        break;
      case 'default':
      case 'prefault':
        // The outermost default wins, as it does when zod parses.
        result.defaultValue ??= { value: def.defaultValue };
        result.schema = def.innerType;
        break;
      case 'nonoptional':
      case 'readonly':
      case 'catch':
        result.schema = def.innerType;
        break;
      case 'lazy':
        result.schema = def.getter();
        break;
      case 'pipe':
        result.schema = defOf(def.in).type === 'transform' ? def.out : def.in;
        break;
      default:
        return result;
    }
  }
  return result;
}

/** An object schema's keys in declaration order (refinements keep the object type in zod 4). */
export function objectShape(schema: Schema): [string, Schema][] {
  const def = defOf(schema);
  return def.type === 'object' ? Object.entries(def.shape) : [];
}

/** One member of a discriminated union: the tag that selects it and its object schema. */
export interface UnionMember {
  tag: string | number | boolean;
  schema: Schema;
}

/** The literal values a schema accepts, or undefined when it accepts more than literals. */
function literalValues(schema: Schema): unknown[] | undefined {
  const def = defOf(unwrap(schema).schema);
  if (def.type === 'literal') return [...def.values];
  if (def.type === 'enum') return Object.values(def.entries);
  if (def.type === 'union') {
    const values = def.options.map(literalValues);
    return values.every((v) => v !== undefined) ? values.flat() : undefined;
  }
  return undefined;
}

/** The members of a discriminated union, one per tag value (a member tagged by an enum appears once per value). */
export function unionMembers(schema: Schema): UnionMember[] {
  const def = defOf(schema);
  if (def.type !== 'union' || !('discriminator' in def)) return [];
  const discriminator = (def as z.core.$ZodDiscriminatedUnionDef).discriminator;
  return def.options.flatMap((option) => {
    const member = unwrap(option).schema;
    const tagSchema = objectShape(member).find(([key]) => key === discriminator)?.[1];
    const tags = tagSchema ? (literalValues(tagSchema) ?? []) : [];
    return tags.filter((tag): tag is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof tag)).map((tag) => ({ tag, schema: member }));
  });
}

/** How the form shows a schema, once unwrapped. */
export type FieldKind =
  | { kind: 'object'; shape: [string, Schema][] }
  | { kind: 'array'; element: Schema }
  | { kind: 'tuple'; items: Schema[] }
  | { kind: 'discriminated'; discriminator: string; members: UnionMember[] }
  | { kind: 'union'; options: Schema[] }
  | { kind: 'choice'; values: unknown[] }
  | { kind: 'literal'; value: unknown }
  | { kind: 'string'; format?: string }
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'unknown'; type: string };

/** Classify an (unwrapped) schema. A union of plain strings (`z.iso.datetime().or(z.iso.date())`) is one text field. */
export function fieldKind(schema: Schema): FieldKind {
  const known = kinds.get(schema);
  if (known) return known;
  const kind = kindOnce(schema);
  kinds.set(schema, kind);
  return kind;
}

const kinds = new WeakMap<Schema, FieldKind>();

function kindOnce(schema: Schema): FieldKind {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return { kind: 'object', shape: objectShape(schema) };
    case 'array':
      return { kind: 'array', element: def.element };
    case 'tuple':
      return { kind: 'tuple', items: [...def.items] };
    case 'string': {
      const format = (def as z.core.$ZodStringFormatDef).format;
      return format ? { kind: 'string', format } : { kind: 'string' };
    }
    case 'number':
      return { kind: 'number' };
    case 'boolean':
      return { kind: 'boolean' };
    case 'enum':
      return { kind: 'choice', values: Object.values(def.entries) };
    case 'literal':
      return def.values.length === 1 ? { kind: 'literal', value: def.values[0] } : { kind: 'choice', values: [...def.values] };
    case 'union': {
      if ('discriminator' in def) {
        const members = unionMembers(schema);
        if (members.length) return { kind: 'discriminated', discriminator: (def as z.core.$ZodDiscriminatedUnionDef).discriminator, members };
      }
      const values = literalValues(schema);
      if (values) return { kind: 'choice', values };
      const kinds = def.options.map((option) => fieldKind(unwrap(option).schema));
      if (kinds.every((k) => k.kind === 'string')) {
        const formats = kinds.map((k) => (k.kind === 'string' ? k.format : undefined)).filter(Boolean);
        return formats.length ? { kind: 'string', format: formats.join('|') } : { kind: 'string' };
      }
      return { kind: 'union', options: def.options.map((option) => unwrap(option).schema) };
    }
    default:
      return { kind: 'unknown', type: def.type };
  }
}

/** Whether the value is a plain object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A key the editor must fill: neither optional nor filled in by a default. */
function isRequired(schema: Schema): boolean {
  const { optional, defaultValue } = unwrap(schema);
  return !optional && !defaultValue;
}

/**
 * The value a new field starts with: objects with their required keys, strings '', numbers 0, the first
 * choice, the first member of a union (with its tag set). Defaulted and optional keys stay absent, so the
 * document stores only what an editor chose.
 */
export function emptyValue(schema: Schema): unknown {
  const { schema: inner, optional, nullable, defaultValue } = unwrap(schema);
  if (defaultValue) return defaultValue.value;
  if (optional) return undefined;
  if (nullable) return null;
  const kind = fieldKind(inner);
  switch (kind.kind) {
    case 'object':
      return Object.fromEntries(kind.shape.filter(([, value]) => isRequired(value)).map(([key, value]) => [key, emptyValue(value)]));
    case 'array':
      return [];
    case 'tuple':
      return kind.items.map(emptyValue);
    case 'discriminated':
      return kind.members[0] ? emptyValue(kind.members[0].schema) : {};
    case 'union':
      return kind.options[0] ? emptyValue(kind.options[0]) : undefined;
    case 'choice':
      return kind.values[0];
    case 'literal':
      return kind.value;
    case 'string':
      return '';
    case 'number':
      return 0;
    case 'boolean':
      return false;
    default:
      return undefined;
  }
}

/**
 * The value of another member or option: its empty value, keeping the current keys the new schema shares,
 * either as the very same field (a section's id and title, a page's sections: spread from one base) or
 * because it accepts their value as it is. A section's cards do not survive a change to a stats section.
 */
export function switchMember(current: unknown, next: Schema, from?: Schema): unknown {
  const empty = emptyValue(next);
  if (!isRecord(empty) || !isRecord(current)) return empty;
  const before = new Map(from ? objectShape(unwrap(from).schema) : []);
  const out: Record<string, unknown> = { ...empty };
  for (const [key, keySchema] of objectShape(unwrap(next).schema)) {
    if (key in empty && literalValues(keySchema)?.length === 1) continue; // the new tag stays
    if (current[key] === undefined) continue;
    // The same field keeps even a value that is not valid yet (a token such as {brand} in a link).
    if (before.get(key) === keySchema || z.safeParse(keySchema, current[key]).success) out[key] = current[key];
  }
  return out;
}

/**
 * Which option of a plain union a value is: the first it passes, else the object option it resembles most
 * (its literal keys agree, most of its keys present), so an unfinished value keeps its own fields.
 */
export function matchOption(options: Schema[], value: unknown): number {
  const passing = options.findIndex((option) => z.safeParse(option, value).success);
  if (passing >= 0) return passing;
  let best = 0;
  let bestScore = -Infinity;
  options.forEach((option, index) => {
    const shape = objectShape(option);
    if (!shape.length || !isRecord(value)) return;
    let score = 0;
    for (const [key, keySchema] of shape) {
      const literals = literalValues(keySchema);
      if (literals?.length === 1 && isRequired(keySchema)) score += literals[0] === value[key] ? 2 : -4;
      else if (key in value) score += 1;
      else if (isRequired(keySchema)) score -= 1;
    }
    for (const key of Object.keys(value)) if (!shape.some(([k]) => k === key)) score -= 1;
    if (score > bestScore) [best, bestScore] = [index, score];
  });
  return best;
}

/** The keys of a union option whose value is fixed (`action: 'brochure'`): the option's name, not a field to fill. */
export function fixedKeys(option: Schema): string[] {
  return objectShape(option)
    .filter(([, keySchema]) => literalValues(keySchema)?.length === 1 && isRequired(keySchema))
    .map(([key]) => key);
}

/** A name for each option of a plain union: its fixed value, else the keys only it has ("Link" for `href`). */
export function optionLabels(options: Schema[]): string[] {
  return options.map((option, index) => {
    const fixed = fixedKeys(option)[0];
    const fixedSchema = objectShape(option).find(([key]) => key === fixed)?.[1];
    const fixedValue = fixedSchema ? literalValues(fixedSchema)?.[0] : undefined;
    if (fixedValue !== undefined) return humanise(String(fixedValue));
    const others = new Set(options.filter((_, i) => i !== index).flatMap((o) => objectShape(o).map(([key]) => key)));
    const own = objectShape(option)
      .map(([key]) => key)
      .filter((key) => !others.has(key));
    if (own.length) return own.map(humanise).join(', ');
    const kind = fieldKind(option).kind;
    return kind === 'object' ? `Option ${index + 1}` : humanise(kind);
  });
}

/** Key words editors read better spelt out or in capitals. */
const wordLabels: Record<string, string> = { href: 'link', id: 'ID', url: 'URL', pdf: 'PDF', html: 'HTML', cta: 'CTA', faq: 'FAQ' };

/** "metaDescription" → "Meta description", "imageURL" → "Image URL", "pdfUrl" → "PDF URL": labels from keys. */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => wordLabels[word.toLowerCase()] ?? (/^[A-Z\d]+$/.test(word) && word.length > 1 ? word : word.toLowerCase()));
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** Item names of lists whose key is no plural. */
const singularLabels: Record<string, string> = { exclude: 'Excluded slug', inTheBox: 'Line', summary: 'Summary paragraph' };

/** The name of one item of a list: "Paragraphs" → "Paragraph", "Entries" → "Entry". */
export function singular(key: string): string {
  const known = singularLabels[key];
  if (known) return known;
  const label = humanise(key);
  if (/ies$/.test(label)) return label.replace(/ies$/, 'y');
  if (/(ss|ch|sh|x)es$/.test(label)) return label.replace(/es$/, '');
  if (/(ss|is|tus)$/.test(label)) return label;
  if (/s$/.test(label)) return label.replace(/s$/, '');
  return label;
}

/** A label inside a sentence ("Add meta description"), keeping capitals of abbreviations ("Add ID"). */
export function inSentence(label: string): string {
  return /^[A-Z][A-Z]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

/** What an item's legend quotes to tell it apart: its heading, title or label. */
export function itemTitle(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined;
  for (const key of ['heading', 'title', 'articleTitle', 'label', 'name', 'term']) {
    const text = value[key];
    if (typeof text === 'string' && text.trim()) return text.length > 60 ? `${text.slice(0, 59).trimEnd()}…` : text;
  }
  return undefined;
}

/** Keys whose text is prose (a textarea); any other string becomes one once it is long. */
const proseKeys = new Set(['content', 'description', 'paragraphs', 'html', 'body', 'answer', 'text', 'summary']);
export const LONG_TEXT = 80;

export function isProse(name: string, value: unknown): boolean {
  return proseKeys.has(name) || (typeof value === 'string' && value.length > LONG_TEXT);
}

/** The value at `path` inside `root`, or undefined where the path leads nowhere. */
export function getIn(root: unknown, path: Path): unknown {
  let value = root;
  for (const key of path) {
    if (typeof key === 'number') value = Array.isArray(value) ? value[key] : undefined;
    else value = isRecord(value) ? value[key] : undefined;
  }
  return value;
}

/**
 * A copy of `root` with `next` at `path`, sharing every untouched part; undefined removes an object's key
 * (an optional key taken away). Missing levels are created as objects or lists, by the type of their key.
 */
export function setIn(root: unknown, path: Path, next: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return next;
  if (typeof key === 'number') {
    const list: unknown[] = Array.isArray(root) ? root : [];
    const child = setIn(list[key], rest, next);
    return Array.from({ length: Math.max(list.length, key + 1) }, (_, i) => (i === key ? child : list[i]));
  }
  const object = isRecord(root) ? root : {};
  const child = setIn(object[key], rest, next);
  return child === undefined ? withoutKey(object, key) : { ...object, [key]: child };
}

/** A new object without `key` (an optional key removed). */
export function withoutKey(value: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));
}

/** A new list with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  out.splice(to, 0, ...out.splice(from, 1));
  return out;
}

/** Whether `path` begins with `prefix`. */
export function startsWith(path: Path, prefix: Path): boolean {
  return prefix.length <= path.length && prefix.every((key, i) => path[i] === key);
}

/** The issues at or under `path`. */
export function issuesUnder(issues: FieldIssue[], path: Path): FieldIssue[] {
  return issues.filter((issue) => startsWith(issue.path, path));
}

/**
 * A zod error as the form's issues. A union that matched no option becomes the problems of the option
 * closest to passing (fewest issues), so the editor sees which field to fix rather than "Invalid input".
 */
export function issuesFromZod(error: z.ZodError): FieldIssue[] {
  return flatten(error.issues, []);
}

function flatten(issues: readonly z.core.$ZodIssue[], base: Path): FieldIssue[] {
  return issues.flatMap((issue) => {
    const path = [...base, ...issue.path.filter((key): key is string | number => typeof key === 'string' || typeof key === 'number')];
    if (issue.code === 'invalid_union' && issue.errors.length) {
      const closest = issue.errors.reduce((best, errors) => (errors.length < best.length ? errors : best));
      return closest.length ? flatten(closest, path) : [{ path, message: issue.message }];
    }
    return [{ path, message: issue.message }];
  });
}
