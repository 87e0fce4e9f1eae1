import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/database.js';
import { escapeHtml } from '../../providers/payment/html-escape.js';
import { payuRequestHash, payuResponseHash } from '../../providers/payment/payu-hash.js';
import { describeEachDatabase, type TestApp } from '../../test-support/test-app.js';
import { newShopper, type Answer } from '../../test-support/shopper.js';
import { addProduct, BILLING, cartLine, ONE_SHOPPER_MANY_ORDERS, stockOf } from '../../test-support/orders.js';
import { formFields, sandboxForm, STORE } from '../../test-support/payu-pages.js';

const postForm = (app: TestApp, url: string, fields: Record<string, string>) =>
  app.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

describeEachDatabase(
  'payments',
  (t) => {
    let token = '';
    let productId = 0;

    const placeOrder = async (quantity = 1) => {
      const answer = await t().post<Answer<{ order_id: string; total: number }>>('check-out', {
        token,
        billing_address: BILLING,
        shipping_address: null,
        cart: [cartLine('PAY1', quantity, 1)],
        coupon: null,
      });
      assert.equal(answer.status, 200, JSON.stringify(answer.json));
      return answer.json.body;
    };
    const gateway = (orderId: string, extra: Record<string, unknown> = {}) =>
      t().post<Answer<{ checkout_url: string; txnid: string; amount: number }>>('payment-gateway', {
        body: {
          order_id: orderId,
          token,
          amount: 1,
          productinfo: 'PAY1',
          firstname: 'Asha',
          email: 'asha@example.com',
          phone: '9830098300',
          surl: `${STORE}/success`,
          furl: `${STORE}/failure`,
          ...extra,
        },
      });
    const orderStatus = async (orderId: string) =>
      (await rows<{ status: string }>(t().db, sql`SELECT status FROM orders WHERE order_id = ${orderId}`))[0]!.status;

    test('setup: a shopper and a product', async () => {
      token = await newShopper(t(), '9400000001');
      productId = await addProduct(t().db, 'PAY1', 2000_00, 10);
    });

    test('payment-gateway answers a PayU form for the server amount, with a correct request hash', async () => {
      const order = await placeOrder();
      const answer = await gateway(order.order_id);
      assert.equal(answer.status, 200, JSON.stringify(answer.json));
      assert.equal(answer.json.body.amount, 2197);
      const html = answer.json.body.checkout_url;
      assert.match(html, /<form [^>]*action="http:\/\/localhost:3000\/api\/payment-sandbox" method="post">/);
      const fields = formFields(html);
      assert.deepEqual(Object.keys(fields).sort(), [
        'amount',
        'email',
        'firstname',
        'furl',
        'hash',
        'key',
        'phone',
        'productinfo',
        'surl',
        'txnid',
      ]);
      assert.equal(fields.amount, '2197.00');
      assert.equal(fields.txnid, answer.json.body.txnid);
      assert.equal(fields.surl, `${STORE}/api/payment-return`);
      const { key, salt } = t().config.payu;
      assert.equal(key, fields.key);
      assert.equal(
        fields.hash,
        payuRequestHash(
          {
            key,
            txnid: fields.txnid,
            amount: fields.amount,
            productinfo: fields.productinfo!,
            firstname: fields.firstname!,
            email: fields.email!,
          },
          salt,
        ),
      );
      const second = await gateway(order.order_id);
      assert.notEqual(second.json.body.txnid, answer.json.body.txnid);
    });

    test("surl and furl off the store's origin are refused", async () => {
      const order = await placeOrder();
      const evil = await gateway(order.order_id, { surl: 'https://evil.example/success' });
      assert.equal(evil.status, 400);
      const relative = await gateway(order.order_id, { furl: '/failure' });
      assert.equal(relative.status, 400);
      const stranger = await newShopper(t(), '9400000002');
      const notTheirs = await gateway(order.order_id, { token: stranger });
      assert.equal(notTheirs.status, 404);
    });

    test('sandbox success: the order is paid, its stock committed, the browser sent to /success', async () => {
      const order = await placeOrder(2);
      const before = await stockOf(t().db, productId);
      const form = formFields((await gateway(order.order_id)).json.body.checkout_url);
      const page = await postForm(t(), '/api/payment-sandbox', form);
      assert.equal(page.statusCode, 200);
      assert.match(page.headers['content-type'] as string, /text\/html/);
      assert.ok(page.body.includes('₹4,197.00'), 'the sandbox shows the amount');
      assert.ok(page.body.includes('>Simulate success</button>') && page.body.includes('>Simulate failure</button>'));
      // A hosted payment page: the store's name, the items by name, a way back, and plainly a sandbox.
      assert.match(page.body, /<h1>Pay Bengal Electronics<\/h1>/);
      const names = await rows<{ name: string }>(
        t().db,
        sql`SELECT oi.name FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE o.order_id = ${order.order_id}`,
      );
      assert.ok(names.length > 0);
      for (const { name } of names) {
        assert.ok(page.body.includes(`<span translate="no">${escapeHtml(name)}</span>`), `${name} is listed`);
      }
      assert.ok(page.body.includes(`href="${STORE}/checkout"`), 'a way back to the store');
      assert.match(page.body, /Test payment page \(sandbox\): no money is taken/);
      // Its own policy replaces the app-wide one (no upgrade-insecure-requests for the plain-http post back).
      assert.match(page.headers['content-security-policy'] as string, /^default-src 'none'/);
      assert.doesNotMatch(page.headers['content-security-policy'] as string, /upgrade-insecure-requests/);
      const success = sandboxForm(page.body, 'Simulate success');
      assert.equal(success.action, `${STORE}/api/payment-return`);
      const back = await postForm(t(), '/api/payment-return', success.fields);
      assert.equal(back.statusCode, 303);
      assert.equal(back.headers.location, `${STORE}/success?order_id=${order.order_id}&txnid=${form.txnid}`);
      assert.equal(await orderStatus(order.order_id), 'payment successfull');
      const after = await stockOf(t().db, productId);
      assert.deepEqual(after, { available: before.available - 2, reserved: before.reserved - 2 });
      const update = await t().post<Answer>('orderUpdateFunctionality', {
        order_status: 'payment successfull',
        order_id: order.order_id,
        token,
      });
      assert.equal(update.status, 200);
      const replay = await postForm(t(), '/api/payment-return', success.fields);
      assert.equal(replay.statusCode, 303);
      assert.deepEqual(await stockOf(t().db, productId), after);
    });

    test('sandbox failure: the order fails, its stock comes back, the browser goes to /failure', async () => {
      const order = await placeOrder(3);
      const before = await stockOf(t().db, productId);
      const form = formFields((await gateway(order.order_id)).json.body.checkout_url);
      const page = await postForm(t(), '/api/payment-sandbox', form);
      const failure = sandboxForm(page.body, 'Simulate failure');
      const back = await postForm(t(), '/api/payment-return', failure.fields);
      assert.equal(back.statusCode, 303);
      assert.match(back.headers.location as string, /^http:\/\/localhost:3000\/failure\?order_id=/);
      assert.equal(await orderStatus(order.order_id), 'payment failed');
      assert.deepEqual(await stockOf(t().db, productId), { available: before.available, reserved: before.reserved - 3 });
      const update = await t().post<Answer>('orderUpdateFunctionality', {
        order_status: 'payment failed',
        order_id: order.order_id,
        token,
      });
      assert.equal(update.status, 200);
      const paid = await t().post<Answer>('orderUpdateFunctionality', {
        order_status: 'payment successfull',
        order_id: order.order_id,
        token,
      });
      assert.deepEqual([paid.status, paid.json.body], [402, 'No verified payment for this order']);
    });

    test('the sandbox page speaks the language of the store page the shopper paid from', async () => {
      const expected = {
        bn: { tag: 'bn-IN', pay: 'Bengal Electronics-কে পেমেন্ট করুন', success: 'সফল পেমেন্ট দেখান', failure: 'ব্যর্থ পেমেন্ট দেখান' },
        hi: { tag: 'hi-IN', pay: 'Bengal Electronics को भुगतान करें', success: 'सफल भुगतान दिखाएँ', failure: 'असफल भुगतान दिखाएँ' },
      };
      for (const [language, words] of Object.entries(expected)) {
        const order = await placeOrder();
        const paidFrom = { surl: `${STORE}/${language}/success`, furl: `${STORE}/${language}/failure` };
        const form = formFields((await gateway(order.order_id, paidFrom)).json.body.checkout_url);
        const page = await postForm(t(), '/api/payment-sandbox', form);
        assert.equal(page.statusCode, 200);
        assert.match(page.body, new RegExp(`<html lang="${words.tag}">`));
        assert.ok(page.body.includes(`<h1>${words.pay}</h1>`), `${language}: who is paid`);
        assert.ok(page.body.includes('₹2,197.00'), `${language}: the amount in Latin digits`);
        assert.ok(page.body.includes(`href="${STORE}/${language}/checkout"`), `${language}: back to its checkout`);
        assert.doesNotMatch(page.body, /Simulate|Test payment|Amount to pay|Your order/);
        // The store's face for the script, from the store's origin the page is reached through.
        assert.match(page.body, /@font-face\{font-family:"Noto Sans (Bengali|Devanagari)";[^}]*src:url\(\/fonts\//);
        assert.match(page.headers['content-security-policy'] as string, /font-src 'self'/);
        sandboxForm(page.body, words.success);
        // Failing gives the units back, so later tests find the stock they expect.
        const back = await postForm(t(), '/api/payment-return', sandboxForm(page.body, words.failure).fields);
        assert.match(back.headers.location as string, new RegExp(`^${STORE}/${language}/failure\\?order_id=`));
      }
    });

    test('an unpaid order cannot be marked paid by the page', async () => {
      const order = await placeOrder();
      await gateway(order.order_id);
      const answer = await t().post<Answer>('orderUpdateFunctionality', {
        order_status: 'payment successfull',
        order_id: order.order_id,
        token,
      });
      assert.deepEqual([answer.status, answer.json.body], [402, 'No verified payment for this order']);
      assert.equal(await orderStatus(order.order_id), 'Order initiated');
      const bogus = await t().post<Answer>('orderUpdateFunctionality', {
        order_status: 'shipped',
        order_id: order.order_id,
        token,
      });
      assert.equal(bogus.status, 400);
      const noToken = await t().post<Answer>('orderUpdateFunctionality', {
        order_status: 'payment successfull',
        order_id: order.order_id,
      });
      assert.equal(noToken.status, 401);
    });

    test('a bad reverse hash is refused and changes nothing', async () => {
      const order = await placeOrder();
      const form = formFields((await gateway(order.order_id)).json.body.checkout_url);
      const success = sandboxForm((await postForm(t(), '/api/payment-sandbox', form)).body, 'Simulate success');
      const forged = await postForm(t(), '/api/payment-return', { ...success.fields, hash: 'f'.repeat(128) });
      assert.equal(forged.statusCode, 400);
      const changedAmount = await postForm(t(), '/api/payment-return', { ...success.fields, amount: '1.00' });
      assert.equal(changedAmount.statusCode, 400);
      assert.equal(await orderStatus(order.order_id), 'Order initiated');
      const [payment] = await rows<{ status: string; verified: boolean }>(
        t().db,
        sql`SELECT status, verified FROM payments WHERE txnid = ${form.txnid}`,
      );
      assert.deepEqual(payment, { status: 'pending', verified: false });
    });

    test('a correctly signed success for the wrong amount does not pay the order', async () => {
      const order = await placeOrder();
      const form = formFields((await gateway(order.order_id)).json.body.checkout_url);
      const { key, salt } = t().config.payu;
      const fields = {
        key,
        txnid: form.txnid!,
        amount: '1.00',
        productinfo: form.productinfo!,
        firstname: form.firstname!,
        email: form.email!,
        status: 'success',
      };
      const back = await postForm(t(), '/api/payment-return', { ...fields, hash: payuResponseHash(fields, salt) });
      assert.equal(back.statusCode, 303);
      assert.match(back.headers.location as string, /\/failure\?/);
      assert.notEqual(await orderStatus(order.order_id), 'payment successfull');
      const answer = await t().post<Answer>('orderUpdateFunctionality', {
        order_status: 'payment successfull',
        order_id: order.order_id,
        token,
      });
      assert.equal(answer.status, 402);
    });

    test('a tampered sandbox request is refused', async () => {
      const order = await placeOrder();
      const form = formFields((await gateway(order.order_id)).json.body.checkout_url);
      const page = await postForm(t(), '/api/payment-sandbox', { ...form, amount: '1.00' });
      assert.equal(page.statusCode, 400);
    });

    /** A correctly signed PayU "success" for a payment, as PayU would post it back. */
    const signedSuccess = (form: Record<string, string>) => {
      const { key, salt } = t().config.payu;
      const fields = {
        key,
        txnid: form.txnid!,
        amount: form.amount!,
        productinfo: form.productinfo!,
        firstname: form.firstname!,
        email: form.email!,
        status: 'success',
      };
      return { ...fields, hash: payuResponseHash(fields, salt) };
    };
    const refundsDue = async (orderId: string) => {
      const list = JSON.parse((await t().post<Answer>('retrive-order', { token })).json.body) as Array<{
        order_id: string;
        refunds_due: Array<{ txnid: string; amount: number; at: string }>;
      }>;
      return list.find((order) => order.order_id === orderId)!.refunds_due;
    };
    const paymentStatuses = async (orderId: string) =>
      (
        await rows<{ txnid: string; status: string }>(
          t().db,
          sql`SELECT txnid, status FROM payments WHERE order_id = (SELECT id FROM orders WHERE order_id = ${orderId}) ORDER BY id`,
        )
      ).map((payment) => [payment.txnid, payment.status]);

    test('a new payment page voids the one before; its capture does not pay and is owed back', async () => {
      const order = await placeOrder();
      const first = formFields((await gateway(order.order_id)).json.body.checkout_url);
      const second = formFields((await gateway(order.order_id)).json.body.checkout_url);
      assert.deepEqual(await paymentStatuses(order.order_id), [
        [first.txnid, 'void'],
        [second.txnid, 'pending'],
      ]);
      const stale = await postForm(t(), '/api/payment-return', signedSuccess(first));
      assert.equal(stale.statusCode, 303);
      assert.match(stale.headers.location as string, /\/failure\?/);
      assert.equal(await orderStatus(order.order_id), 'Order initiated');
      const paid = await postForm(t(), '/api/payment-return', signedSuccess(second));
      assert.match(paid.headers.location as string, /\/success\?/);
      assert.equal(await orderStatus(order.order_id), 'payment successfull');
      assert.deepEqual(await paymentStatuses(order.order_id), [
        [first.txnid, 'refund_due'],
        [second.txnid, 'success'],
      ]);
      assert.deepEqual(await refundsDue(order.order_id), [
        { txnid: first.txnid, amount: order.total, at: (await refundsDue(order.order_id))[0]!.at },
      ]);
    });

    test('a second successful capture for a paid order is refused and recorded for refund', async () => {
      const order = await placeOrder();
      const form = formFields((await gateway(order.order_id)).json.body.checkout_url);
      const stockBefore = await stockOf(t().db, productId);
      // Two payments in flight at once (as before payment pages voided each other): both come back paid.
      const orderRow = (
        await rows<{ id: number; total_paise: number }>(
          t().db,
          sql`SELECT id, total_paise FROM orders WHERE order_id = ${order.order_id}`,
        )
      )[0]!;
      await t().db.execute(sql`INSERT INTO payments (txnid, order_id, amount_paise, surl, furl)
      VALUES ('Tsecondcapture', ${orderRow.id}, ${orderRow.total_paise}, ${`${STORE}/success`}, ${`${STORE}/failure`})`);
      assert.match((await postForm(t(), '/api/payment-return', signedSuccess(form))).headers.location as string, /\/success\?/);
      const stockPaid = await stockOf(t().db, productId);
      assert.deepEqual(stockPaid, { available: stockBefore.available - 1, reserved: stockBefore.reserved - 1 });
      const again = await postForm(t(), '/api/payment-return', signedSuccess({ ...form, txnid: 'Tsecondcapture' }));
      assert.equal(again.statusCode, 303);
      assert.match(again.headers.location as string, /\/success\?order_id=/, 'the order is paid; the shopper sees it');
      assert.deepEqual(await paymentStatuses(order.order_id), [
        [form.txnid, 'success'],
        ['Tsecondcapture', 'refund_due'],
      ]);
      assert.deepEqual(
        (await refundsDue(order.order_id)).map((refund) => [refund.txnid, refund.amount]),
        [['Tsecondcapture', order.total]],
      );
      assert.deepEqual(await stockOf(t().db, productId), stockPaid, 'the second capture takes no stock');
      // A paid order gets no new payment page.
      assert.deepEqual([(await gateway(order.order_id)).status], [409]);
    });

    test('malformed payment calls get a 4xx and change nothing', async () => {
      const count = async () => (await rows<{ n: number }>(t().db, sql`SELECT count(*)::int AS n FROM payments`))[0]!.n;
      const before = await count();
      const answers = [
        await t().post('payment-gateway', {}),
        await t().post('payment-gateway', { body: { order_id: 'x', token, surl: 5 } }),
        await t().post('payment-gateway', { body: { order_id: 'no-such-order', token, surl: `${STORE}/s`, furl: `${STORE}/f` } }),
        await t().post('orderUpdateFunctionality', { order_status: ['payment successfull'], order_id: {} }),
        await t().post('orderUpdateFunctionality', {}),
        { status: (await postForm(t(), '/api/payment-return', { txnid: 'x' })).statusCode },
        { status: (await postForm(t(), '/api/payment-sandbox', { key: 'x' })).statusCode },
      ];
      for (const answer of answers) assert.ok(answer.status >= 400 && answer.status < 500, `got ${answer.status}`);
      assert.equal(await count(), before);
    });
  },
  { env: ONE_SHOPPER_MANY_ORDERS },
);

describeEachDatabase(
  'payments through real PayU (configuration only)',
  (t) => {
    test('the form posts to PAYU_URL with the configured key and salt; the sandbox is gone', async () => {
      const token = await newShopper(t(), '9400000009');
      await addProduct(t().db, 'PAYU1', 100_00, 5);
      const order = await t().post<Answer<{ order_id: string }>>('check-out', {
        token,
        billing_address: BILLING,
        cart: [cartLine('PAYU1', 1)],
      });
      const answer = await t().post<Answer<{ checkout_url: string }>>('payment-gateway', {
        body: { order_id: order.json.body.order_id, token, surl: `${STORE}/success`, furl: `${STORE}/failure` },
      });
      assert.match(answer.json.body.checkout_url, /action="https:\/\/test\.payu\.in\/_payment"/);
      const fields = formFields(answer.json.body.checkout_url);
      assert.equal(fields.key, 'realkey');
      assert.equal(
        fields.hash,
        payuRequestHash(
          {
            key: 'realkey',
            txnid: fields.txnid!,
            amount: '297.00',
            productinfo: 'PAYU1',
            firstname: 'Asha',
            email: BILLING.email,
          },
          'realsalt',
        ),
      );
      const sandbox = await postForm(t(), '/api/payment-sandbox', fields);
      assert.equal(sandbox.statusCode, 404);
    });
  },
  { env: { PAYU_KEY: 'realkey', PAYU_SALT: 'realsalt', PAYU_URL: 'https://test.payu.in/_payment' } },
);
