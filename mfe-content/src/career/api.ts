// career-submit: a multipart post of the application of docs/screens.md §3, resume optional.
import { requestApi } from '@store/shared';

export type Gender = 'male' | 'female' | 'others';

export interface CareerApplication {
  fullName: string;
  gender: Gender | '';
  numbers: string;
  email: string;
  experience: string;
  message: string;
  resume: File | null;
}

// A 5 MB upload on a slow mobile connection needs far longer than an ordinary call.
const UPLOAD_TIMEOUT_MS = 120_000;

/** A refusal carries the server's reason (400/413/415 ...); no network or a 5xx throws. */
export type CareerOutcome = { sent: true } | { sent: false; reason?: string };

export async function submitCareerApplication(application: CareerApplication): Promise<CareerOutcome> {
  const form = new FormData();
  form.append('fullName', application.fullName.trim());
  form.append('gender', application.gender);
  form.append('numbers', application.numbers.trim());
  form.append('email', application.email.trim());
  form.append('experience', application.experience.trim());
  form.append('message', application.message.trim());
  if (application.resume) form.append('resume', application.resume, application.resume.name);
  const answer = await requestApi('career-submit', { form, timeoutMs: UPLOAD_TIMEOUT_MS });
  return answer.ok ? { sent: true } : { sent: false, reason: answer.message };
}
