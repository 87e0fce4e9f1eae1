// Builds a multipart/form-data body for app.inject, as a browser's FormData would send it.
import { randomBytes } from 'node:crypto';

export interface FilePart {
  filename: string;
  contentType: string;
  content: Buffer;
}

export function multipart(fields: Record<string, string | FilePart>): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----store${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A minimal but real PDF. */
export function pdfBytes(padTo = 0): Buffer {
  const body = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  const pdf = Buffer.from(body);
  return padTo > pdf.length ? Buffer.concat([pdf, Buffer.alloc(padTo - pdf.length, 0x20)]) : pdf;
}
