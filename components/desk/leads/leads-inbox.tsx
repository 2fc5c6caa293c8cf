'use client';

import { clsx } from 'clsx';
import { useCallback, useEffect, useEffectEvent, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { SECTORS } from '@/lib/leads/form-values';
import { staffPaths } from '@/lib/staff/api';
import {
  contactOf,
  csvFileName,
  DELIVERY_FILTER_LABELS,
  DELIVERY_STATES,
  deliveryWording,
  erasureSummary,
  fieldErrorsOf,
  FORM_LABELS,
  formatIst,
  hasFilters,
  isAccessProblem,
  LEAD_FORMS,
  LEAD_STATUSES,
  leadCount,
  leadDetails,
  leadsQuery,
  nameOf,
  newestFirst,
  NO_FILTERS,
  problemOf,
  STATUS_LABELS,
  telHref,
  UNREACHABLE,
  type DeliveryTone,
  type Lead,
  type LeadFilters,
  type LeadFollowUp,
  type LeadStatus,
} from './leads-view';
import type { StaffApi } from '../staff-client';

export interface LeadsInboxProps {
  /** Calls the staff API with the member's bearer token. */
  api: StaffApi;
  me: { email: string };
}

/** An answer read once: its status and its JSON (undefined when it has none); status 0 when none came. */
interface Answer {
  ok: boolean;
  status: number;
  body: unknown;
}

async function call(api: StaffApi, path: string, init?: RequestInit): Promise<Answer> {
  let response: Response;
  try {
    response = await api(path, init);
  } catch {
    return { ok: false, status: 0, body: undefined };
  }
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    // A proxy's HTML error page, or an empty body: the status alone says what happened.
    body = undefined;
  }
  return { ok: response.ok, status: response.status, body };
}

const json = (method: string, body: unknown): RequestInit => ({ method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

const FILTER_LABELS = { form: 'Form', since: 'Since', sector: 'Sector', status: 'Status', delivery: 'Delivery' };
const CHANGE_LABELS = { status: 'Status', assignee: 'Assignee', note: 'Note' };

const control =
  'mt-1.5 block min-h-12 w-full rounded-xl border border-forest-900/25 bg-white px-4 py-2.5 text-base text-ink shadow-sm focus:border-leaf-700 aria-[invalid=true]:border-red-700';
const label = 'font-semibold text-forest-900';
const errorText = 'font-semibold text-red-800';
const primary = 'btn-primary aria-busy:cursor-progress aria-disabled:opacity-70';
const outline = 'btn-outline aria-busy:cursor-progress aria-disabled:opacity-70';

/** A polite announcement: each one a new node, so the same words said twice ("Saved") are read twice. */
interface Announcement {
  text: string;
  key: number;
}

interface ListState {
  /** Undefined until the first answer, and after a refusal. */
  leads?: Lead[];
  loading: boolean;
  problem?: string;
  /** The filters whose request failed: "Try again" asks for them again. */
  retry?: LeadFilters;
}

/**
 * The sales inbox of the desk: every lead the filter takes, newest first, with its follow-up (status,
 * assignee, notes) changed in place, where its notifications stand, the CSV export of the same filter and
 * the erasure of one person's records on request.
 */
export function LeadsInbox({ api, me }: LeadsInboxProps) {
  const headingId = useId();
  const [draft, setDraft] = useState<LeadFilters>(NO_FILTERS);
  const [applied, setApplied] = useState<LeadFilters>(NO_FILTERS);
  const [list, setList] = useState<ListState>({ loading: true });
  const [filterError, setFilterError] = useState<string>();
  const [access, setAccess] = useState<string>();
  const [announcement, setAnnouncement] = useState<Announcement>({ text: '', key: 0 });
  // Only the answer to the latest request is shown: an older one arriving late is dropped.
  const latest = useRef(0);

  const announce = useCallback((text: string) => setAnnouncement((previous) => ({ text, key: previous.key + 1 })), []);

  // The banner is an alert, read out as it appears: the polite region need not say it again.
  const refused = useCallback((message: string) => setAccess(message), []);

  // The answer is fetched first and shown after, in a callback: the effect that loads the first page sets no state itself.
  const show = useCallback(
    (filters: LeadFilters, answer: Answer) => {
      const leads = (answer.body as { leads?: unknown } | undefined)?.leads;
      if (answer.ok && Array.isArray(leads)) {
        setList({ leads: newestFirst(leads as Lead[]), loading: false });
        setApplied(filters);
        setFilterError(undefined);
        setAccess(undefined);
        announce(leadCount(leads.length));
        return;
      }
      const message = answer.ok ? 'The server sent no leads: try again in a minute' : problemOf(answer.status, answer.body, FILTER_LABELS);
      if (isAccessProblem(answer.status)) {
        setList({ loading: false });
        refused(message);
      } else if (answer.status === 400) {
        // The list on screen stays that of the filters it was fetched with.
        setList((previous) => ({ ...previous, loading: false }));
        setFilterError(message);
        announce(message);
      } else {
        setList((previous) => ({ ...previous, loading: false, problem: message, retry: filters }));
        announce(message);
      }
    },
    [announce, refused],
  );

  const request = useCallback(
    (filters: LeadFilters) => {
      const ticket = ++latest.current;
      void call(api, `${staffPaths.leads}${leadsQuery(filters)}`).then((answer) => {
        if (ticket === latest.current) show(filters, answer);
      });
    },
    [api, show],
  );

  // Once, on mount: a parent that hands a new `api` on each render must not refetch the list each time.
  const loadFirst = useEffectEvent(() => request(NO_FILTERS));
  useEffect(() => {
    loadFirst();
  }, []);

  function reload(filters: LeadFilters) {
    setList((previous) => ({ ...previous, loading: true, problem: undefined, retry: undefined }));
    request(filters);
  }

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reload(draft);
  }

  function clearFilters() {
    setDraft(NO_FILTERS);
    reload(NO_FILTERS);
  }

  const savedFollowUp = useCallback((id: string, followUp: LeadFollowUp) => {
    setList((previous) => ({ ...previous, leads: previous.leads?.map((lead) => (lead.id === id ? { ...lead, followUp } : lead)) }));
  }, []);

  const { leads, loading, problem, retry } = list;

  return (
    <section aria-labelledby={headingId} className="space-y-6 text-base text-ink">
      <h2 id={headingId} className="text-2xl font-bold">
        Leads
      </h2>

      {access ? (
        <p role="alert" className="rounded-2xl border-2 border-red-700 bg-white p-4 text-lg font-semibold text-red-800">
          {access}
        </p>
      ) : null}

      <FilterBar draft={draft} onChange={setDraft} onSubmit={applyFilters} onClear={clearFilters} loading={loading} error={filterError} />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-semibold text-forest-900">{leads ? leadCount(leads.length) : ''}</p>
        <CsvExport api={api} filters={applied} announce={announce} refused={refused} />
      </div>

      <Erasure api={api} announce={announce} refused={refused} onErased={() => reload(applied)} />

      <div aria-busy={loading}>
        {problem ? (
          <p className={clsx(errorText, 'rounded-2xl bg-white p-4')}>
            {problem}{' '}
            <button type="button" className={clsx(outline, 'ml-2')} onClick={() => reload(retry ?? applied)}>
              Try again
            </button>
          </p>
        ) : null}
        {loading && !leads ? <p className="text-muted">Loading leads…</p> : null}
        {leads && leads.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-center text-lg text-muted">{hasFilters(applied) ? 'No leads match these filters' : 'No leads yet'}</p>
        ) : null}
        {leads && leads.length > 0 ? (
          <ol className={clsx('space-y-4', loading && 'opacity-70')}>
            {leads.map((lead) => (
              <li key={lead.id}>
                <LeadCard lead={lead} api={api} me={me} onSaved={savedFollowUp} announce={announce} refused={refused} />
              </li>
            ))}
          </ol>
        ) : null}
      </div>

      <p role="status" className="sr-only">
        <span key={announcement.key}>{announcement.text}</span>
      </p>
    </section>
  );
}

function Field({ id, text, children }: { id: string; text: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      {children}
    </div>
  );
}

function FilterBar({
  draft,
  onChange,
  onSubmit,
  onClear,
  loading,
  error,
}: {
  draft: LeadFilters;
  onChange: (filters: LeadFilters) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClear: () => void;
  loading: boolean;
  error?: string;
}) {
  const id = useId();
  const set = (change: Partial<LeadFilters>) => onChange({ ...draft, ...change });
  return (
    <div>
      <form
        role="search"
        aria-label="Filter leads"
        aria-describedby={error ? `${id}-error` : undefined}
        onSubmit={onSubmit}
        className="rounded-2xl bg-white p-4 shadow-card sm:p-6"
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <Field id={`${id}-form`} text="Form">
            <select id={`${id}-form`} className={control} value={draft.form} onChange={(event) => set({ form: event.target.value as LeadFilters['form'] })}>
              <option value="">All</option>
              {LEAD_FORMS.map((form) => (
                <option key={form} value={form}>
                  {FORM_LABELS[form]}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-since`} text="Since">
            <input id={`${id}-since`} type="date" className={control} value={draft.since} onChange={(event) => set({ since: event.target.value })} />
          </Field>
          <Field id={`${id}-sector`} text="Sector">
            {/* The API matches the sector exactly: the brochure form's own options are offered as it spells them. */}
            <input
              id={`${id}-sector`}
              type="text"
              list={`${id}-sectors`}
              maxLength={80}
              autoComplete="off"
              className={control}
              value={draft.sector}
              onChange={(event) => set({ sector: event.target.value })}
            />
            <datalist id={`${id}-sectors`}>
              {SECTORS.map((sector) => (
                <option key={sector} value={sector} />
              ))}
            </datalist>
          </Field>
          <Field id={`${id}-status`} text="Status">
            <select id={`${id}-status`} className={control} value={draft.status} onChange={(event) => set({ status: event.target.value as LeadFilters['status'] })}>
              <option value="">All</option>
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-delivery`} text="Delivery">
            <select id={`${id}-delivery`} className={control} value={draft.delivery} onChange={(event) => set({ delivery: event.target.value as LeadFilters['delivery'] })}>
              <option value="">All</option>
              {DELIVERY_STATES.map((state) => (
                <option key={state} value={state}>
                  {DELIVERY_FILTER_LABELS[state]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="submit" className={primary} aria-busy={loading}>
            {loading ? 'Loading…' : 'Apply filters'}
          </button>
          <button type="button" className={outline} onClick={onClear}>
            Clear filters
          </button>
        </div>
      </form>
      {error ? (
        <p id={`${id}-error`} className={clsx(errorText, 'mt-2')}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Downloads a Blob as a file, the one way a page can: an object URL on a temporary `<a download>`. */
function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has handed the file over, not before.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function CsvExport({ api, filters, announce, refused }: { api: StaffApi; filters: LeadFilters; announce: (text: string) => void; refused: (message: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function exportCsv() {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const response = await api(`${staffPaths.leadsCsv}${leadsQuery(filters)}`);
      if (!response.ok) {
        let body: unknown;
        try {
          body = await response.json();
        } catch {
          body = undefined;
        }
        const message = problemOf(response.status, body, FILTER_LABELS);
        setError(message);
        if (isAccessProblem(response.status)) refused(message);
        else announce(message);
        return;
      }
      const fileName = csvFileName(response.headers.get('Content-Disposition'), new Date());
      download(await response.blob(), fileName);
      announce(`Downloaded ${fileName}`);
    } catch {
      setError(UNREACHABLE);
      announce(UNREACHABLE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className={outline} aria-busy={busy} aria-disabled={busy} onClick={() => void exportCsv()}>
        {busy ? 'Exporting…' : 'Export CSV'}
      </button>
      {error ? <p className={errorText}>{error}</p> : null}
    </div>
  );
}

function Erasure({ api, announce, refused, onErased }: { api: StaffApi; announce: (text: string) => void; refused: (message: string) => void; onErased: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string>();
  const confirmRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const person = { email: email.trim() || undefined, phone: phone.trim() || undefined };
  const whom = [person.email, person.phone].filter(Boolean).join(' and ');

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(undefined);
    setError(undefined);
    if (!person.email && !person.phone) {
      setFieldErrors({ email: 'Give an email address or a phone number' });
      emailRef.current?.focus();
      return;
    }
    setFieldErrors({});
    setConfirming(true);
    // The confirmation takes the form's place: focus goes to it, so a keyboard user reads what it names.
    requestAnimationFrame(() => confirmRef.current?.focus());
  }

  function back() {
    setConfirming(false);
    requestAnimationFrame(() => emailRef.current?.focus());
  }

  async function erase() {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    const answer = await call(api, staffPaths.erasures, json('POST', person));
    setBusy(false);
    const counts = answer.body as { records?: unknown; notifications?: unknown } | undefined;
    if (answer.ok && typeof counts?.records === 'number' && typeof counts.notifications === 'number') {
      const summary = erasureSummary({ records: counts.records, notifications: counts.notifications });
      // The person is gone: their address does not stay on screen either.
      setEmail('');
      setPhone('');
      setConfirming(false);
      setDone(summary);
      announce(summary);
      onErased();
      return;
    }
    const message = answer.ok ? 'The server did not say what it erased: reload the list to check' : problemOf(answer.status, answer.body, { email: 'Email', phone: 'Phone' });
    setError(message);
    if (answer.status === 400) {
      setFieldErrors(fieldErrorsOf(answer.body));
      setConfirming(false);
    }
    if (isAccessProblem(answer.status)) refused(message);
    else announce(message);
  }

  const described = (field: string) => (fieldErrors[field] ? `${id}-${field}-error` : undefined);

  return (
    <details className="rounded-2xl bg-white p-4 shadow-card sm:p-6">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-forest-900">Erase a person&apos;s records</summary>
      <div className="mt-4 space-y-4">
        <p className="text-muted">When someone asks to be forgotten: every submission about them goes, with its follow-up and the mail it still owes. This cannot be undone.</p>
        {confirming ? (
          <div ref={confirmRef} tabIndex={-1} className="space-y-4 rounded-xl border-2 border-red-700 p-4">
            <p className="font-semibold">
              Erase every record about <span className="wrap-anywhere">{whom}</span>?
            </p>
            <p>Their brochure requests, messages, orders and feedback go, with the follow-ups and notes about them.</p>
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className="btn bg-red-800 text-white hover:bg-red-900 aria-busy:cursor-progress forced-colors:border-2"
                aria-busy={busy}
                aria-disabled={busy}
                onClick={() => void erase()}
              >
                {busy ? 'Erasing…' : 'Erase the records'}
              </button>
              <button type="button" className={outline} onClick={back}>
                Back
              </button>
            </div>
          </div>
        ) : (
          <form noValidate onSubmit={review} aria-label="Whose records to erase" className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor={`${id}-email`} className={label}>
                  Email
                </label>
                <input
                  ref={emailRef}
                  id={`${id}-email`}
                  type="email"
                  autoComplete="off"
                  className={control}
                  value={email}
                  aria-invalid={fieldErrors.email ? true : undefined}
                  aria-describedby={described('email')}
                  onChange={(event) => setEmail(event.target.value)}
                />
                {fieldErrors.email ? (
                  <p id={`${id}-email-error`} className={clsx(errorText, 'mt-1')}>
                    {fieldErrors.email}
                  </p>
                ) : null}
              </div>
              <div>
                <label htmlFor={`${id}-phone`} className={label}>
                  Phone
                </label>
                <input
                  id={`${id}-phone`}
                  type="tel"
                  autoComplete="off"
                  className={control}
                  value={phone}
                  aria-invalid={fieldErrors.phone ? true : undefined}
                  aria-describedby={described('phone')}
                  onChange={(event) => setPhone(event.target.value)}
                />
                {fieldErrors.phone ? (
                  <p id={`${id}-phone-error`} className={clsx(errorText, 'mt-1')}>
                    {fieldErrors.phone}
                  </p>
                ) : null}
              </div>
            </div>
            <button type="submit" className={outline}>
              Review the erasure
            </button>
          </form>
        )}
        {error ? <p className={errorText}>{error}</p> : null}
        {done ? <p className="font-semibold text-leaf-800">{done}</p> : null}
      </div>
    </details>
  );
}

const toneClasses: Record<DeliveryTone, string> = {
  done: 'border-leaf-700/30 bg-leaf-100/60',
  waiting: 'border-gold-400 bg-gold-100/60',
  quiet: 'border-forest-900/15 bg-paper',
  alert: 'border-2 border-red-700 bg-red-50 text-red-800 font-semibold',
};

type Saving = 'status' | 'assignee' | 'note';

function LeadCard({
  lead,
  api,
  me,
  onSaved,
  announce,
  refused,
}: {
  lead: Lead;
  api: StaffApi;
  me: { email: string };
  onSaved: (id: string, followUp: LeadFollowUp) => void;
  announce: (text: string) => void;
  refused: (message: string) => void;
}) {
  const id = useId();
  const name = nameOf(lead);
  const { email, phone } = contactOf(lead);
  const { followUp } = lead;
  const [saving, setSaving] = useState<Partial<Record<Saving, boolean>>>({});
  const [wantedStatus, setWantedStatus] = useState<LeadStatus>();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  // One change at a time per lead, in order: each answer is the follow-up after it, so the last is the truth.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const latestStatus = useRef<LeadStatus | undefined>(undefined);

  const mine = followUp.assignee !== null && followUp.assignee.toLowerCase() === me.email.toLowerCase();
  const busy = Object.values(saving).some(Boolean);

  function patch(what: Saving, change: () => Record<string, unknown> | undefined): Promise<boolean> {
    const run = async () => {
      const body = change();
      if (!body) return true;
      setSaving((previous) => ({ ...previous, [what]: true }));
      setSaved(false);
      setError(undefined);
      const answer = await call(api, staffPaths.lead(lead.id), json('PATCH', body));
      setSaving((previous) => ({ ...previous, [what]: false }));
      const next = (answer.body as { followUp?: LeadFollowUp } | undefined)?.followUp;
      if (answer.ok && next) {
        onSaved(lead.id, next);
        setSaved(true);
        announce('Saved');
        return true;
      }
      const message = problemOf(answer.status, answer.body, CHANGE_LABELS);
      setError(message);
      if (isAccessProblem(answer.status)) refused(message);
      else announce(message);
      return false;
    };
    const done = queue.current.then(run);
    queue.current = done.catch(() => undefined);
    return done;
  }

  async function changeStatus(status: LeadStatus) {
    latestStatus.current = status;
    setWantedStatus(status);
    // A keyboard's arrows on a closed select change it once a key: only the last choice still waiting is sent.
    await patch('status', () => (latestStatus.current === status ? { status } : undefined));
    if (latestStatus.current === status) {
      latestStatus.current = undefined;
      setWantedStatus(undefined);
    }
  }

  async function addNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.note) return;
    const text = note.trim();
    if (!text) {
      setError('Write the note first');
      return;
    }
    const ok = await patch('note', () => ({ note: text }));
    // What was typed stays unless it was saved (and not changed meanwhile).
    if (ok) setNote((current) => (current.trim() === text ? '' : current));
  }

  function assign(assignee: string | null) {
    if (saving.assignee) return;
    void patch('assignee', () => ({ assignee }));
  }

  const details = leadDetails(lead);

  return (
    <article aria-labelledby={`${id}-name`} className="rounded-2xl bg-white p-4 shadow-card sm:p-6 forced-colors:border">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={`${id}-name`} className="text-xl font-bold wrap-anywhere">
          {name}
        </h3>
        <p className="text-muted">
          <time dateTime={lead.receivedAt}>{formatIst(lead.receivedAt) || lead.receivedIst}</time>
        </p>
      </header>
      <p className="mt-1">
        <span className="font-semibold">{lead.form ? FORM_LABELS[lead.form] : 'Submission'}</span>
        <span className="text-muted"> · Ref {lead.reference}</span>
      </p>

      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          {email || phone ? (
            <ul className="flex flex-wrap gap-x-6" aria-label={`Contact ${name}`}>
              {email ? (
                <li>
                  <a href={`mailto:${email}`} className="inline-flex min-h-11 items-center font-semibold wrap-anywhere text-leaf-700 underline">
                    {email}
                  </a>
                </li>
              ) : null}
              {phone ? (
                <li>
                  <a href={telHref(phone)} className="inline-flex min-h-11 items-center font-semibold text-leaf-700 underline">
                    {phone}
                  </a>
                </li>
              ) : null}
            </ul>
          ) : (
            <p className="text-muted">No contact details given</p>
          )}

          {details.length ? (
            <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
              {details.map((detail) => (
                <div key={detail.label} className="contents">
                  <dt className="font-semibold text-forest-900">{detail.label}</dt>
                  <dd className="wrap-anywhere whitespace-pre-line">{detail.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}

          <div>
            <h4 className="font-semibold">Notifications</h4>
            {lead.deliveries.length ? (
              <ul className="mt-2 space-y-2">
                {lead.deliveries.map((delivery) => {
                  const wording = deliveryWording(delivery);
                  return (
                    <li key={delivery.kind} className={clsx('rounded-lg border px-3 py-2', toneClasses[wording.tone])}>
                      <span className="font-semibold">{wording.kind}:</span> {wording.state}
                      {wording.detail ? `, ${wording.detail}` : ''}
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="mt-1 text-muted">None owed</p>
            )}
          </div>
        </div>

        <div role="group" aria-labelledby={`${id}-follow-up`} aria-busy={busy} className="space-y-4 rounded-xl bg-paper p-4">
          <h4 id={`${id}-follow-up`} className="font-semibold">
            Follow-up
          </h4>
          <div>
            <label htmlFor={`${id}-status`} className={label}>
              Status for {name}
            </label>
            <select
              id={`${id}-status`}
              className={control}
              value={wantedStatus ?? followUp.status}
              aria-busy={saving.status ?? false}
              onChange={(event) => void changeStatus(event.target.value as LeadStatus)}
            >
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </select>
            {followUp.updatedAt ? (
              <p className="mt-1 text-muted">
                Changed by {followUp.updatedBy} on {formatIst(followUp.updatedAt)}
              </p>
            ) : null}
          </div>

          <div className="flex flex-wrap items-center gap-3">
            <p>
              <span className="font-semibold">Assigned to:</span> {mine ? 'you' : (followUp.assignee ?? 'no one')}
            </p>
            {mine ? (
              <button type="button" className={outline} aria-busy={saving.assignee ?? false} aria-disabled={saving.assignee ?? false} onClick={() => assign(null)}>
                {saving.assignee ? 'Saving…' : 'Unassign me'}
              </button>
            ) : (
              <button type="button" className={outline} aria-busy={saving.assignee ?? false} aria-disabled={saving.assignee ?? false} onClick={() => assign(me.email)}>
                {saving.assignee ? 'Saving…' : 'Assign to me'}
              </button>
            )}
          </div>

          {followUp.notes.length ? (
            <ol className="space-y-3" aria-label={`Notes about ${name}`}>
              {followUp.notes.map((entry, index) => (
                <li key={`${entry.at}-${index}`} className="rounded-lg bg-white p-3">
                  <p className="wrap-anywhere whitespace-pre-line">{entry.text}</p>
                  <p className="mt-1 text-muted">
                    {entry.by} · <time dateTime={entry.at}>{formatIst(entry.at)}</time>
                  </p>
                </li>
              ))}
            </ol>
          ) : null}

          <form onSubmit={(event) => void addNote(event)} className="space-y-3" aria-label={`Add a note about ${name}`}>
            <div>
              <label htmlFor={`${id}-note`} className={label}>
                Note about {name}
              </label>
              <textarea id={`${id}-note`} rows={3} maxLength={2000} className={clsx(control, 'resize-y')} value={note} onChange={(event) => setNote(event.target.value)} />
            </div>
            <button type="submit" className={primary} aria-busy={saving.note ?? false} aria-disabled={saving.note ?? false}>
              {saving.note ? 'Saving…' : 'Add note'}
            </button>
          </form>

          {error ? <p className={errorText}>{error}</p> : saved && !busy ? <p className="font-semibold text-leaf-800">Saved</p> : null}
        </div>
      </div>
    </article>
  );
}
