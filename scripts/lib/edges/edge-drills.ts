// The two-edges drills (scripts/drill-edges.ts runs them in this order, each starting from the state
// the one before left): a release and a rollback followed by the other edge, a canary's side held
// across edges, two releases at one moment, an edge killed and the database cut under shoppers' load.
import type { AuditRecord } from '../../../shared/src/release-registry/release-registry.ts';
import { operatorCommand } from '../operator-command.ts';
import { REMOTE as CONTENT, ABOUT_PATH, CHANGED_TEXT } from '../soak/release-drill.ts';
import { followVerdict, loadVerdict, sameSideVerdict, type SideSeen, type Verdict } from './drill-judge.ts';
import { delaysSince, versionInPage, viewOn, whenServed } from './edge-follow.ts';
import { rollbackFromOps } from './ops-browser.ts';
import { bucketFromSetCookie, BUCKET_COOKIE_NAME } from './shopper-bucket.ts';
import { startShopperLoad } from './shopper-load.ts';
import type { TwoEdgeStore } from './two-edge-store.ts';

/** A change reaches every edge within this (the plane's NOTIFY, the edge's long poll). */
export const FOLLOW_LIMIT_MS = 1000;
/** After the database is back: the api's and the edges' backstop reads bound it. */
export const FOLLOW_AFTER_CUT_LIMIT_MS = 5000;
const DATABASE_CUT_MS = 5000;
const CANARY_PERCENT = 50;
const ACCOUNT = 'mfe-account';

export interface DrillContext {
  store: TwoEdgeStore;
  /** mfe-content's version as the store started (the repo's build). */
  firstContent: string;
  /** The changed build of mfe-content (its About page's text changed) and a marked build of mfe-account. */
  changedContent: string;
  markedAccount: string;
  /** Pages the shoppers' load asks for: /, a category, a product. */
  pages: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const edgeUrls = (store: TwoEdgeStore, ...names: string[]) =>
  Object.fromEntries(store.edges.filter((edge) => names.includes(edge.name)).map((edge) => [edge.name, edge.url]));
export const edge = (store: TwoEdgeStore, name: string) => store.edges.find((each) => each.name === name)!;

export async function current(store: TwoEdgeStore, name: string): Promise<string> {
  const entry = (await store.plane.registry()).registry[name];
  if (!entry) throw new Error(`${name} is not released`);
  return entry.current;
}

async function lastChange(store: TwoEdgeStore, name: string): Promise<AuditRecord> {
  const [record] = await store.plane.audit({ name, limit: 1 });
  if (!record) throw new Error(`the audit log has nothing of ${name}`);
  return record;
}

function releaseChanged(context: DrillContext, by: string, ...flags: string[]): Promise<string> {
  return operatorCommand(['release', CONTENT, '--from', context.changedContent, ...flags], context.store.env, by);
}

/** 1. `pnpm release` of a changed mfe-content, beside edge A; edge B serves it within a second. */
export async function releaseFollowedByB(context: DrillContext): Promise<Verdict> {
  const { store } = context;
  const before = await current(store, CONTENT);
  const seen = whenServed(edgeUrls(store, 'B'), CONTENT, (version) => version !== undefined && version !== before, {
    timeoutMs: 30_000,
  });
  await releaseChanged(context, 'drill (beside edge A)');
  const record = await lastChange(store, CONTENT);
  const delays = delaysSince(await seen, Date.parse(record.at));
  const page = await fetch(`${edge(store, 'B').url}${ABOUT_PATH}`, { headers: { cookie: `${BUCKET_COOKIE_NAME}=99` } });
  const html = await page.text();
  const onPage = versionInPage(html, CONTENT);
  const verdict = followVerdict('1. a release of a changed mfe-content (CLI) reaches edge B', delays, FOLLOW_LIMIT_MS);
  const pageOk = record.action === 'release' && record.to !== before && onPage === record.to;
  return {
    ...verdict,
    ok: verdict.ok && pageOk,
    figures:
      `${before} → ${record.to}; ${verdict.figures}; B's About page carries ${onPage ?? 'no version'}` +
      ` (its text ${html.includes(CHANGED_TEXT) ? 'changed, server-rendered' : 'left to the browser'})`,
  };
}

/** 2. A rollback from /ops on edge B; edge A serves the version before within a second. */
export async function opsRollbackFollowedByA(context: DrillContext): Promise<Verdict> {
  const { store } = context;
  const before = await current(store, CONTENT);
  const seen = whenServed(edgeUrls(store, 'A'), CONTENT, (version) => version !== undefined && version !== before, {
    timeoutMs: 30_000,
  });
  const answer = await rollbackFromOps(edge(store, 'B').url, { token: store.opsToken, operator: 'Drill', remote: CONTENT });
  const record = await lastChange(store, CONTENT);
  const verdict = followVerdict(
    '2. a rollback from /ops on edge B reaches edge A',
    delaysSince(await seen, Date.parse(record.at)),
    FOLLOW_LIMIT_MS,
  );
  const byOps = answer.status === 200 && record.action === 'rollback' && record.by === 'Drill (ops page)';
  return {
    ...verdict,
    ok: verdict.ok && byOps,
    figures: `/ops answered ${answer.status} "${answer.text}"; audit: ${record.action} ${record.from} → ${record.to} by ${record.by}; ${verdict.figures}`,
  };
}

/** A shopper's first visit to one edge (which gives its bucket), then the other edge with that cookie. */
async function freshShopper(store: TwoEdgeStore, first: string, then: string): Promise<SideSeen | undefined> {
  const answer = await fetch(`${edge(store, first).url}/registry.json`);
  const view = (await answer.json()) as Record<string, { current: string } | undefined>;
  const bucket = bucketFromSetCookie(answer.headers.getSetCookie());
  if (bucket === undefined) return undefined;
  const other = await viewOn(edge(store, then).url, bucket);
  return { bucket, sides: { [first]: view[CONTENT]?.current, [then]: other[CONTENT]?.current }, expected: '' };
}

/** 3. A canary of the changed build: every shopper gets the same side from A and from B. */
export async function canarySideHolds(context: DrillContext): Promise<Verdict> {
  const { store } = context;
  const stable = await current(store, CONTENT);
  await releaseChanged(context, 'drill (canary)', '--canary', String(CANARY_PERCENT));
  const canary = (await store.plane.registry()).registry[CONTENT]?.canary?.version;
  if (!canary) throw new Error('the canary did not start');
  try {
    const started = await whenServed(edgeUrls(store, 'A', 'B'), CONTENT, (version) => version === canary, {
      timeoutMs: 5000,
      bucket: 0,
    });
    const sideOf = (bucket: number) => (bucket < CANARY_PERCENT ? canary : stable);
    const seen: SideSeen[] = [];
    for (let bucket = 0; bucket < 100; bucket += 1) {
      const [a, b] = await Promise.all([viewOn(edge(store, 'A').url, bucket), viewOn(edge(store, 'B').url, bucket)]);
      seen.push({ bucket, sides: { A: a[CONTENT]?.current, B: b[CONTENT]?.current }, expected: sideOf(bucket) });
    }
    let unset = 0;
    for (let shopper = 0; shopper < 20; shopper += 1) {
      const [first, then] = shopper % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
      const visit = await freshShopper(store, first, then);
      if (!visit) unset += 1;
      else seen.push({ ...visit, expected: sideOf(visit.bucket) });
    }
    const verdict = sameSideVerdict(`3. a canary at ${CANARY_PERCENT}% gives each shopper one side on A and B`, seen);
    return {
      ...verdict,
      ok: verdict.ok && unset === 0 && Object.values(started).every(Number.isFinite),
      figures: `100 buckets by cookie and 20 first visits (${unset} without a bucket cookie); ${verdict.figures}`,
    };
  } finally {
    await store.plane.rollback({ name: CONTENT, by: 'drill (canary end)' });
  }
}

/** 4. Two releases of different remotes, from two shells at one moment: both current, both audited. */
export async function twoReleasesAtOnce(context: DrillContext): Promise<Verdict> {
  const { store } = context;
  const started = Date.now();
  const [content, account] = await Promise.allSettled([
    releaseChanged(context, 'drill shell 1'),
    operatorCommand(['release', ACCOUNT, '--from', context.markedAccount], store.env, 'drill shell 2'),
  ]);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const failures = [content, account].flatMap((result) =>
    result.status === 'rejected' ? [(result.reason as Error).message.split('\n')[0]] : [],
  );
  const listed = JSON.parse(await operatorCommand(['remotes', '--json'], store.env)) as {
    registry: Record<string, { current: string } | undefined>;
    audit: AuditRecord[];
  };
  const released = (name: string, by: string) =>
    listed.audit.find((record) => record.remote === name && record.action === 'release' && record.by === by);
  const contentRecord = released(CONTENT, 'drill shell 1');
  const accountRecord = released(ACCOUNT, 'drill shell 2');
  const bothCurrent =
    contentRecord !== undefined &&
    accountRecord !== undefined &&
    listed.registry[CONTENT]?.current === contentRecord.to &&
    listed.registry[ACCOUNT]?.current === accountRecord.to;
  const onEdges = await Promise.all(
    [
      [CONTENT, contentRecord?.to],
      [ACCOUNT, accountRecord?.to],
    ].map(([name, version]) => whenServed(edgeUrls(store, 'A', 'B'), name!, (seen) => seen === version, { timeoutMs: 5000 })),
  );
  const everywhere = onEdges.every((seen) => Object.values(seen).every(Number.isFinite));
  return {
    drill: '4. two releases of different remotes from two shells at one moment',
    ok: failures.length === 0 && bothCurrent && everywhere,
    figures:
      `both commands ${failures.length === 0 ? 'succeeded' : `not both: ${failures.join('; ')}`} in ${seconds} s; ` +
      `pnpm remotes --json: ${CONTENT} ${listed.registry[CONTENT]?.current} (change ${contentRecord?.id ?? 'not in the audit log'}), ` +
      `${ACCOUNT} ${listed.registry[ACCOUNT]?.current} (change ${accountRecord?.id ?? 'not in the audit log'}); ` +
      `both served by A and B: ${everywhere ? 'yes' : 'no'}`,
  };
}

/** Whether an edge serves the plane's current release set (no canary is running). */
async function servesCurrentSet(store: TwoEdgeStore, name: string): Promise<{ ok: boolean; figures: string }> {
  const { registry } = await store.plane.registry();
  const view = await viewOn(edge(store, name).url, 99);
  const differing = Object.entries(registry).filter(([remote, entry]) => view[remote]?.current !== entry?.current);
  const page = await fetch(`${edge(store, name).url}/`);
  await page.text();
  return {
    ok: differing.length === 0 && page.ok,
    figures:
      `edge ${name} ${differing.length === 0 ? 'serves the current release set' : `differs on ${differing.map(([remote]) => remote).join(', ')}`}` +
      ` (its home page ${page.status})`,
  };
}

/** 5. Edge A killed (SIGKILL) under shoppers' load through nginx; then started again. */
export async function edgeKilledUnderLoad(context: DrillContext): Promise<Verdict> {
  const { store } = context;
  const load = startShopperLoad(store.nginx.url, context.pages, 4);
  await sleep(2000);
  const a = edge(store, 'A');
  const before = load.counts();
  a.process.kill('SIGKILL');
  await a.process.exited;
  await sleep(3000);
  const counts = await load.stop();
  const restartedAt = Date.now();
  await a.restart();
  const restartSeconds = ((Date.now() - restartedAt) / 1000).toFixed(1);
  const set = await servesCurrentSet(store, 'A');
  return loadVerdict('5. edge A killed (SIGKILL) under 4 shoppers through nginx', counts, [
    { ok: true, figures: `${(before['2xx'] ?? 0) + (before['3xx'] ?? 0)} answered before the kill` },
    { ok: set.ok, figures: `restarted in ${restartSeconds} s, ${set.figures}` },
  ]);
}

/** 6. The api's database link cut for 5 s under load: pages keep coming; then a release is followed again. */
export async function databaseCutUnderLoad(context: DrillContext): Promise<Verdict[]> {
  const { store } = context;
  const known = await Promise.all(store.edges.map((each) => viewOn(each.url, 99)));
  const load = startShopperLoad(store.nginx.url, context.pages, 3);
  await sleep(1000);
  await store.databaseLink.cut();
  await sleep(DATABASE_CUT_MS / 2);
  const during = await Promise.all(store.edges.map((each) => viewOn(each.url, 99).catch(() => undefined)));
  const kept = during.every((view, index) => JSON.stringify(view) === JSON.stringify(known[index]));
  await sleep(DATABASE_CUT_MS / 2);
  await store.databaseLink.restore();
  await sleep(1000);
  const counts = await load.stop();
  const cut = loadVerdict(`6a. the api's database cut for ${DATABASE_CUT_MS / 1000} s under 3 shoppers through nginx`, counts, [
    { ok: kept, figures: `during the cut both edges ${kept ? 'kept' : 'did not keep'} the release set they knew` },
  ]);

  // The first release after the link is back (the api's pool may first meet a dead connection).
  const from = await current(store, CONTENT);
  let record: AuditRecord | undefined;
  let tries = 0;
  const deadline = Date.now() + 15_000;
  while (!record && Date.now() < deadline) {
    tries += 1;
    record = await store.plane
      .release({ name: CONTENT, version: context.firstContent, by: 'drill (after the cut)' })
      .catch(async () => {
        await sleep(250);
        return undefined;
      });
  }
  const drill = '6b. a release after the database is back reaches both edges';
  if (!record) return [cut, { drill, ok: false, figures: 'the plane took no release within 15 s' }];
  const seen = await whenServed(edgeUrls(store, 'A', 'B'), CONTENT, (version) => version === record.to, { timeoutMs: 15_000 });
  const followed = followVerdict(drill, delaysSince(seen, Date.parse(record.at)), FOLLOW_AFTER_CUT_LIMIT_MS);
  return [cut, { ...followed, figures: `${from} → ${record.to} (taken on try ${tries}); ${followed.figures}` }];
}
