// What the api accepts as a resume (career-submit answers 413/415 otherwise); checked in the
// browser first so nobody waits for an upload that will be refused.
import type { FieldProblem } from '../common/field-problem';

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const RESUME_ACCEPT = [
  ...RESUME_EXTENSIONS,
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');

export const RESUME_TYPE: FieldProblem = { key: 'career.resumeType' };
export const RESUME_EMPTY: FieldProblem = { key: 'career.resumeEmpty' };

export function fileSizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
}

export function resumeTooLarge(bytes: number): FieldProblem {
  return { key: 'career.resumeTooLarge', values: { size: fileSizeLabel(bytes) } };
}

/** Why a chosen file cannot be sent, or undefined when it can. The extension decides: browsers
 *  report Word files under several MIME types, or none. */
export function resumeProblem(file: Pick<File, 'name' | 'size'>): FieldProblem | undefined {
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(extension))) return RESUME_TYPE;
  if (file.size === 0) return RESUME_EMPTY;
  if (file.size > RESUME_MAX_BYTES) return resumeTooLarge(file.size);
  return undefined;
}
