import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ECROP_BROCHURE_PATH } from '@/lib/constants';
import { BrochureButton } from './brochure-button';
import { formWordsFor } from '@/tests/support/words';

jest.mock('next/navigation', () => ({ usePathname: () => '/ecrop/', useRouter: () => ({ prefetch: jest.fn() }) }));

const alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
let fetchMock: jest.Mock;

function respond(status: number, body = '') {
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, statusText: 'x', text: async () => body });
}

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  alertSpy.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

async function openModal() {
  const user = userEvent.setup();
  render(<BrochureButton label="Download Brochure" className="btn" pdfUrl={ECROP_BROCHURE_PATH} words={formWordsFor()} closeLabel="Close" />);
  await user.click(screen.getByRole('button', { name: /Brochure/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Download the eCrop Brochure' });
  return { user, dialog };
}

async function fill(user: ReturnType<typeof userEvent.setup>, sector = 'Agriculture') {
  await user.type(screen.getByLabelText('Full name'), 'Asha Patil');
  await user.type(screen.getByLabelText('Email'), 'asha@example.in');
  await user.type(screen.getByLabelText('Phone'), '+91 98765 43210');
  await user.selectOptions(screen.getByLabelText('Sector'), sector);
}

describe('brochure modal', () => {
  it('opens a labelled, modal dialog with focus inside, from a real button', async () => {
    const { dialog } = await openModal();
    // A native <dialog> opened with showModal(): modal by itself, in the top layer (checked in Chromium).
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    const options = within(screen.getByLabelText('Sector'))
      .getAllByRole('option')
      .slice(1)
      .map((o) => o.textContent);
    expect(options).toEqual(['Agriculture', 'Food Processing', 'Retail', 'Supply Chain', 'Manufacturing', 'Research & Development', 'Finance', 'Technology', 'Others']);
    expect(within(dialog).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', expect.stringMatching(/^\/policy\/?$/));
  });

  it('is static: Escape and a click on the backdrop leave it open; Close closes it and returns focus', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // A click on the <dialog> element itself, outside its content, is a click on its backdrop.
    await user.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /Brochure/ })).toHaveFocus();
  });

  it('stays in step when the browser closes it anyway (a repeated Escape, the back gesture): the button opens it again', async () => {
    const { user, dialog } = await openModal();
    await user.type(screen.getByLabelText('Full name'), 'Asha');
    act(() => (dialog as HTMLDialogElement).close());
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Brochure/ }));
    expect(await screen.findByLabelText('Full name')).toHaveValue('');
  });

  it('keeps Tab inside: from the last control round to the first, and Shift+Tab back', async () => {
    const { user, dialog } = await openModal();
    const controls = within(dialog).getAllByRole('link', { name: 'privacy policy' });
    controls[0]!.focus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(controls[0]).toHaveFocus();
  });

  it("'Others' reveals a field to specify, cleared when another sector is chosen; blank text alerts and stops", async () => {
    const { user } = await openModal();
    await fill(user, 'Others');
    const specify = screen.getByLabelText(/specify/i);
    await user.type(specify, '   ');
    await user.click(screen.getByRole('button', { name: 'Get the Brochure' }));
    expect(alertSpy).toHaveBeenCalledWith('Please specify your sector.');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(specify, 'Dairy');
    await user.selectOptions(screen.getByLabelText('Sector'), 'Retail');
    expect(screen.queryByLabelText(/specify/i)).toBeNull();
    await user.selectOptions(screen.getByLabelText('Sector'), 'Others');
    expect(screen.getByLabelText(/specify/i)).toHaveValue('');
  });

  it('sends the payload with the custom sector, shows Submitting... and disables the form, then the download', async () => {
    const { user } = await openModal();
    await fill(user, 'Others');
    await user.type(screen.getByLabelText(/specify/i), 'Dairy cooperative');
    let release!: () => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (release = () => resolve({ ok: true, status: 201, text: async () => '' }))));
    await user.click(screen.getByRole('button', { name: 'Get the Brochure' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(screen.getByLabelText('Full name')).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact/send');
    expect(JSON.parse(init.body)).toEqual({
      name: 'Asha Patil',
      email: 'asha@example.in',
      phone: '+91 98765 43210',
      sector: 'Dairy cooperative',
      message: 'eCrop Brochure',
      domain: 'eCrop Brochure',
    });
    await act(async () => release());
    const download = await screen.findByRole('link', { name: /Download the eCrop Brochure/ });
    expect(download).toHaveAttribute('href', '/assets/brochures/ecrop-brochure.pdf');
    expect(screen.getByRole('link', { name: '+91 22 4890 1200' })).toHaveAttribute('href', 'tel:+912248901200');
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\//));
  });

  it('a non-OK answer or a network error alerts and keeps the form with its values', async () => {
    const { user } = await openModal();
    await fill(user);
    respond(500, 'Internal error');
    await user.click(screen.getByRole('button', { name: 'Get the Brochure' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Something went wrong. Please try again later.'));
    expect(screen.getByLabelText('Full name')).toHaveValue('Asha Patil');
    expect(screen.getByRole('button', { name: 'Get the Brochure' })).toBeEnabled();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Get the Brochure' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledTimes(2));
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
  });

  it('cannot be closed while its submission is sending, so the answer lands in the form the visitor sees', async () => {
    const { user } = await openModal();
    await fill(user);
    let answer: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('button', { name: 'Get the Brochure' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    await act(async () => answer({ ok: false, status: 500, statusText: 'x', text: async () => '' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Something went wrong. Please try again later.'));
    expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled();
    expect(screen.getByLabelText('Full name')).toHaveValue('Asha Patil');
  });

  it('closing after success resets the form and the success flag', async () => {
    const { user } = await openModal();
    await fill(user);
    respond(201);
    await user.click(screen.getByRole('button', { name: 'Get the Brochure' }));
    await screen.findByRole('link', { name: /Download the eCrop Brochure/ });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: /Brochure/ }));
    expect(await screen.findByLabelText('Full name')).toHaveValue('');
    expect(screen.queryByRole('link', { name: /Download the eCrop Brochure/ })).toBeNull();
  });
});
