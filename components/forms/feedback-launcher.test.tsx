import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackLauncher } from './feedback-launcher';
import { formWordsFor } from '@/tests/support/words';
import { deliverOutbox } from '@/lib/leads/outbox-client';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';

// jsdom lacks BroadcastChannel, on which deliveries tell the forms what was sent: Node's has the same API.
Object.assign(globalThis, { BroadcastChannel: NodeBroadcastChannel });

jest.mock('next/navigation', () => ({ usePathname: () => '/ecoloo/', useRouter: () => ({ prefetch: jest.fn() }) }));

const alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
let fetchMock: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  alertSpy.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

/** Opens the feedback form and sends it offline, so that it is kept on the device; waits for the saved view. */
async function sendOffline(user: ReturnType<typeof userEvent.setup>, rating: number, message: string) {
  render(<FeedbackLauncher label="Give Feedback" closeLabel="Close" text={formWordsFor()} />);
  await user.click(screen.getByRole('button', { name: 'Give Feedback' }));
  await user.click(await screen.findByRole('radio', { name: new RegExp(`${rating} of 5`) }));
  await user.type(screen.getByLabelText('Your message'), message);
  const offline = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
  const saved = await screen.findByRole('heading', { name: 'Saved on this device' });
  offline.mockRestore();
  return saved;
}

describe('feedback modal', () => {
  it("opens 'Feedback Form' from 'Give Feedback', loads the form, and closes on request (Escape or Close)", async () => {
    const user = userEvent.setup();
    render(<FeedbackLauncher label="Give Feedback" closeLabel="Close" text={formWordsFor()} />);
    await user.click(screen.getByRole('button', { name: 'Give Feedback' }));
    expect(screen.getByRole('dialog', { name: 'Feedback Form' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Your message')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Give Feedback' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends rating, message, optional name and email, and the page; then thanks', async () => {
    const user = userEvent.setup();
    render(<FeedbackLauncher label="Give Feedback" closeLabel="Close" text={formWordsFor()} />);
    await user.click(screen.getByRole('button', { name: 'Give Feedback' }));
    await user.click(await screen.findByRole('radio', { name: /4 of 5/ }));
    await user.type(screen.getByLabelText('Your message'), 'The Ecoloo page answered my question.');
    fetchMock.mockResolvedValueOnce({ ok: true, status: 201, text: async () => '' });
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/feedback');
    expect(JSON.parse(init.body)).toMatchObject({ rating: 4, message: 'The Ecoloo page answered my question.', page: '/ecoloo/' });
    // The submission's own id, which makes it count once however often it is sent.
    expect(init.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offline, keeps the submission on the device, says so, and sends it with the same id when the network returns', async () => {
    const user = userEvent.setup();
    expect(await sendOffline(user, 5, 'Sent from the field.')).toHaveFocus();
    expect(alertSpy).not.toHaveBeenCalled();
    const firstKey = fetchMock.mock.calls[0]![1].headers['Idempotency-Key'];

    fetchMock.mockResolvedValueOnce({ ok: true, status: 201 });
    const report = await deliverOutbox();
    expect(report.delivered).toEqual([firstKey]);
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/feedback');
    expect(init.headers['Idempotency-Key']).toBe(firstKey);
    expect(JSON.parse(init.body)).toMatchObject({ rating: 5, message: 'Sent from the field.' });
    // The form that said "saved" now says it was sent, and its heading takes the focus the saved view had.
    expect(await screen.findByRole('heading', { name: 'Thank you for your feedback!' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Saved on this device' })).toBeNull();
  });

  it('a request kept offline that the intake then refuses brings the form back, filled, with the failure alert', async () => {
    const user = userEvent.setup();
    await sendOffline(user, 1, 'Refused later.');

    fetchMock.mockResolvedValueOnce({ ok: false, status: 422 });
    expect((await deliverOutbox()).refused).toHaveLength(1);
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Something went wrong. Please try again later.'));
    expect(await screen.findByLabelText('Your message')).toHaveValue('Refused later.');
  });

  it('requires a rating and a message, and alerts on failure keeping the values', async () => {
    const user = userEvent.setup();
    render(<FeedbackLauncher label="Give Feedback" closeLabel="Close" text={formWordsFor()} />);
    await user.click(screen.getByRole('button', { name: 'Give Feedback' }));
    await user.click(await screen.findByRole('button', { name: 'Send Feedback' }));
    // The browser's own check stops an empty message first.
    expect(screen.getByLabelText('Your message')).toBeInvalid();
    await user.type(screen.getByLabelText('Your message'), 'Great');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText('Choose a rating from 1 to 5')).toBeInTheDocument();
    // The message is tied to the rating by an id of this form's own (the feedback page has a second form).
    const ratings = screen.getByRole('radiogroup');
    expect(ratings).toHaveAttribute('aria-invalid', 'true');
    expect(ratings).toHaveAccessibleDescription('Choose a rating from 1 to 5');
    expect(ratings.getAttribute('aria-describedby')).not.toBe('rating-error');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: /5 of 5/ }));
    fetchMock.mockResolvedValueOnce({ ok: false, status: 429, statusText: 'Too Many Requests', text: async () => '{"error":"Too many requests"}' });
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Something went wrong. Please try again later.'));
    expect(screen.getByLabelText('Your message')).toHaveValue('Great');
  });

  it('online but unable to reach the intake: the failure alert, the request kept too, and a second try keeps its id', async () => {
    const user = userEvent.setup();
    render(<FeedbackLauncher label="Give Feedback" closeLabel="Close" text={formWordsFor()} />);
    await user.click(screen.getByRole('button', { name: 'Give Feedback' }));
    await user.click(await screen.findByRole('radio', { name: /3 of 5/ }));
    await user.type(screen.getByLabelText('Your message'), 'The connection dropped.');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Something went wrong. Please try again later.'));
    expect(screen.getByLabelText('Your message')).toHaveValue('The connection dropped.');
    fetchMock.mockResolvedValueOnce({ ok: true, status: 201, text: async () => '' });
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    const [first, second] = fetchMock.mock.calls.map(([, init]) => init.headers['Idempotency-Key']);
    expect(second).toBe(first);
    // Delivered now, the kept copy is dropped: nothing is left to send.
    expect(await deliverOutbox()).toMatchObject({ delivered: [], waiting: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a request corrected after the intake could not be reached replaces the kept one, whether it is delivered or kept', async () => {
    const user = userEvent.setup();
    render(<FeedbackLauncher label="Give Feedback" closeLabel="Close" text={formWordsFor()} />);
    await user.click(screen.getByRole('button', { name: 'Give Feedback' }));
    await user.click(await screen.findByRole('radio', { name: /2 of 5/ }));
    const message = screen.getByLabelText('Your message');
    await user.type(message, 'The map did not laod.');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledTimes(1));

    // Corrected, and still unreachable: only the corrected version stays kept.
    await user.clear(message);
    await user.type(message, 'The map did not load.');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledTimes(2));
    const [first, second] = fetchMock.mock.calls.map(([, init]) => init.headers['Idempotency-Key']);
    expect(second).not.toBe(first);

    // Corrected once more and delivered: nothing kept is left to send.
    await user.type(message, ' On a 3G phone.');
    fetchMock.mockResolvedValueOnce({ ok: true, status: 201, text: async () => '' });
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls[2]![1].body)).toMatchObject({ message: 'The map did not load. On a 3G phone.' });
    expect(await deliverOutbox()).toMatchObject({ delivered: [], waiting: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
