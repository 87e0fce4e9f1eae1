// A résumé is what its content really is (an upload is never trusted by its name). An OLE file must hold a Word document, a .docx
// must be a real WordprocessingML package, and an archive that inflates past the limit (306 KB to
// 300 MB in a crafted file) is refused without inflating it all.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/database.js';
import { describeEachDatabase } from '../../test-support/test-app.js';
import { multipart } from '../../test-support/multipart.js';
import { ARCHIVE_TOO_LARGE, NOT_A_RESUME } from './resume-file.js';
import { docxBomb, docxWithoutDocument, otherOle, realDoc, realDocx } from '../../test-support/word-documents.js';
import { checkDocx, isWordOle } from './word-document.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const application = {
  fullName: 'Riya Dutta',
  gender: 'female',
  numbers: '9830098300',
  email: 'riya.dutta@example.com',
  experience: '3',
  message: 'Hello',
};

test('the checks on their own', async () => {
  assert.equal(isWordOle(realDoc()), true);
  assert.equal(isWordOle(otherOle()), false);
  assert.equal(isWordOle(Buffer.from('not ole')), false);
  assert.equal(await checkDocx(await realDocx()), 'word');
  assert.equal(await checkDocx(await docxWithoutDocument()), 'not-word');
  assert.equal(await checkDocx(Buffer.from('PK\u0003\u0004 broken')), 'not-word');
});

describeEachDatabase('résumé content', (t) => {
  const submit = async (filename: string, contentType: string, content: Buffer) => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/career-submit',
      ...multipart({ ...application, resume: { filename, contentType, content } }),
    });
    return { status: response.statusCode, body: (JSON.parse(response.body) as { body: string }).body };
  };
  const stored = async () =>
    (await rows<{ resume_mime: string | null }>(t().db, sql`SELECT resume_mime FROM career_applications ORDER BY id`)).map(
      (row) => row.resume_mime,
    );

  test('a real .doc and a real .docx are accepted', async () => {
    assert.equal((await submit('cv.doc', 'application/msword', realDoc())).status, 200);
    assert.equal((await submit('cv.docx', DOCX, await realDocx())).status, 200);
    assert.deepEqual((await stored()).slice(-2), ['application/msword', DOCX]);
  });

  test('an OLE file that is not Word, and a .docx without its document, are refused', async () => {
    const before = await stored();
    assert.deepEqual(await submit('cv.doc', 'application/msword', otherOle()), { status: 415, body: NOT_A_RESUME });
    assert.deepEqual(await submit('cv.docx', DOCX, await docxWithoutDocument()), { status: 415, body: NOT_A_RESUME });
    assert.deepEqual(await stored(), before);
  });

  test('a .docx inflating 300 MB is refused with 413 and nothing is stored', async () => {
    const bomb = await docxBomb(300 * 1024 * 1024);
    assert.ok(bomb.length < 400 * 1024, `the bomb is small: ${bomb.length} bytes`);
    const before = await stored();
    assert.deepEqual(await submit('cv.docx', DOCX, bomb), { status: 413, body: ARCHIVE_TOO_LARGE });
    assert.deepEqual(await stored(), before);
  });
});
