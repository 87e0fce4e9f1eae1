// contact-submit: sends the contact form to customer care.
import { callApi } from '@store/shared';
import { acceptedMessage } from '../forms/form-answer';

export interface ContactMessage {
  fullName: string;
  subject: string;
  message: string;
  email: string;
}

export const CONTACT_SENT_MESSAGE = 'Thank you, your message has been sent.';

/** Resolves with the server's confirmation text. */
export async function submitContactMessage(values: ContactMessage): Promise<string> {
  const email = values.email.trim();
  const answer = await callApi('contact-submit', {
    body: {
      fullName: values.fullName.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
      ...(email ? { email } : {}),
    },
  });
  return acceptedMessage(answer) ?? CONTACT_SENT_MESSAGE;
}
