// The store's forms: career application (multipart with an optional résumé), contact message and
// newsletter subscription, so that no button of the store does nothing.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { ApiError, errorAnswerSchema } from '../../errors.js';
import { checkEmail, optionalText, requiredText } from './form-rules.js';
import { saveCareerApplication, saveContactMessage, subscribeToNewsletter } from './form-store.js';
import { findUnsafeText, unsafeTextError } from '../../plugins/text-guard.js';
import type { RoutesPlugin } from '../../schema-types.js';
import { resumeKind, storeResume } from './resume-file.js';

export const CAREER_THANKS = 'Thanks for contacting us! We will be in touch with you shortly.';
export const CONTACT_THANKS = 'Thank you, your message has been sent.';
export const NEWSLETTER_THANKS = 'Thank you for subscribing!';

const CAREER_FIELDS = ['fullName', 'gender', 'numbers', 'email', 'experience', 'message'] as const;
type CareerFields = Partial<Record<(typeof CAREER_FIELDS)[number], string>>;

async function readCareerForm(
  request: FastifyRequest,
): Promise<{ fields: CareerFields; resume?: { content: Buffer; name: string } }> {
  if (!request.isMultipart()) throw new ApiError(415, 'Send the application as multipart/form-data');
  const fields: CareerFields = {};
  let resume: { content: Buffer; name: string } | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'resume') {
        part.file.resume();
        throw new ApiError(400, `Unexpected file field ${part.fieldname}; send the file as resume`);
      }
      const content = await part.toBuffer();
      if (content.length > 0) resume = { content, name: part.filename };
    } else {
      if (part.valueTruncated || part.fieldnameTruncated) throw new ApiError(413, `${part.fieldname} is too long`);
      if ((CAREER_FIELDS as readonly string[]).includes(part.fieldname)) {
        const value = typeof part.value === 'string' ? part.value : '';
        if (findUnsafeText(value, part.fieldname)) throw unsafeTextError(part.fieldname);
        fields[part.fieldname as keyof CareerFields] = value;
      }
    }
  }
  return { fields, resume };
}

const messageAnswer = { 200: errorAnswerSchema, '4xx': errorAnswerSchema } as const;

export const contentRoutes: RoutesPlugin = async (app) => {
  app.post(
    '/career-submit',
    {
      schema: {
        tags: ['content'],
        summary:
          'Career application (multipart): fullName, gender, numbers, email, experience, message, resume (PDF or Word, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: messageAnswer,
      },
    },
    async (request) => {
      const { fields, resume } = await readCareerForm(request);
      const fullName = requiredText('fullName', fields.fullName, 100);
      const email = checkEmail(fields.email, true)!;
      const gender = optionalText('gender', fields.gender, 10)?.toLowerCase() ?? null;
      if (gender !== null && !['male', 'female', 'others'].includes(gender))
        throw new ApiError(400, 'gender must be male, female or others');
      const numbers = optionalText('numbers', fields.numbers, 20);
      if (numbers !== null && !/^[0-9+\-\s]{6,20}$/.test(numbers)) throw new ApiError(400, 'numbers must be a phone number');
      const experience = optionalText('experience', fields.experience, 50);
      const message = optionalText('message', fields.message, 5000);
      const kind = resume ? await resumeKind(resume.content) : undefined;

      const resumePath = resume && kind ? await storeResume(app.config.uploadDir, resume.content, kind.ext) : null;
      try {
        await saveCareerApplication(app.db, {
          fullName,
          email,
          gender,
          numbers,
          experience,
          message,
          resumePath,
          resumeMime: kind?.mime ?? null,
          resumeSize: resume?.content.length ?? null,
        });
      } catch (error) {
        if (resumePath) await fs.rm(path.join(app.config.uploadDir, resumePath), { force: true });
        throw error;
      }
      return { statusCode: 200, body: CAREER_THANKS };
    },
  );

  app.post(
    '/contact-submit',
    {
      schema: {
        tags: ['content'],
        summary: 'Contact form message',
        body: {
          type: 'object',
          properties: {
            fullName: { type: 'string', maxLength: 1000 },
            subject: { type: 'string', maxLength: 1000 },
            message: { type: 'string', maxLength: 10000 },
            email: { type: 'string', maxLength: 1000 },
          },
          required: ['fullName', 'subject'],
        },
        response: messageAnswer,
      },
    },
    async (request) => {
      const fullName = requiredText('fullName', request.body.fullName, 100);
      const subject = requiredText('subject', request.body.subject, 200);
      const message = optionalText('message', request.body.message, 5000) ?? '';
      const email = checkEmail(request.body.email, false);
      await saveContactMessage(app.db, { fullName, subject, message, email });
      return { statusCode: 200, body: CONTACT_THANKS };
    },
  );

  app.post(
    '/newsletter-subscribe',
    {
      schema: {
        tags: ['content'],
        summary: 'Newsletter subscription (subscribing twice is fine)',
        body: { type: 'object', properties: { email: { type: 'string', maxLength: 1000 } }, required: ['email'] },
        response: messageAnswer,
      },
    },
    async (request) => {
      const email = checkEmail(request.body.email, true)!.toLowerCase();
      await subscribeToNewsletter(app.db, email);
      return { statusCode: 200, body: NEWSLETTER_THANKS };
    },
  );
};
