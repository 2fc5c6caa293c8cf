import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInThisContext } from 'node:vm';
import { staffPaths } from '@/lib/staff/api';
import { LeadsInbox } from './leads-inbox';
import type { Lead, LeadFollowUp } from './leads-view';

// jsdom has no fetch API: Node's own Response (of the realm outside the test's) answers as a browser's does.
const { Response: NodeResponse } = runInThisContext('({ Response })') as { Response: typeof Response };

const me = { email: 'priya.sales@example.in' };

/** JSON as the staff API answers it. */
function reply(body: unknown, status = 200): Response {
  return new NodeResponse(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

/** The leads of GET /api/staff/leads, oldest first, in the shape server/staff/routes.ts answers. */
const asha: Lead = {
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
  deliveries: [
    { kind: 'team', state: 'delivered', attempts: 0 },
    { kind: 'reply', state: 'delivered', attempts: 0 },
  ],
};

const suresh: Lead = {
  id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  form: 'order',
  reference: 'ORD-260303-7KQ4',
  receivedAt: '2026-03-03T06:00:00.000Z',
  receivedIst: '3 Mar 2026, 11:30 am IST',
  lang: 'en',
  payload: {
    name: 'Suresh Patil',
    phone: '+91 98220 11223',
    email: 'suresh.patil@example.in',
    district: 'Nashik',
    state: 'Maharashtra',
    note: 'Grapes, 12 acres',
    consent: true,
    lines: [{ id: 'ecrop-field-station', name: 'eCrop field station', quantity: 2, price: 38500, lineTotal: 77000 }],
    total: 77000,
    reference: 'ORD-260303-7KQ4',
  },
  followUp: {
    status: 'contacted',
    assignee: 'arjun@example.in',
    notes: [{ at: '2026-03-03T07:00:00.000Z', by: 'arjun@example.in', text: 'Called; wants a demo on his grape plot in Nashik.' }],
    updatedAt: '2026-03-03T07:00:00.000Z',
    updatedBy: 'arjun@example.in',
  },
  deliveries: [
    { kind: 'team', state: 'delivered', attempts: 0 },
    { kind: 'reply', state: 'pending', attempts: 0, nextAttemptAt: 1772521200000 },
  ],
};

const farmer: Lead = {
  id: '9b1c2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e',
  form: 'feedback',
  reference: '9B1C2D3E',
  receivedAt: '2026-03-04T08:00:00.000Z',
  receivedIst: '4 Mar 2026, 1:30 pm IST',
  page: '/',
  lang: 'en',
  payload: { rating: 4, message: 'Clear pages, easy to read on my phone.', email: 'farmer@example.in', page: '/' },
  followUp: { status: 'new', assignee: null, notes: [] },
  deliveries: [
    { kind: 'team', state: 'dead', attempts: 3 },
    { kind: 'reply', state: 'dead', attempts: 3 },
  ],
};

interface Call {
  path: string;
  method: string;
  body?: unknown;
}

/** A fake staff API: records every call and answers with what `answer` gives. */
function fakeApi(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const api = jest.fn(async (path: string, init?: RequestInit) => {
    const call = { path, method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    return answer(call);
  });
  return { api, calls };
}

const listing = (leads: Lead[]) => (call: Call) => (call.method === 'GET' && call.path.startsWith(staffPaths.leads) ? reply({ leads }) : reply({ error: 'Not found' }, 404));

const followUpAfter = (change: Partial<LeadFollowUp>): LeadFollowUp => ({
  status: 'new',
  assignee: null,
  notes: [],
  updatedAt: '2026-03-05T04:30:00.000Z',
  updatedBy: me.email,
  ...change,
});

function card(name: string) {
  return screen.getByRole('article', { name });
}

const status = () => screen.getByRole('status');
/** Text on screen, not the same words in the live region that announces them. */
const onScreen = { ignore: 'script, style, [role="status"] *' };

describe('LeadsInbox', () => {
  it('lists the leads newest first, each with its contact, what it asked and where its mail stands, and counts them', async () => {
    const { api, calls } = fakeApi(listing([asha, suresh, farmer]));
    render(<LeadsInbox api={api} me={me} />);

    expect(await screen.findByText('3 leads', onScreen)).toBeInTheDocument();
    expect(calls).toEqual([{ path: staffPaths.leads, method: 'GET', body: undefined }]);
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Feedback 9B1C2D3E',
      'Suresh Patil',
      'Asha Kulkarni',
    ]);

    const ashaCard = card('Asha Kulkarni');
    expect(within(ashaCard).getByText('2 Mar 2026, 10:40 am IST')).toBeInTheDocument();
    expect(within(ashaCard).getByRole('link', { name: 'asha.kulkarni@example.in' })).toHaveAttribute('href', 'mailto:asha.kulkarni@example.in');
    expect(within(ashaCard).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(ashaCard).toHaveTextContent('Agriculture');
    expect(ashaCard).toHaveTextContent('Team mail: Delivered');
    expect(within(ashaCard).getByLabelText('Status for Asha Kulkarni')).toHaveValue('new');
    expect(ashaCard).toHaveTextContent('Assigned to: no one');

    const sureshCard = card('Suresh Patil');
    expect(sureshCard).toHaveTextContent('2 × eCrop field station');
    expect(sureshCard).toHaveTextContent('₹77,000');
    expect(sureshCard).toHaveTextContent('Reply to the visitor: Pending');
    expect(sureshCard).toHaveTextContent('Assigned to: arjun@example.in');
    expect(within(sureshCard).getByRole('list', { name: 'Notes about Suresh Patil' })).toHaveTextContent(
      'Called; wants a demo on his grape plot in Nashik.arjun@example.in · 3 Mar 2026, 12:30 pm IST',
    );

    const dead = within(card('Feedback 9B1C2D3E'))
      .getByText(/^Team mail:/)
      .closest('li')!;
    expect(dead).toHaveTextContent('Team mail: Dead letter, gave up after 3 failed tries');
    expect(dead).toHaveClass('border-red-700');
  });

  it('asks for only the filters that are set, and shows what they take', async () => {
    const user = userEvent.setup();
    const { api, calls } = fakeApi(listing([asha]));
    render(<LeadsInbox api={api} me={me} />);
    await screen.findByText('1 lead', onScreen);

    const bar = screen.getByRole('search', { name: 'Filter leads' });
    await user.selectOptions(within(bar).getByLabelText('Form'), 'brochure');
    await user.type(within(bar).getByLabelText('Since'), '2026-03-01');
    await user.type(within(bar).getByLabelText('Sector'), ' Agriculture ');
    await user.selectOptions(within(bar).getByLabelText('Delivery'), 'Dead letters');
    await user.click(within(bar).getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({ path: `${staffPaths.leads}?form=brochure&since=2026-03-01&sector=Agriculture&delivery=dead`, method: 'GET', body: undefined });
    expect(await screen.findByText('1 lead', onScreen)).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.path).toBe(staffPaths.leads);
    expect(within(bar).getByLabelText('Form')).toHaveValue('');
  });

  it('shows a 400 about the filters next to the bar, and keeps the list it has', async () => {
    const user = userEvent.setup();
    const { api } = fakeApi((call) =>
      call.path.includes('sector=') ? reply({ error: 'Invalid filter', fields: { sector: 'Too big: expected string to have <=80 characters' } }, 400) : reply({ leads: [asha] }),
    );
    render(<LeadsInbox api={api} me={me} />);
    await screen.findByText('1 lead', onScreen);

    await user.type(screen.getByLabelText('Sector'), 'Fisheries');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    const error = await screen.findByText('Invalid filter: Sector: Too big: expected string to have <=80 characters', onScreen);
    expect(screen.getByRole('search', { name: 'Filter leads' })).toHaveAccessibleDescription(error.textContent!);
    expect(card('Asha Kulkarni')).toBeInTheDocument();
    expect(status()).toHaveTextContent(error.textContent!);
  });

  it('changing a status PATCHes that status alone and shows the status the answer gives', async () => {
    const user = userEvent.setup();
    const { api, calls } = fakeApi((call) => (call.method === 'PATCH' ? reply({ followUp: followUpAfter({ status: 'contacted' }) }) : reply({ leads: [asha] })));
    render(<LeadsInbox api={api} me={me} />);
    const select = await screen.findByLabelText('Status for Asha Kulkarni');

    await user.selectOptions(select, 'Contacted');

    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
    expect(calls[1]).toEqual({ path: staffPaths.lead(asha.id), method: 'PATCH', body: { status: 'contacted' } });
    expect(select).toHaveValue('contacted');
    expect(card('Asha Kulkarni')).toHaveTextContent(`Changed by ${me.email} on 5 Mar 2026, 10:00 am IST`);
  });

  it('a status the server refuses goes back to the saved one, and the error is shown', async () => {
    const user = userEvent.setup();
    const { api } = fakeApi((call) => (call.method === 'PATCH' ? reply({ error: 'No submission has this id (it may have been erased)' }, 404) : reply({ leads: [asha] })));
    render(<LeadsInbox api={api} me={me} />);
    const select = await screen.findByLabelText('Status for Asha Kulkarni');

    await user.selectOptions(select, 'Won');

    expect(await within(card('Asha Kulkarni')).findByText('No submission has this id (it may have been erased)')).toBeInTheDocument();
    expect(select).toHaveValue('new');
  });

  it('"Assign to me" PATCHes the member’s email, and says the lead is theirs', async () => {
    const user = userEvent.setup();
    const { api, calls } = fakeApi((call) => (call.method === 'PATCH' ? reply({ followUp: followUpAfter({ assignee: me.email }) }) : reply({ leads: [asha] })));
    render(<LeadsInbox api={api} me={me} />);

    await user.click(await screen.findByRole('button', { name: 'Assign to me' }));

    await waitFor(() => expect(card('Asha Kulkarni')).toHaveTextContent('Assigned to: you'));
    expect(calls[1]).toEqual({ path: staffPaths.lead(asha.id), method: 'PATCH', body: { assignee: me.email } });
  });

  it('a note is saved, listed with who and when, and the box emptied; while saving the button says so', async () => {
    const user = userEvent.setup();
    let answer!: (response: Response) => void;
    const { api, calls } = fakeApi((call) => (call.method === 'PATCH' ? new Promise<Response>((resolve) => (answer = resolve)) : reply({ leads: [asha] })));
    render(<LeadsInbox api={api} me={me} />);
    const note = await screen.findByLabelText('Note about Asha Kulkarni');

    await user.type(note, 'Called; sending the price list.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));

    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving).toHaveAttribute('aria-busy', 'true');
    expect(within(card('Asha Kulkarni')).getByRole('group', { name: 'Follow-up' })).toHaveAttribute('aria-busy', 'true');
    expect(calls[1]).toEqual({ path: staffPaths.lead(asha.id), method: 'PATCH', body: { note: 'Called; sending the price list.' } });

    answer(reply({ followUp: followUpAfter({ notes: [{ at: '2026-03-05T04:30:00.000Z', by: me.email, text: 'Called; sending the price list.' }] }) }));

    const notes = await screen.findByRole('list', { name: 'Notes about Asha Kulkarni' });
    expect(notes).toHaveTextContent(`Called; sending the price list.${me.email} · 5 Mar 2026, 10:00 am IST`);
    expect(note).toHaveValue('');
    expect(status()).toHaveTextContent('Saved');
  });

  it('a failed note keeps what was typed and shows the error', async () => {
    const user = userEvent.setup();
    const { api } = fakeApi((call) => (call.method === 'PATCH' ? reply({ error: 'Invalid change', fields: { note: 'At most 2,000 characters' } }, 400) : reply({ leads: [asha] })));
    render(<LeadsInbox api={api} me={me} />);
    const note = await screen.findByLabelText('Note about Asha Kulkarni');

    await user.type(note, 'Wants a demo next week.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));

    expect(await within(card('Asha Kulkarni')).findByText('Invalid change: Note: At most 2,000 characters')).toBeInTheDocument();
    expect(note).toHaveValue('Wants a demo next week.');
    expect(status()).toHaveTextContent('Invalid change: Note: At most 2,000 characters');
    expect(screen.getByRole('button', { name: 'Add note' })).toHaveAttribute('aria-busy', 'false');
  });

  it('an empty note is not sent', async () => {
    const user = userEvent.setup();
    const { api, calls } = fakeApi(listing([asha]));
    render(<LeadsInbox api={api} me={me} />);
    await user.click(await screen.findByRole('button', { name: 'Add note' }));
    expect(within(card('Asha Kulkarni')).getByText('Write the note first')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  describe('Export CSV', () => {
    const createObjectURL = jest.fn((blob: Blob) => (void blob, 'blob:leads'));
    const revokeObjectURL = jest.fn();
    let clicked: HTMLAnchorElement[] = [];
    let click: jest.SpyInstance;

    beforeEach(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      clicked = [];
      click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });
    });

    afterEach(() => {
      click.mockRestore();
      createObjectURL.mockClear();
      revokeObjectURL.mockClear();
    });

    it('fetches the CSV with the filters of the list and downloads it under the name the API gives', async () => {
      const user = userEvent.setup();
      const csv = '\uFEFFform,reference\r\norder,ORD-260303-7KQ4\r\n';
      const { api, calls } = fakeApi((call) =>
        call.path.startsWith(staffPaths.leadsCsv)
          ? new NodeResponse(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="leads-2026-03-05.csv"' } })
          : reply({ leads: [suresh] }),
      );
      render(<LeadsInbox api={api} me={me} />);
      await screen.findByText('1 lead', onScreen);
      await user.selectOptions(screen.getByLabelText('Form'), 'order');
      await user.selectOptions(screen.getByLabelText('Status'), 'contacted');
      await user.click(screen.getByRole('button', { name: 'Apply filters' }));
      await waitFor(() => expect(calls).toHaveLength(2));
      await screen.findByText('1 lead', onScreen);

      await user.click(screen.getByRole('button', { name: 'Export CSV' }));

      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(calls[2]).toEqual({ path: `${staffPaths.leadsCsv}?form=order&status=contacted`, method: 'GET', body: undefined });
      expect(clicked[0]!.download).toBe('leads-2026-03-05.csv');
      expect(clicked[0]!.href).toBe('blob:leads');
      expect(clicked[0]!.isConnected).toBe(false);
      // The file is the body's bytes, byte-order mark included (Excel reads Devanagari names by it).
      const bytes = new Uint8Array(await createObjectURL.mock.calls[0]![0].arrayBuffer());
      expect(Buffer.from(bytes).equals(Buffer.from(csv, 'utf8'))).toBe(true);
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:leads'));
      expect(status()).toHaveTextContent('Downloaded leads-2026-03-05.csv');
    });

    it('shows a refusal instead of downloading it', async () => {
      const user = userEvent.setup();
      const { api } = fakeApi((call) => (call.path.startsWith(staffPaths.leadsCsv) ? reply({ error: 'Your role (editor) may not do this' }, 403) : reply({ leads: [asha] })));
      render(<LeadsInbox api={api} me={me} />);
      await screen.findByText('1 lead', onScreen);

      await user.click(screen.getByRole('button', { name: 'Export CSV' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not include the leads');
      expect(clicked).toHaveLength(0);
    });
  });

  describe("Erase a person's records", () => {
    it('posts whom to erase only after the confirmation naming them, shows the counts and reloads the list', async () => {
      const user = userEvent.setup();
      let leads = [asha, suresh];
      const { api, calls } = fakeApi((call) => {
        if (call.path === staffPaths.erasures) {
          leads = [suresh];
          return reply({ records: 2, notifications: 0 });
        }
        return reply({ leads });
      });
      render(<LeadsInbox api={api} me={me} />);
      await screen.findByText('2 leads', onScreen);

      await user.click(screen.getByText("Erase a person's records", onScreen));
      await user.type(screen.getByLabelText('Email'), ' asha.kulkarni@example.in ');
      await user.click(screen.getByRole('button', { name: 'Review the erasure' }));

      expect(screen.getByText(/Erase every record about/, onScreen)).toHaveTextContent('Erase every record about asha.kulkarni@example.in?');
      expect(calls.some((call) => call.method === 'POST')).toBe(false);

      await user.click(screen.getByRole('button', { name: 'Erase the records' }));

      expect(await screen.findByText('Erased 2 records and 0 notifications.', onScreen)).toBeInTheDocument();
      expect(calls.find((call) => call.method === 'POST')).toEqual({ path: staffPaths.erasures, method: 'POST', body: { email: 'asha.kulkarni@example.in' } });
      expect(await screen.findByText('1 lead', onScreen)).toBeInTheDocument();
      expect(screen.queryByRole('article', { name: 'Asha Kulkarni' })).toBeNull();
      expect(calls.at(-1)).toEqual({ path: staffPaths.leads, method: 'GET', body: undefined });
    });

    it('names no one: nothing is posted; a 400 shows by its field and keeps what was typed', async () => {
      const user = userEvent.setup();
      const { api, calls } = fakeApi((call) =>
        call.path === staffPaths.erasures ? reply({ error: 'Invalid erasure', fields: { phone: 'A phone number needs at least 6 digits' } }, 400) : reply({ leads: [asha] }),
      );
      render(<LeadsInbox api={api} me={me} />);
      await screen.findByText('1 lead', onScreen);
      await user.click(screen.getByText("Erase a person's records", onScreen));

      await user.click(screen.getByRole('button', { name: 'Review the erasure' }));
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Give an email address or a phone number');
      expect(calls).toHaveLength(1);

      await user.type(screen.getByLabelText('Phone'), '12');
      await user.click(screen.getByRole('button', { name: 'Review the erasure' }));
      await user.click(screen.getByRole('button', { name: 'Erase the records' }));

      await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('A phone number needs at least 6 digits'));
      expect(calls.at(-1)).toEqual({ path: staffPaths.erasures, method: 'POST', body: { phone: '12' } });
      expect(screen.getByLabelText('Phone')).toHaveValue('12');
      expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    });
  });

  it('a 401 says the session has ended, without the list', async () => {
    const { api } = fakeApi(() => reply({ error: 'Your sign-in is not valid or has expired: sign in again' }, 401));
    render(<LeadsInbox api={api} me={me} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended: sign in again');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByText(/No leads/, onScreen)).toBeNull();
  });

  it('a 403 says the role does not include the leads', async () => {
    const { api } = fakeApi(() => reply({ error: 'Your role (editor) may not do this' }, 403));
    render(<LeadsInbox api={api} me={me} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not include the leads');
  });

  it('says it is loading, then that there are no leads yet, or none for these filters', async () => {
    const user = userEvent.setup();
    let answer!: (response: Response) => void;
    const { api } = fakeApi((call) => (call.path === staffPaths.leads ? new Promise<Response>((resolve) => (answer = resolve)) : reply({ leads: [] })));
    render(<LeadsInbox api={api} me={me} />);

    expect(screen.getByText('Loading leads…', onScreen)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    answer(reply({ leads: [] }));
    expect(await screen.findByText('No leads yet', onScreen)).toBeInTheDocument();
    expect(screen.getByText('0 leads', onScreen)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'won');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No leads match these filters', onScreen)).toBeInTheDocument();
  });

  it('says so when the server cannot be reached, and tries again on request', async () => {
    const user = userEvent.setup();
    let reachable = false;
    const { api } = fakeApi(() => (reachable ? reply({ leads: [asha] }) : Promise.reject(new TypeError('Failed to fetch'))));
    render(<LeadsInbox api={api} me={me} />);

    expect(await screen.findByText(/The server could not be reached/, onScreen)).toBeInTheDocument();
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 lead', onScreen)).toBeInTheDocument();
  });
});
