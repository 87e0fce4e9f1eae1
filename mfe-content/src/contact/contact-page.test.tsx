import { SUPPORT } from '@store/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, fakeApi, plainAnswer, type FakeApi } from '@store/shared/test-support';
import { ContactPage } from './contact-page';

const SENT = 'Thank you, your message has been sent.';

function sentBody(api: FakeApi): unknown {
  const [request] = api.sent;
  expect(request?.url).toBe('/api/contact-submit');
  expect(request?.method).toBe('POST');
  return request?.body;
}

describe('ContactPage', () => {
  it('shows the company address, phone, e-mail and store hours', () => {
    fakeApi({ 'contact-submit': answer(200, SENT) });
    render(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText(SUPPORT.address)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SUPPORT.phone })).toHaveAttribute('href', SUPPORT.phoneHref);
    expect(screen.getByRole('link', { name: SUPPORT.email })).toHaveAttribute('href', `mailto:${SUPPORT.email}`);
    expect(screen.getByText('10.30 AM to 9.00 PM every day')).toBeInTheDocument();
    expect(document.title).toMatch(/^Contact Us/);
  });

  it('marks Full Name and Subject required and sends nothing while they are empty', async () => {
    const api = fakeApi({ 'contact-submit': answer(200, SENT) });
    const user = userEvent.setup();
    render(<ContactPage />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByLabelText(/Full Name/)).toBeInvalid();
    expect(screen.getByLabelText(/Subject/)).toBeInvalid();
    expect(screen.getByLabelText(/Subject/)).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Message')).not.toBeInvalid();
    expect(screen.getByLabelText(/E-mail/)).not.toBeInvalid();
    expect(screen.getByLabelText(/Full Name/)).toHaveFocus();
    expect(api.sent).toHaveLength(0);
  });

  it('sends the message without an e-mail and says it was sent', async () => {
    const api = fakeApi({ 'contact-submit': answer(200, SENT) });
    const user = userEvent.setup();
    render(<ContactPage />);
    await user.type(screen.getByLabelText(/Full Name/), 'Rahul Sen');
    await user.type(screen.getByLabelText(/Subject/), 'Installation date');
    await user.type(screen.getByLabelText('Message'), 'When will my AC be installed?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(screen.queryByLabelText(/Full Name/)).not.toBeInTheDocument();
    expect(sentBody(api)).toEqual({
      fullName: 'Rahul Sen',
      subject: 'Installation date',
      message: 'When will my AC be installed?',
    });

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
  });

  it('sends an e-mail when given and checks its shape', async () => {
    const api = fakeApi({ 'contact-submit': answer(200, SENT) });
    const user = userEvent.setup();
    render(<ContactPage />);
    await user.type(screen.getByLabelText(/Full Name/), 'Rahul Sen');
    await user.type(screen.getByLabelText(/Subject/), 'Invoice');
    await user.type(screen.getByLabelText(/E-mail/), 'rahul@');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription('Please enter a valid email address');
    expect(api.sent).toHaveLength(0);

    await user.type(screen.getByLabelText(/E-mail/), 'example.in');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText(SENT);
    expect(sentBody(api)).toEqual({ fullName: 'Rahul Sen', subject: 'Invoice', message: '', email: 'rahul@example.in' });
  });

  it('keeps what was typed and shows the failure message when sending fails', async () => {
    fakeApi({ 'contact-submit': plainAnswer(503, { message: 'Service unavailable' }) });
    const user = userEvent.setup();
    render(<ContactPage />);
    await user.type(screen.getByLabelText(/Full Name/), 'Rahul Sen');
    await user.type(screen.getByLabelText(/Subject/), 'Warranty');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Rahul Sen');
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Warranty');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });
});
