// Crash drill: the real api process is SIGKILLed in the middle of a burst of check-outs, between a
// check-out and its payment return, and in the middle of payment returns, then started again on the
// same database. After each crash, on the database as the crash left it: no order is half-made and
// every unit of stock is on the shelf, held by exactly one unpaid order or sold. After each restart,
// through the calls: the shopper's session works, a retry with the same idempotency key gives the
// same single order, a fresh check-out succeeds, and orders placed before a crash can be paid, but
// only through a verified payment.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DEFAULT_POOL_SIZE, openDatabase } from '../../db/client.js';
import { rows, type Database, type DatabaseHandle } from '../../db/database.js';
import { startRealServer, waitFor, type FormAnswer, type RealServer } from '../../test-support/real-server.js';
import { createScratchDatabase, databaseKinds, type ScratchDatabase } from '../../test-support/test-database.js';
import { newShopper, type Answer } from '../../test-support/shopper.js';
import { addProduct, BILLING, cartLine, ONE_SHOPPER_MANY_ORDERS } from '../../test-support/orders.js';
import { FAILED, INITIATED, PAID } from '../payments/settle-order.js';
import { formFields, sandboxForm, STORE } from '../../test-support/payu-pages.js';

/** Names the server's PostgreSQL connections, so the drill can see them wait and go. */
const SERVER_APP_NAME = 'store-api-crash-drill';
const BURST = { model: 'CRASH-BURST', stock: 5, checkouts: 24 };
const SPARE = { model: 'CRASH-SPARE', stock: 10 };
const LATER = { model: 'CRASH-LATER', stock: 10 };
const RUSH = { model: 'CRASH-RUSH', stock: 8, orders: 6 };

interface Placed {
  order_id: string;
}

interface CrashState {
  orderByKey: Map<string, { orderId: string; status: string }>;
  paymentStatusByTxnid: Map<string, string>;
}

// ---------- what must hold on the database after any crash ----------

/** Units a product ever had: on the shelf (held or not) plus sold. No call may change it. */
async function stockEver(db: Database): Promise<Map<number, number>> {
  const found = await rows<{ product_id: number; ever: number }>(
    db,
    sql`SELECT s.product_id, s.available_qty + coalesce(h.sold, 0) AS ever
        FROM stock s LEFT JOIN (SELECT product_id, sum(quantity)::int AS sold FROM stock_holds WHERE committed_at IS NOT NULL GROUP BY product_id) h
        USING (product_id)`,
  );
  return new Map(found.map((row) => [row.product_id, row.ever]));
}

async function halfMadeOrders(db: Database): Promise<string[]> {
  const lines = await rows<{
    order_id: string;
    status: string;
    product_id: number;
    ordered: number;
    held: number;
    sold: number;
    released: number;
  }>(
    db,
    sql`WITH items AS (SELECT order_id, product_id, sum(quantity)::int AS ordered FROM order_items GROUP BY 1, 2),
             holds AS (SELECT order_id, product_id,
                              coalesce(sum(quantity) FILTER (WHERE committed_at IS NULL AND released_at IS NULL), 0)::int AS held,
                              coalesce(sum(quantity) FILTER (WHERE committed_at IS NOT NULL), 0)::int AS sold,
                              coalesce(sum(quantity) FILTER (WHERE released_at IS NOT NULL AND committed_at IS NULL), 0)::int AS released
                       FROM stock_holds GROUP BY 1, 2)
        SELECT o.order_id, o.status, coalesce(i.product_id, h.product_id) AS product_id, coalesce(i.ordered, 0) AS ordered,
               coalesce(h.held, 0) AS held, coalesce(h.sold, 0) AS sold, coalesce(h.released, 0) AS released
        FROM items i FULL JOIN holds h ON h.order_id = i.order_id AND h.product_id = i.product_id
        JOIN orders o ON o.id = coalesce(i.order_id, h.order_id)`,
  );
  const expected = (line: (typeof lines)[number]) => {
    if (line.status === PAID) return { held: 0, sold: line.ordered, released: 0 };
    if (line.status === FAILED) return { held: 0, sold: 0, released: line.ordered };
    return { held: line.ordered, sold: 0, released: 0 };
  };
  const wrongHolds = lines
    .filter(
      (line) =>
        line.ordered === 0 ||
        JSON.stringify({ held: line.held, sold: line.sold, released: line.released }) !== JSON.stringify(expected(line)),
    )
    .map(
      (line) =>
        `order ${line.order_id} (${line.status}), product ${line.product_id}: ordered ${line.ordered}, held ${line.held}, sold ${line.sold}, released ${line.released}`,
    );
  const empty = await rows<{ order_id: string }>(
    db,
    sql`SELECT order_id FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)`,
  );
  return [...wrongHolds, ...empty.map((order) => `order ${order.order_id} has no items`)];
}

async function unverifiedSettlements(db: Database): Promise<string[]> {
  const paidUnverified = await rows<{ order_id: string }>(
    db,
    sql`SELECT o.order_id FROM orders o WHERE o.status = ${PAID} AND NOT EXISTS (
          SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.verified AND p.status = 'success' AND p.amount_paise = o.total_paise)`,
  );
  const halfSettled = await rows<{ txnid: string; status: string }>(
    db,
    sql`SELECT p.txnid, o.status FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.status = 'success' AND o.status <> ${PAID}`,
  );
  return [
    ...paidUnverified.map((order) => `order ${order.order_id} is paid without a verified payment`),
    ...halfSettled.map((payment) => `payment ${payment.txnid} succeeded but its order is '${payment.status}'`),
  ];
}

async function miscountedStock(db: Database, ever: Map<number, number>): Promise<string[]> {
  const stock = await rows<{ product_id: number; available: number; reserved: number; held: number; sold: number }>(
    db,
    sql`SELECT s.product_id, s.available_qty AS available, s.reserved_qty AS reserved, coalesce(h.held, 0) AS held, coalesce(h.sold, 0) AS sold
        FROM stock s LEFT JOIN (
          SELECT product_id,
                 coalesce(sum(quantity) FILTER (WHERE committed_at IS NULL AND released_at IS NULL), 0)::int AS held,
                 coalesce(sum(quantity) FILTER (WHERE committed_at IS NOT NULL), 0)::int AS sold
          FROM stock_holds GROUP BY product_id) h USING (product_id)`,
  );
  return stock
    .filter(
      (row) => row.reserved !== row.held || row.available + row.sold !== ever.get(row.product_id) || row.available < row.reserved,
    )
    .map(
      (row) =>
        `product ${row.product_id}: available ${row.available} (reserved ${row.reserved}), held by orders ${row.held}, sold ${row.sold}, had ${ever.get(row.product_id)}`,
    );
}

/** Asserts that nothing is half-made or miscounted, then reads the orders and payments. */
async function consistentState(db: Database, ever: Map<number, number>): Promise<CrashState> {
  const problems = [...(await halfMadeOrders(db)), ...(await unverifiedSettlements(db)), ...(await miscountedStock(db, ever))];
  assert.deepEqual(problems, [], 'no half-made order or payment, no unit lost or counted twice');
  const orders = await rows<{ key: string | null; order_id: string; status: string }>(
    db,
    sql`SELECT idempotency_key AS key, order_id, status FROM orders`,
  );
  const payments = await rows<{ txnid: string; status: string }>(db, sql`SELECT txnid, status FROM payments`);
  return {
    orderByKey: new Map(
      orders.filter((order) => order.key).map((order) => [order.key!, { orderId: order.order_id, status: order.status }]),
    ),
    paymentStatusByTxnid: new Map(payments.map((payment) => [payment.txnid, payment.status])),
  };
}

// ---------- how each database is crashed and read ----------

interface Interrupted<T> {
  answers: Array<T | null>;
  unanswered: number;
}

async function settle<T>(pending: Array<Promise<T | null>>): Promise<Interrupted<T>> {
  const answers = await Promise.all(pending);
  return { answers, unanswered: answers.filter((answer) => answer === null).length };
}

interface LeftDatabase {
  read<T>(work: (db: Database) => Promise<T>): Promise<T>;
}

interface CrashHarness {
  /** Sends the calls and SIGKILLs the server while they are being worked on. */
  killDuring<T>(server: RealServer, lockedProductId: number, send: () => Array<Promise<T>>): Promise<Interrupted<T>>;
  /** The database as the stopped server left it, readable while the next server starts. */
  asLeft(): Promise<LeftDatabase>;
  close(): Promise<void>;
}

const answerOrNull = <T>(call: Promise<T>): Promise<T | null> => call.catch(() => null);

/**
 * PostgreSQL: the drill holds the product's stock row, so every call's transaction stops half-way
 * (order row written, stock not yet held) until the pool is full of them; then the kill.
 */
function postgresHarness(handle: DatabaseHandle, url: string): CrashHarness {
  const serverConnections = async (waitingOnLock: boolean) =>
    (
      await rows<{ n: number }>(
        handle.db,
        sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${SERVER_APP_NAME}
          AND (${!waitingOnLock} OR wait_event_type = 'Lock')`,
      )
    )[0]!.n;
  return {
    async killDuring(server, lockedProductId, send) {
      const locker = new pg.Client({ connectionString: url });
      await locker.connect();
      try {
        await locker.query('BEGIN');
        await locker.query('SELECT 1 FROM stock WHERE product_id = $1 FOR UPDATE', [lockedProductId]);
        const pending = send().map(answerOrNull);
        const stuck = Math.min(pending.length, DEFAULT_POOL_SIZE);
        await waitFor(`${stuck} transactions waiting on the stock row`, async () => (await serverConnections(true)) >= stuck);
        await server.kill();
        await locker.query('ROLLBACK');
        await waitFor("the dead server's connections to end", async () => (await serverConnections(false)) === 0);
        return await settle(pending);
      } finally {
        await locker.end();
      }
    },
    asLeft: async () => ({ read: (work) => work(handle.db) }),
    close: () => handle.close(),
  };
}

/**
 * PGlite has one connection and lives inside the server process: the kill comes as soon as the
 * first call is answered, with the others queued or running. The crash is read from a copy of the
 * files, so the restarted server still recovers the original by itself.
 */
function pgliteHarness(dataDir: string): CrashHarness {
  return {
    async killDuring(server, _lockedProductId, send) {
      const pending = send().map(answerOrNull);
      await Promise.race(pending);
      await server.kill();
      return settle(pending);
    },
    async asLeft() {
      const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'store-api-crashed-'));
      await fs.promises.cp(dataDir, copy, { recursive: true });
      return {
        async read(work) {
          const handle = await openDatabase({ dataDir: copy });
          try {
            return await work(handle.db);
          } finally {
            await handle.close();
            fs.rmSync(copy, { recursive: true, force: true });
          }
        },
      };
    },
    close: async () => {},
  };
}

// ---------- the drill ----------

for (const kind of databaseKinds()) {
  describe(`the api killed in the middle of a checkout [${kind}]`, () => {
    let scratch: ScratchDatabase | undefined;
    let harness: CrashHarness | undefined;
    let server: RealServer | undefined;
    let ever = new Map<number, number>();
    let token = '';
    const productIds = new Map<string, number>();

    const calls = () => {
      if (!server) throw new Error('the server is not running');
      return server.calls;
    };
    const start = async () => {
      // One shopper places every order of the drill: the per-shopper hold rules are opened wide.
      server = await startRealServer({ ...scratch!.serverEnv, ...ONE_SHOPPER_MANY_ORDERS, PGAPPNAME: SERVER_APP_NAME });
    };
    const kill = async () => {
      await server?.kill();
      server = undefined;
    };
    /** Checks the database as the crash left it while the server starts again on it. */
    const restartAfterCrash = async (killed: RealServer): Promise<CrashState> => {
      if (kind === 'pglite') {
        const lock = fs.readFileSync(path.join(scratch!.serverEnv.DATA_DIR!, 'pglite.lock'), 'utf8');
        assert.equal(
          Number(lock.split(/\s/)[0]),
          killed.pid,
          'the killed server left its lock behind for the restart to take over',
        );
      }
      const crashed = await harness!.asLeft();
      const [state] = await Promise.all([crashed.read((db) => consistentState(db, ever)), start()]);
      const health = await calls().get<{ status: string; database: string }>('health');
      assert.deepEqual(health.json, { status: 'ok', database: kind });
      return state;
    };
    const checkout = (model: string, quantity: number, key: string) =>
      calls().post<Answer<Placed>>('check-out', {
        token,
        billing_address: BILLING,
        shipping_address: null,
        cart: [cartLine(model, quantity)],
        coupon: null,
        order_notes: '',
        idempotency_key: key,
      });
    const myOrders = async () => {
      const answer = await calls().post<Answer>('retrive-order', { token });
      assert.equal(answer.status, 200, `the session still works: ${JSON.stringify(answer.json)}`);
      return JSON.parse(answer.json.body) as Array<{ order_id: string; order_status: string; cart: Array<{ model: string }> }>;
    };
    const statuses = async () => new Map((await myOrders()).map((order) => [order.order_id, order.order_status]));
    const placed = async (model: string, quantity: number, key: string) => {
      const answer = await checkout(model, quantity, key);
      assert.equal(answer.status, 200, JSON.stringify(answer.json));
      return answer.json.body.order_id;
    };
    /** The PayU form for an order and the sandbox page's "Simulate success" form, as the browser gets them. */
    const paySuccessForm = async (orderId: string) => {
      const gateway = await calls().post<Answer<{ checkout_url: string; txnid: string }>>('payment-gateway', {
        body: { order_id: orderId, token, surl: `${STORE}/success`, furl: `${STORE}/failure` },
      });
      assert.equal(gateway.status, 200, JSON.stringify(gateway.json));
      const page = await server!.postForm('payment-sandbox', formFields(gateway.json.body.checkout_url));
      assert.equal(page.status, 200, page.text);
      return sandboxForm(page.text, 'Simulate success').fields;
    };
    const assertPaidRedirect = (answer: FormAnswer | null, orderId: string) => {
      assert.equal(answer?.status, 303, answer?.text);
      assert.match(answer.location ?? '', new RegExp(`^${STORE}/success\\?order_id=${orderId}&`));
    };

    before(async () => {
      const created = await createScratchDatabase(kind);
      scratch = created;
      const setup = await created.open();
      try {
        for (const product of [BURST, SPARE, LATER, RUSH])
          productIds.set(product.model, await addProduct(setup.db, product.model, 1500_00, product.stock));
        ever = await stockEver(setup.db);
      } finally {
        await setup.close();
      }
      harness =
        kind === 'pglite'
          ? pgliteHarness(created.serverEnv.DATA_DIR!)
          : postgresHarness(await created.open(), created.serverEnv.DATABASE_URL!);
      await start();
      token = await newShopper(calls(), '9500000001', 'Crash Drill');
    });

    after(async () => {
      await kill();
      await harness?.close();
      await scratch?.drop();
    });

    test(`killed during ${BURST.checkouts} concurrent check-outs for the last ${BURST.stock} units: no half-made order, no unit lost; retries give one order per key`, async (t) => {
      const keys = Array.from({ length: BURST.checkouts }, (_, i) => `burst-${i}`);
      const running = server!;
      const { answers, unanswered } = await harness!.killDuring(running, productIds.get(BURST.model)!, () =>
        keys.map((key) => checkout(BURST.model, 1, key)),
      );
      server = undefined;
      assert.ok(unanswered > 0, 'the kill interrupted check-outs in flight');

      const crash = await restartAfterCrash(running);
      t.diagnostic(
        `${unanswered} of ${keys.length} check-outs got no answer; the crashed database held ${crash.orderByKey.size} of their orders`,
      );
      answers.forEach((answer, i) => {
        if (answer?.status === 200)
          assert.equal(
            crash.orderByKey.get(keys[i]!)?.orderId,
            answer.json.body.order_id,
            'an answered order survived the crash',
          );
      });

      const retries = [];
      for (const key of keys) retries.push(await checkout(BURST.model, 1, key));
      retries.forEach((retry, i) => {
        const before = crash.orderByKey.get(keys[i]!);
        if (before)
          assert.deepEqual(
            [retry.status, retry.json.body.order_id],
            [200, before.orderId],
            `retry of ${keys[i]} gives the order made before the crash`,
          );
        else
          assert.ok(
            retry.status === 200 || retry.status === 409,
            `retry of ${keys[i]}: ${retry.status} ${JSON.stringify(retry.json)}`,
          );
      });
      const sold = retries.filter((retry) => retry.status === 200).map((retry) => retry.json.body.order_id);
      assert.equal(sold.length, BURST.stock, 'every unit went to exactly one check-out');
      const again = await Promise.all(keys.map((key) => checkout(BURST.model, 1, key)));
      assert.deepEqual(
        again.filter((retry) => retry.status === 200).map((retry) => retry.json.body.order_id),
        sold,
        'a second retry changes nothing',
      );
      const burstOrders = (await myOrders()).filter((order) => order.cart.some((line) => line.model === BURST.model));
      assert.deepEqual(burstOrders.map((order) => order.order_id).sort(), [...sold].sort());

      const fresh = await checkout(SPARE.model, 1, 'after-the-crash');
      assert.equal(fresh.status, 200, JSON.stringify(fresh.json));
    });

    test(`killed during ${RUSH.orders} payment returns, with another order back from PayU and one not paid yet: each is paid once, only by a verified payment`, async (t) => {
      const backFromPayU = await placed(LATER.model, 2, 'later-a');
      const notYetPaid = await placed(LATER.model, 1, 'later-b');
      const returnAfterRestart = await paySuccessForm(backFromPayU);
      const rushOrders: string[] = [];
      for (let i = 0; i < RUSH.orders; i += 1) rushOrders.push(await placed(RUSH.model, 1, `rush-${i}`));
      const rushReturns: Array<Record<string, string>> = [];
      for (const orderId of rushOrders) rushReturns.push(await paySuccessForm(orderId));

      const running = server!;
      const { answers, unanswered } = await harness!.killDuring(running, productIds.get(RUSH.model)!, () =>
        rushReturns.map((form) => running.postForm('payment-return', form)),
      );
      server = undefined;
      if (kind === 'postgres') assert.equal(unanswered, RUSH.orders, 'every return was stopped half-way');

      const crash = await restartAfterCrash(running);
      t.diagnostic(`${unanswered} of ${RUSH.orders} payment returns got no answer`);
      answers.forEach((answer, i) => {
        if (answer)
          assert.equal(
            crash.paymentStatusByTxnid.get(rushReturns[i]!.txnid!),
            'success',
            'an answered payment survived the crash',
          );
      });
      assert.equal(crash.orderByKey.get('later-a')?.status, INITIATED);
      assert.equal(crash.paymentStatusByTxnid.get(returnAfterRestart.txnid!), 'pending');

      assertPaidRedirect(await server!.postForm('payment-return', returnAfterRestart), backFromPayU);
      const claimed = await calls().post<Answer>('orderUpdateFunctionality', { order_status: PAID, order_id: notYetPaid, token });
      assert.deepEqual([claimed.status, claimed.json.body], [402, 'No verified payment for this order']);
      assert.equal((await statuses()).get(notYetPaid), INITIATED);
      assertPaidRedirect(await server!.postForm('payment-return', await paySuccessForm(notYetPaid)), notYetPaid);
      for (const [i, form] of rushReturns.entries())
        assertPaidRedirect(await server!.postForm('payment-return', form), rushOrders[i]!);
      const after = await statuses();
      assert.deepEqual(
        [backFromPayU, notYetPaid, ...rushOrders].map((orderId) => after.get(orderId)),
        Array(RUSH.orders + 2).fill(PAID),
      );
    });

    test('a graceful stop after the drill leaves every count where the calls put it', async () => {
      assert.equal(await server!.stop(), 0);
      server = undefined;
      if (kind === 'pglite')
        assert.equal(fs.existsSync(path.join(scratch!.serverEnv.DATA_DIR!, 'pglite.lock')), false, 'the lock is released');
      const stopped = await harness!.asLeft();
      const counts = await stopped.read(async (db) => {
        await consistentState(db, ever);
        return rows<{ model: string; available: number; reserved: number }>(
          db,
          sql`SELECT p.model, s.available_qty AS available, s.reserved_qty AS reserved FROM stock s JOIN products p ON p.id = s.product_id
              WHERE p.model LIKE 'CRASH-%' ORDER BY p.model`,
        );
      });
      assert.deepEqual(counts, [
        { model: BURST.model, available: BURST.stock, reserved: BURST.stock },
        { model: LATER.model, available: LATER.stock - 3, reserved: 0 },
        { model: RUSH.model, available: RUSH.stock - RUSH.orders, reserved: 0 },
        { model: SPARE.model, available: SPARE.stock, reserved: 1 },
      ]);
    });
  });
}
