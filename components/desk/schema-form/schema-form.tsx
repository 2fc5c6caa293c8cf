'use client';

import { clsx } from 'clsx';
import { createContext, memo, use, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import {
  emptyValue,
  fieldKind,
  fixedKeys,
  getIn,
  humanise,
  inSentence,
  isProse,
  isRecord,
  issuesUnder,
  itemTitle,
  matchOption,
  moveItem,
  optionLabels,
  setIn,
  singular,
  switchMember,
  unwrap,
  type FieldIssue,
  type Path,
  type UnionMember,
} from './schema-walk';

export type { FieldIssue } from './schema-walk';
export { issuesFromZod } from './schema-walk';

type Schema = z.core.$ZodType;

/** What `renderField` is given to draw a field its own way (an image picker). */
export interface FieldOverride {
  path: Path;
  /** The last key of the path; for an item of a list, the list's key. */
  name: string;
  label: string;
  value: unknown;
  onChange(next: unknown): void;
  /** The id the control should carry, so that the issues and the focus find it. */
  id: string;
  /** The id of the field's issues, when it has any: the control's `aria-describedby`. */
  describedBy?: string;
  /** The field's schema without its optional and default wrappers: `field.schema === imageSchema` works. */
  schema: Schema;
}

export interface SchemaFormProps {
  schema: z.ZodType;
  value: unknown;
  onChange(next: unknown): void;
  issues?: FieldIssue[];
  /** Prefix of every id in the form; two forms on one page need different ones. */
  idPrefix?: string;
  /** Keep it stable (useCallback): every field draws again when it changes. */
  renderField?: (field: FieldOverride) => ReactNode | undefined;
}

interface FormContextValue {
  idPrefix: string;
  renderField?: SchemaFormProps['renderField'];
  /** Put `next` at `path` in the document and hand the new document to `onChange`. */
  setAt(path: Path, next: unknown): void;
  /** The value at `path` in the document as it is now (for handlers, which outlive a render). */
  valueAt(path: Path): unknown;
  /** Move the focus to the element with this id (or its first control) once the edit has rendered. */
  focusLater(id: string): void;
}

const FormContext = createContext<FormContextValue>({ idPrefix: 'schema-form', setAt: () => undefined, valueAt: () => undefined, focusLater: () => undefined });

/** Where the focus goes in a group that was just added: its first field, else (an empty list) its "Add" button. */
function firstControl(element: HTMLElement): HTMLElement | null {
  if (element.matches('input, select, textarea, button')) return element;
  return (
    element.querySelector<HTMLElement>('input, select, textarea') ??
    element.querySelector<HTMLElement>('button[id$="--append"]') ??
    element.querySelector<HTMLElement>('button:not([disabled])')
  );
}

/**
 * An id from a path: "sections", 2, "title" → "page-sections-2-title". Keys keep only id-safe characters, and the
 * suffixes of a field's parts ("--issues", "--remove") start with two dashes, which no path makes.
 */
function fieldId(prefix: string, path: Path): string {
  return [prefix, ...path.map((key) => String(key).replace(/[^A-Za-z0-9_]/g, '_'))].join('-') + (path.length ? '' : '-root');
}

/**
 * A form for any document, drawn from its zod schema. Controlled: every edit calls `onChange` with a new
 * value that shares every untouched part with the old one. `issues` (from `issuesFromZod`) show under
 * the fields they name.
 */
export function SchemaForm({ schema, value, onChange, issues = [], idPrefix, renderField }: SchemaFormProps) {
  const generated = useId();
  const prefix = (idPrefix ?? `schema-form${generated}`).replace(/[^A-Za-z0-9_-]/g, '_');
  const pendingFocus = useRef<string | null>(null);
  // The document and onChange as last rendered, for the fields' handlers: a field that did not change is
  // not drawn again, so its handlers must not hold the document of the render that drew it.
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  // After every render: an add, move or remove asked for the focus to follow the item it changed.
  useEffect(() => {
    const id = pendingFocus.current;
    if (!id) return;
    pendingFocus.current = null;
    const element = document.getElementById(id);
    if (element) firstControl(element)?.focus();
  });
  const context = useMemo<FormContextValue>(
    () => ({
      idPrefix: prefix,
      renderField,
      setAt: (path, next) => latest.current.onChange(setIn(latest.current.value, path, next)),
      valueAt: (path) => getIn(latest.current.value, path),
      focusLater: (id) => (pendingFocus.current = id),
    }),
    [prefix, renderField],
  );
  return (
    <FormContext value={context}>
      <div className="space-y-6 text-base text-ink">
        <Field schema={schema} path={[]} name="" label="" value={value} issues={issues} depth={0} />
      </div>
    </FormContext>
  );
}

type ItemAction = 'up' | 'down' | 'remove';

interface FieldProps {
  /** The key's schema, wrappers included. */
  schema: Schema;
  path: Path;
  name: string;
  label: string;
  value: unknown;
  /** The issues at or under `path`. */
  issues: FieldIssue[];
  /** Nesting of fieldsets, for alternating surfaces. */
  depth: number;
  /** The legend of an item of a list, which names its position and its title. */
  legend?: string;
  /** The singular name of the list the field is an item of ("Section"): names its type selector. */
  itemOf?: string;
  /** For an item of a list: the list's length and what its move and remove buttons do. */
  item?: { count: number; act(action: ItemAction, index: number): void };
}

/** Whether a field would draw the same: its value and issues are the same objects, its place the same. */
function sameField(a: FieldProps, b: FieldProps): boolean {
  return (
    a.schema === b.schema &&
    a.value === b.value &&
    a.name === b.name &&
    a.label === b.label &&
    a.depth === b.depth &&
    a.legend === b.legend &&
    a.itemOf === b.itemOf &&
    a.item?.count === b.item?.count &&
    a.item?.act === b.item?.act &&
    a.path.length === b.path.length &&
    a.path.every((key, i) => key === b.path[i]) &&
    a.issues.length === b.issues.length &&
    a.issues.every((issue, i) => issue === b.issues[i])
  );
}

/**
 * Any field: an absent optional key as its "Add" button, otherwise the control its schema calls for. An
 * edit draws again only the fields on the way to the one edited.
 */
const Field = memo(function Field(props: FieldProps) {
  const { schema, path, name, label, value, issues, item } = props;
  const context = use(FormContext);
  const { schema: inner, optional, nullable, defaultValue } = unwrap(schema);
  const id = fieldId(context.idPrefix, path);
  const onChange = (next: unknown) => context.setAt(path, next);
  const absent = value === undefined || (nullable && value === null);
  const itemButtons = item ? <ItemButtons path={path} count={item.count} act={item.act} listLabel={humanise(name)} /> : null;

  if (absent && (optional || nullable) && !defaultValue && path.length) {
    const issuesId = issues.length ? `${id}--issues` : undefined;
    return (
      <div className="space-y-1.5">
        <div className="flex flex-wrap gap-2">
          <Button
            id={`${id}--add`}
            tone="add"
            describedBy={issuesId}
            onClick={() => {
              onChange(emptyValue(inner));
              context.focusLater(id);
            }}
          >
            Add {inSentence(label)}
          </Button>
          {itemButtons}
        </div>
        <Issues id={issuesId} issues={issues} />
      </div>
    );
  }

  const shown = value === undefined && defaultValue ? defaultValue.value : value;
  const removable = (optional || nullable) && path.length > 0;
  const actions =
    removable || itemButtons ? (
      <>
        {itemButtons}
        {removable ? (
          <Button
            id={`${id}--remove`}
            onClick={() => {
              onChange(optional ? undefined : null);
              context.focusLater(`${id}--add`);
            }}
          >
            Remove<span className="sr-only"> {label}</span>
          </Button>
        ) : null}
      </>
    ) : undefined;

  if (context.renderField && path.length) {
    const describedBy = issues.length ? `${id}--issues` : undefined;
    const custom = context.renderField({ path, name, label, value: shown, onChange, id, describedBy, schema: inner });
    if (custom !== undefined)
      return (
        <div className="space-y-1.5">
          {custom}
          <Issues id={describedBy} issues={issues} />
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
      );
  }

  const field: ResolvedProps = { ...props, schema: inner, value: shown, id, onChange, actions };
  const kind = fieldKind(inner);
  switch (kind.kind) {
    case 'object':
      return <ObjectField {...field} shape={kind.shape} />;
    case 'array':
      return <ArrayField {...field} element={kind.element} />;
    case 'tuple':
      return <TupleField {...field} items={kind.items} />;
    case 'discriminated':
      return <DiscriminatedField {...field} discriminator={kind.discriminator} members={kind.members} />;
    case 'union':
      return <UnionField {...field} options={kind.options} />;
    case 'choice':
      return <ChoiceField {...field} values={kind.values} />;
    case 'literal':
      return <LiteralField {...field} literal={kind.value} />;
    case 'string':
      return <StringField {...field} format={kind.format} />;
    case 'number':
      return <NumberField {...field} />;
    case 'boolean':
      return <BooleanField {...field} />;
    default:
      return <JsonField {...field} />;
  }
}, sameField);

/** A field once its wrappers are read: its id, its change handler and the buttons beside it. */
type ResolvedProps = FieldProps & { id: string; onChange(next: unknown): void; actions?: ReactNode };

/** Move up, move down and remove, named with the item's position ("Remove item 2 of Paragraphs"). */
function ItemButtons({ path, count, act, listLabel }: { path: Path; count: number; act(action: ItemAction, index: number): void; listLabel: string }) {
  const { idPrefix } = use(FormContext);
  const index = path.at(-1) as number;
  const id = fieldId(idPrefix, path);
  const position = (
    <span className="sr-only">
      {' '}
      item {index + 1} of {listLabel}
    </span>
  );
  return (
    <>
      <Button id={`${id}--up`} disabled={index === 0} onClick={() => act('up', index)}>
        Move up{position}
      </Button>
      <Button id={`${id}--down`} disabled={index === count - 1} onClick={() => act('down', index)}>
        Move down{position}
      </Button>
      <Button id={`${id}--remove`} onClick={() => act('remove', index)}>
        Remove{position}
      </Button>
    </>
  );
}

/* ---------- Containers: objects, lists, unions ---------- */

/** A fieldset with its legend, the issues of the group itself and the group's buttons; the root has no frame. */
function Group({
  id,
  path,
  legend,
  depth,
  issues,
  actions,
  children,
}: {
  id: string;
  path: Path;
  legend: string;
  depth: number;
  issues: FieldIssue[];
  actions?: ReactNode;
  children: ReactNode;
}) {
  const issuesId = issues.length ? `${id}--issues` : undefined;
  if (!path.length)
    return (
      <div id={id} className="space-y-6">
        <Issues id={issuesId} issues={issues} />
        {children}
      </div>
    );
  return (
    <fieldset id={id} aria-describedby={issuesId} className={clsx('min-w-0 space-y-5 rounded-xl border border-forest-900/20 p-4 sm:p-5', depth % 2 ? 'bg-white' : 'bg-paper')}>
      <legend className="px-1 font-display text-lg font-semibold text-forest-900">{legend}</legend>
      <Issues id={issuesId} issues={issues} />
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      {children}
    </fieldset>
  );
}

/** The group's own issues: those at its path, and those under keys or items it does not draw. */
function ownIssues(issues: FieldIssue[], path: Path, drawn: (key: string | number) => boolean): FieldIssue[] {
  return issues.filter((issue) => issue.path.length === path.length || !drawn(issue.path[path.length]!));
}

/** The keys of an object, each a field; `hidden` keys are drawn by the caller (a union's tag). */
function ObjectKeys({
  shape,
  hidden = [],
  path,
  value,
  issues,
  depth,
}: Pick<FieldProps, 'path' | 'value' | 'issues' | 'depth'> & { shape: [string, Schema][]; hidden?: string[] }) {
  const object = isRecord(value) ? value : {};
  return (
    <>
      {shape
        .filter(([key]) => !hidden.includes(key))
        .map(([key, keySchema]) => {
          const keyPath = [...path, key];
          return <Field key={key} schema={keySchema} path={keyPath} name={key} label={humanise(key)} value={object[key]} issues={issuesUnder(issues, keyPath)} depth={depth + 1} />;
        })}
    </>
  );
}

function ObjectField({ shape, id, path, label, legend, depth, value, issues, actions }: ResolvedProps & { shape: [string, Schema][] }) {
  const keys = new Set<string | number>(shape.map(([key]) => key));
  return (
    <Group id={id} path={path} legend={legend ?? label} depth={depth} issues={ownIssues(issues, path, (key) => keys.has(key))} actions={actions}>
      <ObjectKeys shape={shape} path={path} value={value} issues={issues} depth={depth} />
    </Group>
  );
}

/** A discriminated union (a page's kind, a section's type): a selector of the tag, then the member's keys. */
function DiscriminatedField({
  discriminator,
  members,
  id,
  path,
  label,
  legend,
  depth,
  value,
  onChange,
  issues,
  actions,
  itemOf,
}: ResolvedProps & { discriminator: string; members: UnionMember[] }) {
  const context = use(FormContext);
  const tag = isRecord(value) ? value[discriminator] : undefined;
  const index = members.findIndex((member) => member.tag === tag);
  const member = members[index];
  const shape = member ? fieldKind(member.schema) : undefined;
  const keys = new Set<string | number>(shape?.kind === 'object' ? shape.shape.map(([key]) => key) : [discriminator]);
  const tagPath = [...path, discriminator];
  const selectorLabel = itemOf ? `${itemOf} ${inSentence(humanise(discriminator))}` : humanise(discriminator);
  return (
    <Group id={id} path={path} legend={legend ?? label} depth={depth} issues={ownIssues(issues, path, (key) => keys.has(key))} actions={actions}>
      <Select
        id={fieldId(context.idPrefix, tagPath)}
        label={selectorLabel}
        options={members.map((m) => humanise(String(m.tag)))}
        selected={index}
        issues={issuesUnder(issues, tagPath)}
        onSelect={(next) => {
          const chosen = members[next];
          if (!chosen || next === index) return;
          const switched = switchMember(value, chosen.schema, member?.schema);
          onChange(isRecord(switched) ? { ...switched, [discriminator]: chosen.tag } : switched);
        }}
      />
      {shape?.kind === 'object' ? <ObjectKeys shape={shape.shape} hidden={[discriminator]} path={path} value={value} issues={issues} depth={depth} /> : null}
    </Group>
  );
}

/** A plain union (a button that is a link or the brochure request): a selector of the option, then its fields. */
function UnionField({ options, ...props }: ResolvedProps & { options: Schema[] }) {
  const { id, path, label, legend, depth, value, onChange, issues, actions, itemOf } = props;
  const index = matchOption(options, value);
  const option = options[index]!;
  const kind = fieldKind(option);
  const hidden = fixedKeys(option);
  const keys = new Set<string | number>(kind.kind === 'object' ? kind.shape.map(([key]) => key) : []);
  const selector = (
    <Select
      id={`${id}--option`}
      label={`Kind of ${inSentence(itemOf ?? label)}`}
      options={optionLabels(options)}
      selected={index}
      issues={[]}
      onSelect={(next) => {
        const chosen = options[next];
        if (chosen && next !== index) onChange(switchMember(value, chosen, option));
      }}
    />
  );
  if (kind.kind !== 'object')
    return (
      <div className="space-y-3">
        {selector}
        <Field schema={option} path={path} name={props.name} label={label} value={value} issues={issues} depth={depth} />
      </div>
    );
  return (
    <Group id={id} path={path} legend={legend ?? label} depth={depth} issues={ownIssues(issues, path, (key) => keys.has(key) && !hidden.includes(String(key)))} actions={actions}>
      {selector}
      <ObjectKeys shape={kind.shape} hidden={hidden} path={path} value={value} issues={issues} depth={depth} />
    </Group>
  );
}

/** Keys for a list's items that follow them when they move, so each control keeps its own state. */
function useItemKeys(length: number) {
  const [state, setState] = useState(() => ({ keys: Array.from({ length }, (_, i) => i), next: length }));
  let current = state;
  if (state.keys.length !== length) {
    // The list changed from outside (another document): keep the keys that still fit, add fresh ones.
    const keys = state.keys.slice(0, length);
    let next = state.next;
    while (keys.length < length) keys.push(next++);
    current = { keys, next };
    setState(current);
  }
  const update = useCallback((change: (keys: number[], next: number) => number[]) => setState((s) => ({ keys: change(s.keys, s.next), next: s.next + 1 })), []);
  return { keys: current.keys, update };
}

/** A list: its items in order, each with move and remove buttons, and a button that appends an empty item. */
function ArrayField({ element, id, path, name, label, legend, depth, value, issues, actions }: ResolvedProps & { element: Schema }) {
  const { idPrefix, setAt, valueAt, focusLater } = use(FormContext);
  const list = Array.isArray(value) ? value : [];
  const { keys, update } = useItemKeys(list.length);
  const itemLabel = singular(name);
  const elementKind = fieldKind(unwrap(element).schema);
  // The handlers read the list's path when they run, so that the items (drawn again only when they change) keep one.
  const place = useRef(path);
  useLayoutEffect(() => {
    place.current = path;
  });
  const act = useCallback(
    (action: ItemAction | 'append', index: number) => {
      const listPath = place.current;
      const current = valueAt(listPath);
      const items = Array.isArray(current) ? current : [];
      const itemId = (at: number) => fieldId(idPrefix, [...listPath, at]);
      if (action === 'append') {
        update((k, next) => [...k, next]);
        setAt(listPath, [...items, emptyValue(element)]);
        focusLater(itemId(items.length));
      } else if (action === 'remove') {
        update((k) => k.filter((_, i) => i !== index));
        setAt(
          listPath,
          items.filter((_, i) => i !== index),
        );
        const stays = items.length > 1 ? Math.min(index, items.length - 2) : -1;
        focusLater(stays >= 0 ? `${itemId(stays)}--remove` : `${fieldId(idPrefix, listPath)}--append`);
      } else {
        const to = action === 'up' ? index - 1 : index + 1;
        if (to < 0 || to >= items.length) return;
        update((k) => moveItem(k, index, to));
        setAt(listPath, moveItem(items, index, to));
        // The focus stays on the moved item: on the same button, or on the other one at the end of the list.
        const atEnd = to === 0 || to === items.length - 1;
        focusLater(`${itemId(to)}--${atEnd ? (action === 'up' ? 'down' : 'up') : action}`);
      }
    },
    [element, idPrefix, setAt, valueAt, focusLater, update],
  );
  const item = useMemo(() => ({ count: list.length, act }), [list.length, act]);

  return (
    <Group id={id} path={path} legend={legend ?? label} depth={depth} issues={ownIssues(issues, path, (key) => typeof key === 'number' && key < list.length)} actions={actions}>
      {list.length ? (
        <ol className="space-y-4">
          {list.map((entry, index) => {
            const tag = elementKind.kind === 'discriminated' && isRecord(entry) ? entry[elementKind.discriminator] : undefined;
            const title = itemTitle(entry);
            const itemPath = [...path, index];
            return (
              <li key={keys[index] ?? index}>
                <Field
                  schema={element}
                  path={itemPath}
                  name={name}
                  label={`${itemLabel} ${index + 1}`}
                  legend={`${itemLabel} ${index + 1}${tag !== undefined ? ` · ${humanise(String(tag))}` : ''}${title ? `: ${title}` : ''}`}
                  itemOf={itemLabel}
                  value={entry}
                  issues={issuesUnder(issues, itemPath)}
                  depth={depth + 1}
                  item={item}
                />
              </li>
            );
          })}
        </ol>
      ) : null}
      <div>
        <Button id={`${id}--append`} tone="add" onClick={() => act('append', list.length)}>
          Add {inSentence(itemLabel)}
        </Button>
      </div>
    </Group>
  );
}

/** A fixed-length list (the two options of a comparison): one field per place, nothing to add or move. */
function TupleField({ items, id, path, name, label, legend, depth, value, issues, actions }: ResolvedProps & { items: Schema[] }) {
  const list = Array.isArray(value) ? value : [];
  const itemLabel = singular(name);
  return (
    <Group id={id} path={path} legend={legend ?? label} depth={depth} issues={ownIssues(issues, path, (key) => typeof key === 'number' && key < items.length)} actions={actions}>
      {items.map((item, index) => (
        <Field
          key={index}
          schema={item}
          path={[...path, index]}
          name={name}
          label={`${itemLabel} ${index + 1}`}
          value={list[index]}
          issues={issuesUnder(issues, [...path, index])}
          depth={depth + 1}
        />
      ))}
    </Group>
  );
}

/* ---------- Leaves ---------- */

const control =
  'mt-1.5 block min-h-11 w-full rounded-lg border border-forest-900/30 bg-white px-3 py-2 text-base text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-leaf-700 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700';

/** The issues of one field; their id is the control's `aria-describedby`. */
function Issues({ id, issues }: { id?: string; issues: FieldIssue[] }) {
  if (!id || !issues.length) return null;
  return (
    <div id={id} className="space-y-1 font-semibold text-red-800">
      {issues.map((issue, index) => (
        <p key={index}>{issue.message}</p>
      ))}
    </div>
  );
}

/** A label, the control, an optional hint, the field's issues and its buttons. */
function Leaf({ id, label, hint, issues, actions, children }: { id: string; label: string; hint?: string; issues: FieldIssue[]; actions?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-forest-900">
        {label}
      </label>
      {hint ? (
        <p id={`${id}--hint`} className="text-muted">
          {hint}
        </p>
      ) : null}
      {children}
      {issues.length ? (
        <div className="mt-1">
          <Issues id={`${id}--issues`} issues={issues} />
        </div>
      ) : null}
      {actions ? <div className="mt-2 flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** The ids a control is described by: its hint and its issues. */
function describedBy(id: string, issues: FieldIssue[], hint?: string): string | undefined {
  return [hint ? `${id}--hint` : '', issues.length ? `${id}--issues` : ''].filter(Boolean).join(' ') || undefined;
}

const dateHints: Record<string, string> = {
  date: 'A date, such as 2026-07-01.',
  datetime: 'A date and time, such as 2026-07-01T09:30:00+05:30.',
  'datetime|date': 'A date, such as 2026-07-01, or a date and time, such as 2026-07-01T09:30:00+05:30.',
};

/** Text: a one-line input, or a textarea for prose and long values. */
function StringField({ id, name, label, value, onChange, issues, actions, format }: ResolvedProps & { format?: string }) {
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  const prose = isProse(name, text);
  const [long, setLong] = useState(prose);
  const [focused, setFocused] = useState(false);
  // A one-line field whose text grew long becomes a textarea once the editor leaves it, never under the cursor.
  if (prose && !long && !focused) setLong(true);
  const hint = format ? dateHints[format] : undefined;
  const common = {
    id,
    value: text,
    'aria-invalid': issues.length ? true : undefined,
    'aria-describedby': describedBy(id, issues, hint),
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  };
  return (
    <Leaf id={id} label={label} hint={hint} issues={issues} actions={actions}>
      {long ? (
        <textarea
          {...common}
          rows={Math.min(14, Math.max(3, Math.ceil(text.length / 70) + (text.match(/\n/g)?.length ?? 0)))}
          className={clsx(control, 'resize-y leading-relaxed')}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input {...common} type="text" className={control} onChange={(event) => onChange(event.target.value)} />
      )}
    </Leaf>
  );
}

/** A number: stored as a number, or as the typed text when it is none, so that validation names the problem. */
function NumberField({ id, label, value, onChange, issues, actions }: ResolvedProps) {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return (
    <Leaf id={id} label={label} issues={issues} actions={actions}>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step="any"
        value={text}
        aria-invalid={issues.length ? true : undefined}
        aria-describedby={describedBy(id, issues)}
        className={control}
        onChange={(event) => {
          const typed = event.target.value;
          const number = Number(typed);
          onChange(typed.trim() !== '' && Number.isFinite(number) ? number : typed);
        }}
      />
    </Leaf>
  );
}

function BooleanField({ id, label, value, onChange, issues, actions }: ResolvedProps) {
  return (
    <div>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          aria-invalid={issues.length ? true : undefined}
          aria-describedby={describedBy(id, issues)}
          className="size-6 accent-leaf-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-leaf-700"
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className="font-semibold text-forest-900">
          {label}
        </label>
      </div>
      <Issues id={issues.length ? `${id}--issues` : undefined} issues={issues} />
      {actions ? <div className="mt-2 flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** A `<select>` over labelled options; a value that is none of them shows as "Choose one" until one is chosen. */
function Select({
  id,
  label,
  options,
  selected,
  issues,
  onSelect,
  actions,
}: {
  id: string;
  label: string;
  options: string[];
  selected: number;
  issues: FieldIssue[];
  onSelect(index: number): void;
  actions?: ReactNode;
}) {
  return (
    <Leaf id={id} label={label} issues={issues} actions={actions}>
      <select
        id={id}
        value={selected >= 0 ? String(selected) : ''}
        aria-invalid={issues.length ? true : undefined}
        aria-describedby={describedBy(id, issues)}
        className={control}
        onChange={(event) => {
          if (event.target.value !== '') onSelect(Number(event.target.value));
        }}
      >
        {selected < 0 ? (
          <option value="" disabled>
            Choose one
          </option>
        ) : null}
        {options.map((option, index) => (
          <option key={index} value={String(index)}>
            {option}
          </option>
        ))}
      </select>
    </Leaf>
  );
}

/** An enum or a union of literals (`perRow`: 1 to 4): the values as they are stored. */
function ChoiceField({ id, label, value, onChange, issues, actions, values }: ResolvedProps & { values: unknown[] }) {
  return (
    <Select
      id={id}
      label={label}
      options={values.map(String)}
      selected={values.findIndex((v) => Object.is(v, value))}
      issues={issues}
      actions={actions}
      onSelect={(index) => onChange(values[index])}
    />
  );
}

/** A fixed value: shown, not edited. */
function LiteralField({ id, label, issues, actions, literal }: ResolvedProps & { literal: unknown }) {
  return (
    <Leaf id={id} label={label} issues={issues} actions={actions}>
      <input
        id={id}
        type="text"
        readOnly
        value={String(literal)}
        aria-invalid={issues.length ? true : undefined}
        aria-describedby={describedBy(id, issues)}
        className={clsx(control, 'bg-paper text-muted')}
      />
    </Leaf>
  );
}

/** A type the form has no control for: its JSON, kept as typed text until it parses. */
function JsonField({ id, label, value, onChange, issues, actions }: ResolvedProps) {
  const json = JSON.stringify(value, null, 2) ?? '';
  const [draft, setDraft] = useState<{ text: string; json: string } | null>(null);
  const text = draft && draft.json === json ? draft.text : json;
  return (
    <Leaf id={id} label={`${label} (JSON)`} issues={issues} actions={actions}>
      <textarea
        id={id}
        value={text}
        rows={Math.min(14, Math.max(3, text.split('\n').length))}
        aria-invalid={issues.length ? true : undefined}
        aria-describedby={describedBy(id, issues)}
        className={clsx(control, 'resize-y font-mono')}
        onChange={(event) => {
          const typed = event.target.value;
          let next: unknown = typed;
          try {
            next = JSON.parse(typed);
          } catch {
            // Not JSON yet: the text itself is the value, which validation reports.
          }
          setDraft({ text: typed, json: JSON.stringify(next, null, 2) ?? '' });
          onChange(next);
        }}
      />
    </Leaf>
  );
}

function Button({
  id,
  tone = 'plain',
  disabled,
  describedBy,
  onClick,
  children,
}: {
  id: string;
  tone?: 'plain' | 'add';
  disabled?: boolean;
  describedBy?: string;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      id={id}
      type="button"
      disabled={disabled}
      aria-describedby={describedBy}
      onClick={onClick}
      className={clsx(
        'inline-flex min-h-11 items-center rounded-lg border px-4 text-base font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-leaf-700 disabled:cursor-not-allowed disabled:opacity-50',
        tone === 'add' ? 'border-leaf-700 bg-leaf-100 text-forest-900 hover:bg-gold-100' : 'border-forest-900/30 bg-white text-forest-900 hover:bg-forest-50',
      )}
    >
      {children}
    </button>
  );
}
