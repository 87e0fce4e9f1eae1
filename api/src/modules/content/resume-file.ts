// A résumé is accepted when its content (not its name or declared type) is a PDF or a Word
// document. It is stored under UPLOAD_DIR with a generated name, never in a served folder.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from '../../errors.js';
import { checkDocx, isWordOle, MAX_INFLATED_BYTES } from './word-document.js';

const ACCEPTED: Record<string, { ext: string; mime: string }> = {
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  // Word 97-2003 files are OLE compound files; file-type reports those as 'cfb'.
  cfb: { ext: 'doc', mime: 'application/msword' },
};

export const NOT_A_RESUME = 'The resume must be a PDF or Word document';

export const ARCHIVE_TOO_LARGE = `The Word document unpacks to more than ${MAX_INFLATED_BYTES / (1024 * 1024)} MB; please send a smaller file or a PDF`;

export async function resumeKind(content: Buffer): Promise<{ ext: string; mime: string }> {
  const detected = await fileTypeFromBuffer(content);
  const kind = detected ? ACCEPTED[detected.ext] : undefined;
  if (!kind) throw new ApiError(415, NOT_A_RESUME);
  // file-type looks at the first bytes and a few names: the container must really hold a Word document.
  if (kind.ext === 'doc' && !isWordOle(content)) throw new ApiError(415, NOT_A_RESUME);
  if (kind.ext === 'docx') {
    const verdict = await checkDocx(content);
    if (verdict === 'too-large') throw new ApiError(413, ARCHIVE_TOO_LARGE);
    if (verdict === 'not-word') throw new ApiError(415, NOT_A_RESUME);
  }
  return kind;
}

export async function storeResume(uploadDir: string, content: Buffer, ext: string): Promise<string> {
  const relative = path.join('resumes', `${randomUUID()}.${ext}`);
  const target = path.join(uploadDir, relative);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, content, { mode: 0o600 });
  return relative;
}
