// What the api accepts as a resume (career-submit answers 413/415 otherwise); checked in the
// browser first so nobody waits for an upload that will be refused.
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const RESUME_ACCEPT = [
  ...RESUME_EXTENSIONS,
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');

export const RESUME_LIMITS_TEXT = 'PDF or Word (.pdf, .doc or .docx), at most 5 MB.';
export const RESUME_TYPE_MESSAGE = 'Please choose a PDF or Word file (.pdf, .doc or .docx).';
export const RESUME_EMPTY_MESSAGE = 'This file is empty. Please choose another file.';

export function fileSizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
}

export function resumeTooLargeMessage(bytes: number): string {
  return `This file is ${fileSizeLabel(bytes)}; resumes can be at most 5 MB. Please choose a smaller file.`;
}

/** Why a chosen file cannot be sent, or undefined when it can. The extension decides: browsers
 *  report Word files under several MIME types, or none. */
export function resumeProblem(file: Pick<File, 'name' | 'size'>): string | undefined {
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(extension))) return RESUME_TYPE_MESSAGE;
  if (file.size === 0) return RESUME_EMPTY_MESSAGE;
  if (file.size > RESUME_MAX_BYTES) return resumeTooLargeMessage(file.size);
  return undefined;
}
