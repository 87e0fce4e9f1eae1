// Drills: a shopper whose name, and whose review, hold HTML and <script>. Both render as
// the literal text everywhere they appear (the product's review list, the my-account greeting) and
// nothing in them ever runs: no dialog opens and the page's flag stays unset.
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/store-test';
import { callApi, newShopper, openWith, productsOf, productRoute } from '../fixtures/shopper';

// Names are at most 100 characters (api/CALLS.md), so the name carries the shortest attacks.
const NAME = `Ravi <i>K</i><img src=x onerror="__pwned=1;alert(1)"><script>__pwned=1;alert(2)</script>`;
// The run's own mark keeps this review apart from those of earlier runs on the same database.
const REVIEW = [
  `Great sound <b>really</b> (drill ${Date.now().toString(36)})`,
  `<img src=x onerror="window.__pwned='review img';alert('review img')">`,
  `<script>window.__pwned='review script';alert('review script')</script>`,
  `</script><script>window.__pwned='script end'</script>`,
  `<svg onload="window.__pwned='svg'"></svg> <a href="javascript:window.__pwned='link'">click</a>`,
].join(' ');

/** Records every dialog a script opens, and whether any injected code set the page's flag. */
function watchForScripts(page: Page): { dialogs: string[]; ran: () => Promise<unknown> } {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { dialogs, ran: () => page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned) };
}

test('a name and a review holding HTML and script render as text on the product page and in my account', async ({
  page,
  request,
}) => {
  const { token } = await newShopper(request, NAME);
  const [product] = await productsOf(request, 'camera');
  if (!product) throw new Error('the seed needs a camera');
  const productId = product.Model.split('/')[0] ?? product.Model;
  const sent = await callApi<{ statusCode: number; body: string }>(request, 'review-rating', {
    product_id: productId,
    token,
    review_text: REVIEW,
    rating: 4,
  });
  expect(sent.statusCode, sent.body).toBe(200);

  const watch = watchForScripts(page);
  await openWith(page, { token }, productRoute(product));
  await page.getByRole('tab', { name: 'Review' }).click();
  const reviews = page.getByRole('list', { name: 'Reviews' });
  const mine = reviews.getByRole('listitem').filter({ hasText: REVIEW });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByText(REVIEW, { exact: true })).toBeVisible();
  await expect(mine.getByText(NAME, { exact: true })).toBeVisible();
  await expect(mine.locator('img, script, svg[onload], a[href^="javascript:"], b, i')).toHaveCount(0);

  await page.goto('/my-account');
  const greeting = page.getByRole('main').getByText(`Hello ${NAME}`, { exact: true });
  await expect(greeting).toBeVisible();
  await expect(greeting.locator('img, script, i')).toHaveCount(0);

  expect(watch.dialogs).toEqual([]);
  expect(await watch.ran()).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});
