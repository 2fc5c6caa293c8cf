import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackLauncher } from './feedback-launcher';
import { formWordsFor } from '@/tests/support/words';

jest.mock('next/navigation', () => ({ usePathname: () => '/ecoloo/' }));

const alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
let fetchMock: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  alertSpy.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

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
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: /5 of 5/ }));
    fetchMock.mockResolvedValueOnce({ ok: false, status: 429, statusText: 'Too Many Requests', text: async () => '{"error":"Too many requests"}' });
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Something went wrong. Please try again later.'));
    expect(screen.getByLabelText('Your message')).toHaveValue('Great');
  });
});
