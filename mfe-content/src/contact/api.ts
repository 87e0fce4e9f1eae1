// contact-submit: sends the contact form to customer care.
import { requestApi } from '@store/shared';

export interface ContactMessage {
  fullName: string;
  subject: string;
  message: string;
  email: string;
}

export const CONTACT_SENT_MESSAGE = 'Thank you, your message has been sent.';

/** A refusal carries the server's reason; no network or a 5xx throws. */
export type ContactOutcome = { sent: true; confirmation: string } | { sent: false; reason?: string };

export async function submitContactMessage(values: ContactMessage): Promise<ContactOutcome> {
  const email = values.email.trim();
  const answer = await requestApi('contact-submit', {
    body: {
      fullName: values.fullName.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
      ...(email ? { email } : {}),
    },
  });
  if (!answer.ok) return { sent: false, reason: answer.message };
  return { sent: true, confirmation: answer.message ?? CONTACT_SENT_MESSAGE };
}
