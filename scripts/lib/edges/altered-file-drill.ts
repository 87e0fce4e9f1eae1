// 7. A file of a released version altered on the asset store, met by an edge whose copy is empty (an
// edge joining the store, or one whose disk was replaced): the edge refuses that version by its hash,
// a shopper's browser sees that section's notice while the other sections render, the refusal is
// counted in /metrics, and the edge whose copy was checked before the change serves the version on.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE as CONTENT, ABOUT_PATH } from '../soak/release-drill.ts';
import type { Verdict } from './drill-judge.ts';
import { current, edge, type DrillContext } from './edge-drills.ts';
import { versionInPage } from './edge-follow.ts';
import { pagesSeen } from './page-in-browser.ts';
import { metricSamples } from '../metrics-text.ts';

const NOTICE_SHOWN = `document.querySelector('main [role="alert"]') !== null`;
const PRODUCTS_SHOWN = `document.querySelectorAll('main a[href*="/product/"]').length > 0`;

/** A file of the version's server build: what an edge loads and runs, so what it checks before. */
function serverFileOf(versionDir: string): string {
  const name = fs.readdirSync(path.join(versionDir, 'server')).find((file) => file.endsWith('.js'));
  if (!name) throw new Error(`${versionDir} has no server build`);
  return path.join(versionDir, 'server', name);
}

async function refusalsCounted(edgeUrl: string, version: string): Promise<boolean> {
  const metrics = await (await fetch(`${edgeUrl}/metrics`)).text();
  return metricSamples(metrics, 'edge_versions_refused_total').some(
    ({ labels, value }) => labels.remote === CONTENT && labels.version === version && value >= 1,
  );
}

export async function alteredFileRefused(context: DrillContext): Promise<Verdict> {
  const { store } = context;
  if (process.env.ASSET_ORIGIN && !process.env.ASSET_DIR)
    throw new Error('this drill alters a file in the asset store: it needs the store as a folder (ASSET_DIR)');
  const [a, b] = [edge(store, 'A'), edge(store, 'B')];
  const version = await current(store, CONTENT);
  const file = serverFileOf(path.join(store.assetDir, CONTENT, version));
  const original = fs.readFileSync(file);
  a.process.stop();
  await a.process.exited;
  fs.rmSync(a.cacheDir, { recursive: true, force: true });
  fs.appendFileSync(file, '\n;globalThis.storeDrillAltered = true;\n');
  try {
    await a.restart();
    const pageOf = async (url: string) => (await fetch(`${url}${ABOUT_PATH}`)).text();
    const [onA, onB] = await Promise.all([pageOf(a.url), pageOf(b.url)]);
    const [about, home] = await pagesSeen([
      { url: `${a.url}${ABOUT_PATH}`, settled: NOTICE_SHOWN },
      { url: `${a.url}/`, settled: PRODUCTS_SHOWN },
    ]);
    const counted = await refusalsCounted(a.url, version);
    const checks = {
      [`A's page leaves ${CONTENT} ${version} out`]: versionInPage(onA, CONTENT) === undefined,
      [`the About page on A shows its notice`]: about!.mainNotices.some((text) => text.includes('not available right now')),
      [`A's header renders`]: about!.headerNotices.length === 0,
      [`A's home page shows products`]: home!.productLinks > 0 && home!.mainNotices.length === 0,
      [`A counts the refusal in /metrics`]: counted,
      [`B, whose copy was checked before, serves ${version} on`]: versionInPage(onB, CONTENT) === version,
    };
    const failed = Object.entries(checks).filter(([, ok]) => !ok);
    return {
      drill: `7. a server file of ${CONTENT} altered on the asset store, met by edge A with an empty copy`,
      ok: failed.length === 0,
      figures:
        `${path.relative(store.assetDir, file)} altered; ` +
        (failed.length === 0 ? Object.keys(checks).join('; ') : `not so: ${failed.map(([check]) => check).join('; ')}`) +
        `; the About page's notices on A: ${JSON.stringify(about!.mainNotices)}` +
        [about, home].flatMap((page) => (page?.unsettled ? [`; not settled: ${page.unsettled}`] : [])).join(''),
    };
  } finally {
    fs.writeFileSync(file, original);
  }
}
