import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/database.js';
import { describeEachDatabase } from '../../test-support/test-app.js';
import { multipart, pdfBytes, type FilePart } from '../../test-support/multipart.js';

interface Answer {
  statusCode: number;
  body: string;
}

const application = {
  fullName: 'Riya Dutta',
  gender: 'female',
  numbers: '9830098300',
  email: 'riya.dutta@example.com',
  experience: '3',
  message: 'I would like to work in your Salt Lake showroom.',
};

describeEachDatabase('career, contact and newsletter forms', (t) => {
  const submitCareer = async (fields: Record<string, string | FilePart>) => {
    const response = await t().app.inject({ method: 'POST', url: '/api/career-submit', ...multipart(fields) });
    return { status: response.statusCode, json: JSON.parse(response.body) as Answer };
  };
  const count = async (table: string) =>
    (await rows<{ n: number }>(t().db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]!.n;

  test('a career application without a resume is accepted', async () => {
    const { status, json } = await submitCareer(application);
    assert.equal(status, 200);
    assert.deepEqual(json, { statusCode: 200, body: 'Thanks for contacting us! We will be in touch with you shortly.' });
  });

  test('a PDF resume is stored under UPLOAD_DIR with a generated name', async () => {
    const { status } = await submitCareer({
      ...application,
      resume: { filename: 'cv.pdf', contentType: 'application/pdf', content: pdfBytes() },
    });
    assert.equal(status, 200);
    const [saved] = await rows<{ resume_path: string; resume_mime: string }>(
      t().db,
      sql`SELECT resume_path, resume_mime FROM career_applications WHERE resume_path IS NOT NULL ORDER BY id DESC LIMIT 1`,
    );
    assert.equal(saved!.resume_mime, 'application/pdf');
    assert.doesNotMatch(saved!.resume_path, /cv\.pdf/);
    assert.ok(fs.existsSync(path.join(t().config.uploadDir, saved!.resume_path)));
  });

  test('a file that only claims to be a PDF is refused with 415 and nothing is stored', async () => {
    const before = await count('career_applications');
    const { status, json } = await submitCareer({
      ...application,
      resume: { filename: 'cv.pdf', contentType: 'application/pdf', content: Buffer.from('#!/bin/sh\necho not a pdf\n') },
    });
    assert.equal(status, 415);
    assert.equal(json.body, 'The resume must be a PDF or Word document');
    assert.equal(await count('career_applications'), before);
  });

  test('a resume over 5 MB is refused with 413 and nothing is stored', async () => {
    const before = await count('career_applications');
    const { status, json } = await submitCareer({
      ...application,
      resume: { filename: 'big.pdf', contentType: 'application/pdf', content: pdfBytes(5 * 1024 * 1024 + 10) },
    });
    assert.equal(status, 413);
    assert.match(json.body, /5 MB/);
    assert.equal(await count('career_applications'), before);
  });

  test('missing name or a bad e-mail is a 400 with the reason', async () => {
    const noName = await submitCareer({ ...application, fullName: ' ' });
    assert.equal(noName.status, 400);
    assert.match(noName.json.body, /fullName/);
    const badEmail = await submitCareer({ ...application, email: 'riya at example' });
    assert.equal(badEmail.status, 400);
    assert.equal(badEmail.json.body, 'Please enter a valid email address');
    const badGender = await submitCareer({ ...application, gender: 'robot' });
    assert.equal(badGender.status, 400);
  });

  test('a career application sent as JSON is a 415', async () => {
    const { status } = await t().post('career-submit', application);
    assert.equal(status, 415);
  });

  test('contact-submit stores the message', async () => {
    const before = await count('contact_messages');
    const { status, json } = await t().post<Answer>('contact-submit', {
      fullName: 'Amit Roy',
      subject: 'Installation',
      message: 'When will my AC be installed?',
    });
    assert.equal(status, 200);
    assert.deepEqual(json, { statusCode: 200, body: 'Thank you, your message has been sent.' });
    assert.equal(await count('contact_messages'), before + 1);
  });

  test('contact-submit without subject, or with a bad e-mail, is a 400 and stores nothing', async () => {
    const before = await count('contact_messages');
    for (const body of [
      { fullName: 'Amit' },
      { fullName: 'Amit', subject: ' ' },
      { fullName: 'Amit', subject: 'Hi', email: 'nope' },
      { fullName: 3, subject: 'x' },
    ]) {
      const { status } = await t().post('contact-submit', body);
      assert.equal(status, 400, JSON.stringify(body));
    }
    assert.equal(await count('contact_messages'), before);
  });

  test('newsletter-subscribe accepts an address once, and again without a duplicate', async () => {
    const first = await t().post<Answer>('newsletter-subscribe', { email: 'Shopper@Example.com' });
    assert.deepEqual(first.json, { statusCode: 200, body: 'Thank you for subscribing!' });
    const again = await t().post<Answer>('newsletter-subscribe', { email: 'shopper@example.com' });
    assert.equal(again.status, 200);
    const [row] = await rows<{ n: number }>(
      t().db,
      sql`SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email = 'shopper@example.com'`,
    );
    assert.equal(row!.n, 1);
  });

  test('newsletter-subscribe with a bad address is a 400', async () => {
    for (const body of [{}, { email: '' }, { email: 'a@b' }, { email: 'a b@c.in' }, { email: ['x@y.in'] }]) {
      assert.equal((await t().post('newsletter-subscribe', body)).status, 400, JSON.stringify(body));
    }
  });
});
