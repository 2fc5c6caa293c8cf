import { LEAD_STATUSES as SERVER_STATUSES, NEW_FOLLOW_UP, type FollowUp } from '@/server/intake/follow-up';
import type { Delivery } from '@/server/intake/outbox';
import { NOTIFICATION_KINDS as SERVER_KINDS } from '@/server/intake/record';
import { FORMS } from '@/server/leads/forms';
import {
  contactOf,
  csvFileName,
  DELIVERY_STATES,
  deliveryWording,
  erasureSummary,
  fieldErrorsOf,
  formatIst,
  hasFilters,
  LEAD_FORMS,
  LEAD_STATUSES,
  leadCount,
  leadDetails,
  leadsQuery,
  nameOf,
  newestFirst,
  NO_FILTERS,
  NOTIFICATION_KINDS,
  problemOf,
  ROLE_REFUSED,
  SESSION_ENDED,
  telHref,
  UNREACHABLE,
  type Lead,
  type LeadDelivery,
  type LeadFollowUp,
} from './leads-view';

/** A lead as GET /api/staff/leads answers it (server/staff/routes.ts). */
function lead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: '3f2a9c1e-5b7d-4e21-9a0c-1d2e3f4a5b6c',
    form: 'brochure',
    reference: '3F2A9C1E',
    receivedAt: '2026-03-02T05:10:00.000Z',
    receivedIst: '2 Mar 2026, 10:40 am IST',
    page: '/ecrop/',
    lang: 'en',
    payload: {
      name: 'Asha Kulkarni',
      email: 'asha.kulkarni@example.in',
      phone: '+91 98765 43210',
      sector: 'Agriculture',
      message: 'eCrop Brochure',
      domain: 'eCrop Brochure',
      page: '/ecrop/',
    },
    followUp: { status: 'new', assignee: null, notes: [] },
    deliveries: [],
    ...overrides,
  };
}

type Assignable<From, To> = [From] extends [To] ? true : false;

describe('the shapes and lists the desk restates from the server', () => {
  it('are the server’s own: forms, statuses, notification kinds, delivery states', () => {
    expect(LEAD_FORMS).toEqual(FORMS);
    expect(LEAD_STATUSES).toEqual(SERVER_STATUSES);
    expect(NOTIFICATION_KINDS).toEqual(SERVER_KINDS);
    // Compile-time: a server follow-up and delivery read as the view's, and the states agree both ways.
    const agree: [Assignable<FollowUp, LeadFollowUp>, Assignable<Delivery, LeadDelivery>, Assignable<Delivery['state'], (typeof DELIVERY_STATES)[number]>] = [true, true, true];
    expect(agree).toEqual([true, true, true]);
    const untouched: LeadFollowUp = NEW_FOLLOW_UP;
    expect(untouched).toEqual({ status: 'new', assignee: null, notes: [] });
  });
});

describe('leadsQuery', () => {
  it('is empty with no filter set', () => {
    expect(leadsQuery(NO_FILTERS)).toBe('');
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it('names only the filters that are set, in the API’s names', () => {
    expect(leadsQuery({ ...NO_FILTERS, form: 'order', status: 'won' })).toBe('?form=order&status=won');
    expect(leadsQuery({ form: 'brochure', since: '2026-03-01', sector: 'Food Processing', status: 'new', delivery: 'dead' })).toBe(
      '?form=brochure&since=2026-03-01&sector=Food+Processing&status=new&delivery=dead',
    );
  });

  it('trims the sector, and leaves out one of spaces only (the API refuses an empty sector)', () => {
    expect(leadsQuery({ ...NO_FILTERS, sector: '  Research & Development ' })).toBe('?sector=Research+%26+Development');
    expect(leadsQuery({ ...NO_FILTERS, sector: '   ' })).toBe('');
    expect(hasFilters({ ...NO_FILTERS, sector: '   ' })).toBe(false);
  });
});

describe('formatIst', () => {
  it('writes a time in IST as the team mail does, from ISO 8601 or ms', () => {
    expect(formatIst('2026-03-02T05:10:00.000Z')).toBe('2 Mar 2026, 10:40 am IST');
    expect(formatIst('2026-12-06T17:12:00.000Z')).toBe('6 Dec 2026, 10:42 pm IST');
    expect(formatIst(Date.parse('2026-03-01T18:30:00.000Z'))).toBe('2 Mar 2026, 12:00 am IST');
  });

  it('is empty for what is not a time', () => {
    expect(formatIst('yesterday')).toBe('');
  });
});

describe('newestFirst', () => {
  it('turns the API’s oldest-first list around, without changing it', () => {
    const leads = [
      lead({ id: 'a', receivedAt: '2026-03-01T04:00:00.000Z' }),
      lead({ id: 'b', receivedAt: '2026-03-03T04:00:00.000Z' }),
      lead({ id: 'c', receivedAt: '2026-03-02T04:00:00.000Z' }),
    ];
    expect(newestFirst(leads).map((one) => one.id)).toEqual(['b', 'c', 'a']);
    expect(leads.map((one) => one.id)).toEqual(['a', 'b', 'c']);
  });

  it('puts the later of two arriving in the same millisecond first', () => {
    const at = '2026-03-01T04:00:00.000Z';
    expect(newestFirst([lead({ id: 'first', receivedAt: at }), lead({ id: 'second', receivedAt: at })]).map((one) => one.id)).toEqual(['second', 'first']);
  });
});

describe('leadCount and erasureSummary', () => {
  it('count in words, one and many', () => {
    expect(leadCount(1)).toBe('1 lead');
    expect(leadCount(12)).toBe('12 leads');
    expect(leadCount(0)).toBe('0 leads');
    expect(erasureSummary({ records: 2, notifications: 0 })).toBe('Erased 2 records and 0 notifications.');
    expect(erasureSummary({ records: 1, notifications: 1 })).toBe('Erased 1 record and 1 notification.');
  });
});

describe('deliveryWording', () => {
  it('says in a word where each notification stands', () => {
    expect(deliveryWording({ kind: 'team', state: 'delivered', attempts: 0 })).toEqual({ kind: 'Team mail', state: 'Delivered', tone: 'done' });
    expect(deliveryWording({ kind: 'reply', state: 'suppressed', attempts: 0 })).toMatchObject({ kind: 'Reply to the visitor', state: 'Not sent', tone: 'quiet' });
    expect(deliveryWording({ kind: 'webhook', state: 'pending', attempts: 0, nextAttemptAt: 0 })).toMatchObject({ kind: 'Webhook', state: 'Pending', tone: 'waiting' });
  });

  it('names the tries of a dead letter, and marks it', () => {
    expect(deliveryWording({ kind: 'team', state: 'dead', attempts: 7 })).toEqual({
      kind: 'Team mail',
      state: 'Dead letter',
      detail: 'gave up after 7 failed tries',
      tone: 'alert',
    });
    expect(deliveryWording({ kind: 'reply', state: 'dead', attempts: 1 }).detail).toBe('gave up after 1 failed try');
  });

  it('says when a failed one is tried next', () => {
    const retry = deliveryWording({ kind: 'team', state: 'pending', attempts: 2, nextAttemptAt: Date.parse('2026-03-02T05:10:00.000Z') });
    expect(retry).toEqual({ kind: 'Team mail', state: 'Retrying', detail: '2 failed tries, next try 2 Mar 2026, 10:40 am IST', tone: 'waiting' });
  });
});

describe('what a lead shows', () => {
  it('a brochure lead: its name, contact, sector and brochure (its message repeats the brochure: shown once)', () => {
    const brochure = lead();
    expect(nameOf(brochure)).toBe('Asha Kulkarni');
    expect(contactOf(brochure)).toEqual({ email: 'asha.kulkarni@example.in', phone: '+91 98765 43210' });
    expect(leadDetails(brochure)).toEqual([
      { label: 'Sector', value: 'Agriculture' },
      { label: 'Brochure', value: 'eCrop Brochure' },
      { label: 'Sent from', value: '/ecrop/' },
    ]);
  });

  it('an order as the intake priced it: products by name, the total in rupees, where to deliver, the note', () => {
    const order = lead({
      form: 'order',
      reference: 'ORD-260302-7KQ4',
      page: undefined,
      payload: {
        name: 'Suresh Patil',
        phone: '+91 98220 11223',
        email: 'suresh.patil@example.in',
        district: 'Nashik',
        state: 'Maharashtra',
        note: 'Grapes, 12 acres',
        consent: true,
        lines: [
          { id: 'ecrop-field-station', name: 'eCrop field station', quantity: 2, price: 38500, lineTotal: 77000 },
          { id: 'biosense-reagent-kit', name: 'Biosense reagent kit', quantity: 1, price: 12500, lineTotal: 12500 },
        ],
        total: 89500,
        reference: 'ORD-260302-7KQ4',
      },
    });
    expect(leadDetails(order)).toEqual([
      { label: 'Products', value: '2 × eCrop field station, 1 × Biosense reagent kit' },
      { label: 'Total', value: '₹89,500' },
      { label: 'Deliver to', value: 'Nashik, Maharashtra' },
      { label: 'Note', value: 'Grapes, 12 acres' },
    ]);
  });

  it('feedback without a name is called by its form and reference, and shows its rating and message', () => {
    const feedback = lead({ form: 'feedback', reference: '9B1C2D3E', page: '/', payload: { rating: 4, message: 'Clear pages, easy to read on my phone.', page: '/' } });
    expect(nameOf(feedback)).toBe('Feedback 9B1C2D3E');
    expect(contactOf(feedback)).toEqual({ email: undefined, phone: undefined });
    expect(leadDetails(feedback)).toEqual([
      { label: 'Rating', value: '4 of 5' },
      { label: 'Message', value: 'Clear pages, easy to read on my phone.' },
      { label: 'Sent from', value: '/' },
    ]);
  });

  it('a phone number dials as digits, with its +', () => {
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
    expect(telHref('(020) 2553-1234')).toBe('tel:02025531234');
  });
});

describe('csvFileName', () => {
  const today = new Date('2026-03-01T20:00:00.000Z');

  it('is the name the API gives', () => {
    expect(csvFileName('attachment; filename="leads-2026-03-01.csv"', today)).toBe('leads-2026-03-01.csv');
  });

  it('is leads-<the day in IST>.csv without one, or with one that is a path', () => {
    expect(csvFileName(null, today)).toBe('leads-2026-03-02.csv');
    expect(csvFileName('attachment; filename="../../.bashrc/x"', today)).toBe('leads-2026-03-02.csv');
  });
});

describe('problemOf', () => {
  it('puts the two refusals in words of their own', () => {
    expect(problemOf(401, { error: 'Your sign-in is not valid or has expired: sign in again' })).toBe(SESSION_ENDED);
    expect(problemOf(403, { error: 'Your role (editor) may not do this' })).toBe(ROLE_REFUSED);
    expect(problemOf(0, undefined)).toBe(UNREACHABLE);
  });

  it('gives a 400’s error with each field it names, as the screen labels it', () => {
    const body = { error: 'Invalid filter', fields: { since: 'Must be a date, YYYY-MM-DD', colour: 'Not a filter: form, since, sector, status or delivery' } };
    expect(problemOf(400, body, { since: 'Since' })).toBe('Invalid filter: Since: Must be a date, YYYY-MM-DD; colour: Not a filter: form, since, sector, status or delivery');
    expect(fieldErrorsOf(body)).toEqual({ since: 'Must be a date, YYYY-MM-DD', colour: 'Not a filter: form, since, sector, status or delivery' });
  });

  it('says the status of an answer without JSON', () => {
    expect(problemOf(502, undefined)).toBe('The server answered 502: try again in a minute');
    expect(problemOf(404, { error: 'No submission has this id (it may have been erased)' })).toBe('No submission has this id (it may have been erased)');
    expect(fieldErrorsOf('<html>')).toEqual({});
  });
});
