import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/database.js';
import { describeEachDatabase } from '../../test-support/test-app.js';
import { newShopper, type Answer } from '../../test-support/shopper.js';
import { addProduct } from '../../test-support/orders.js';

type Reviews = Answer<{
  reviews: Array<{ review_text: string; rating: number; name: string; created_at: string }>;
  average_rating: number;
}>;

describeEachDatabase('reviews', (t) => {
  let token = '';
  let second = '';

  test('setup: two shoppers and a product without reviews', async () => {
    token = await newShopper(t(), '9600000001', 'Mita Das');
    second = await newShopper(t(), '9600000002', 'Joy Paul');
    await addProduct(t().db, 'REV1/XL', 100_00, 5);
  });

  test('a product without reviews answers an empty list and average 0', async () => {
    const answer = await t().post<Reviews>('review-retrieve', { product_id: 'REV1' });
    assert.deepEqual(answer.json, { statusCode: 200, body: { reviews: [], average_rating: 0, count: 0 } });
  });

  test('reviews, the average, and a second review by the same shopper replacing the first', async () => {
    const first = await t().post<Answer>('review-rating', { product_id: 'REV1', token, review_text: 'Okay', rating: 2 });
    assert.deepEqual(first.json, { statusCode: 200, body: 'Review submitted successfully' });
    await t().post('review-rating', { product_id: 'rev1/xl', token: second, review_text: 'Great', rating: 5 });
    const replaced = await t().post<Answer>('review-rating', {
      product_id: 'REV1',
      token,
      review_text: 'Better after an update',
      rating: 4,
    });
    assert.equal(replaced.status, 200);
    const answer = await t().post<Reviews>('review-retrieve', { product_id: 'REV1' });
    assert.equal(answer.json.body.reviews.length, 2);
    assert.equal(answer.json.body.average_rating, 4.5);
    const mine = answer.json.body.reviews.find((review) => review.name === 'Mita Das');
    assert.deepEqual([mine?.review_text, mine?.rating], ['Better after an update', 4]);
  });

  test('a token is required; the rating is a whole star from 1 to 5; the text is limited; the product must exist', async () => {
    const count = async () => (await rows<{ n: number }>(t().db, sql`SELECT count(*)::int AS n FROM reviews`))[0]!.n;
    const before = await count();
    const noToken = await t().post<Answer>('review-rating', { product_id: 'REV1', review_text: 'x', rating: 3 });
    assert.equal(noToken.status, 401);
    assert.equal(
      (await t().post<Answer>('review-rating', { product_id: 'REV1', token: 'forged', review_text: 'x', rating: 3 })).status,
      401,
    );
    for (const rating of [0, 6, 3.5, -1]) {
      const answer = await t().post<Answer>('review-rating', { product_id: 'REV1', token, review_text: 'x', rating });
      assert.deepEqual(
        [answer.status, answer.json.body],
        [400, 'Rating must be a whole number of stars from 1 to 5'],
        String(rating),
      );
    }
    assert.equal(
      (await t().post<Answer>('review-rating', { product_id: 'REV1', token, review_text: 'x', rating: 'five' })).status,
      400,
    );
    const long = await t().post<Answer>('review-rating', { product_id: 'REV1', token, review_text: 'x'.repeat(2001), rating: 3 });
    assert.equal(long.status, 400);
    const missing = await t().post<Answer>('review-rating', { product_id: 'NO-SUCH', token, review_text: 'x', rating: 3 });
    assert.deepEqual([missing.status, missing.json.body], [404, 'No Such Product']);
    assert.equal((await t().post<Answer>('review-retrieve', { product_id: 'NO-SUCH' })).status, 404);
    assert.equal((await t().post<Answer>('review-retrieve', {})).status, 400);
    assert.equal((await t().post<Answer>('review-retrieve', { product_id: ['REV1'] })).status, 400);
    assert.equal(await count(), before);
  });
});
