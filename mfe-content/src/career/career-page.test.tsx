import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, fakeApi, plainAnswer, type FakeAnswer, type FakeApi } from '@store/shared/test-support';
import { CareerPage } from './career-page';

const SUCCESS = 'Thanks for contacting us! We will be in touch with you shortly.';
const FAILURE = 'Something went wrong. Please try again.';

function pdf(name = 'asha-resume.pdf', size?: number): File {
  const file = new File(['%PDF-1.7 resume'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full Name/), 'Asha Roy');
  await user.type(screen.getByLabelText(/E-mail/), 'asha@example.in');
}

function sentForm(api: FakeApi): FormData {
  const [request] = api.sent;
  expect(request?.url).toBe('/api/career-submit');
  expect(request?.method).toBe('POST');
  expect(request?.body).toBeInstanceOf(FormData);
  return request?.body as FormData;
}

describe('CareerPage', () => {
  it('introduces the job with its basic qualifications and states the upload limits before sending', () => {
    fakeApi({ 'career-submit': answer(200, SUCCESS) });
    render(<CareerPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Career' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Drop a Resume' })).toBeInTheDocument();
    expect(screen.getByText(/Bachelor's degree/)).toBeInTheDocument();
    expect(screen.getByText(/verbal and written English/)).toBeInTheDocument();
    expect(screen.getByText(/passion for taking on big challenges/)).toBeInTheDocument();
    expect(screen.getByLabelText('Resume (optional)')).toHaveAccessibleDescription(
      'PDF or Word (.pdf, .doc or .docx), at most 5 MB.',
    );
    expect(screen.getByRole('radio', { name: 'Male' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Female' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Others' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Career/);
  });

  it('marks full name and e-mail required and refuses to send them empty', async () => {
    const api = fakeApi({ 'career-submit': answer(200, SUCCESS) });
    const user = userEvent.setup();
    render(<CareerPage />);
    const fullName = screen.getByLabelText(/Full Name/);
    const email = screen.getByLabelText(/E-mail/);
    expect(fullName).toHaveAccessibleDescription('This field is required.');
    expect(email).toHaveAccessibleDescription('This field is required.');
    expect(fullName).not.toBeInvalid();

    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(fullName).toBeInvalid();
    expect(email).toBeInvalid();
    expect(fullName).toHaveFocus();
    expect(document.getElementById('career-fullName-note')).toHaveClass('field-error');
    expect(api.sent).toHaveLength(0);

    await user.type(fullName, 'Asha');
    expect(fullName).not.toBeInvalid();
  });

  it('asks for a usable e-mail address', async () => {
    const api = fakeApi({ 'career-submit': answer(200, SUCCESS) });
    const user = userEvent.setup();
    render(<CareerPage />);
    await user.type(screen.getByLabelText(/Full Name/), 'Asha Roy');
    await user.type(screen.getByLabelText(/E-mail/), 'asha@example');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription('Please enter a valid email address');
    expect(api.sent).toHaveLength(0);
  });

  it('sends every field with the resume and replaces the form with the thank-you message', async () => {
    const api = fakeApi({ 'career-submit': answer(200, SUCCESS) });
    const user = userEvent.setup();
    render(<CareerPage />);
    await fillRequired(user);
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.type(screen.getByLabelText('Phone Number'), '9830012345');
    await user.type(screen.getByLabelText('Total Experience (years)'), '4');
    await user.type(screen.getByLabelText('Message'), 'Keen on the Salt Lake showroom.');
    await user.upload(screen.getByLabelText('Resume (optional)'), pdf());
    expect(screen.getByText('asha-resume.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByRole('status')).toHaveTextContent(SUCCESS);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Full Name/)).not.toBeInTheDocument();
    const sent = sentForm(api);
    expect(sent.get('fullName')).toBe('Asha Roy');
    expect(sent.get('gender')).toBe('female');
    expect(sent.get('numbers')).toBe('9830012345');
    expect(sent.get('email')).toBe('asha@example.in');
    expect(sent.get('experience')).toBe('4');
    expect(sent.get('message')).toBe('Keen on the Salt Lake showroom.');
    expect((sent.get('resume') as File).name).toBe('asha-resume.pdf');
  });

  it('sends an application without a resume', async () => {
    const api = fakeApi({ 'career-submit': answer(200, SUCCESS) });
    const user = userEvent.setup();
    render(<CareerPage />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(sentForm(api).has('resume')).toBe(false);
  });

  it('keeps everything typed and shows the failure message when the server fails', async () => {
    fakeApi({ 'career-submit': plainAnswer(500, 'Internal error') });
    const user = userEvent.setup();
    render(<CareerPage />);
    await fillRequired(user);
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.upload(screen.getByLabelText('Resume (optional)'), pdf());
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
    expect(screen.queryByText('Internal error')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Asha Roy');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('asha@example.in');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
    expect(screen.getByText('asha-resume.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send application' })).toBeEnabled();
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });

  it('shows the server reason for a refused application and succeeds on a second try', async () => {
    const api = fakeApi({ 'career-submit': [answer(415, 'The resume must be a PDF or Word document'), answer(200, SUCCESS)] });
    const user = userEvent.setup();
    render(<CareerPage />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FAILURE);
    expect(alert).toHaveTextContent('The resume must be a PDF or Word document');

    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(api.sent).toHaveLength(2);
  });

  it('shows the failure message when the network is down', async () => {
    fakeApi({});
    const user = userEvent.setup();
    render(<CareerPage />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Asha Roy');
  });

  it('disables the button while the application is on its way', async () => {
    let reply: (value: FakeAnswer) => void = () => undefined;
    fakeApi({ 'career-submit': () => new Promise<FakeAnswer>((resolve) => (reply = resolve)) });
    const user = userEvent.setup();
    render(<CareerPage />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(screen.getByRole('button', { name: 'Sending application...' })).toBeDisabled();
    reply(answer(200, SUCCESS));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
  });
});

describe('CareerPage resume checks', () => {
  // A shopper can switch the file dialog to "All files", so the accept attribute is not enough.
  const setup = () => userEvent.setup({ applyAccept: false });

  it('refuses a file that is not PDF or Word, and sends none', async () => {
    const api = fakeApi({ 'career-submit': answer(200, SUCCESS) });
    const user = setup();
    render(<CareerPage />);
    await user.upload(screen.getByLabelText('Resume (optional)'), new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(screen.getByText('Please choose a PDF or Word file (.pdf, .doc or .docx).')).toBeInTheDocument();
    expect(screen.getByText('No file chosen.')).toBeInTheDocument();

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByText(SUCCESS);
    expect(sentForm(api).has('resume')).toBe(false);
  });

  it('refuses a file over 5 MB and keeps the resume chosen before', async () => {
    fakeApi({ 'career-submit': answer(200, SUCCESS) });
    const user = setup();
    render(<CareerPage />);
    const input = screen.getByLabelText('Resume (optional)');
    await user.upload(input, pdf('short-cv.pdf'));
    await user.upload(input, pdf('huge-cv.pdf', 6 * 1024 * 1024));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'This file is 6.0 MB; resumes can be at most 5 MB. Please choose a smaller file.',
    );
    expect(screen.getByText('short-cv.pdf')).toBeInTheDocument();
    expect(screen.queryByText('huge-cv.pdf')).not.toBeInTheDocument();
  });

  it('accepts a Word file of exactly 5 MB, and the chosen file can be removed', async () => {
    fakeApi({ 'career-submit': answer(200, SUCCESS) });
    const user = setup();
    render(<CareerPage />);
    const word = new File(['doc'], 'CV.DOCX', { type: '' });
    Object.defineProperty(word, 'size', { value: 5 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Resume (optional)'), word);
    expect(screen.getByText('CV.DOCX')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove CV.DOCX' }));
    expect(screen.getByText('No file chosen.')).toBeInTheDocument();
  });
});
