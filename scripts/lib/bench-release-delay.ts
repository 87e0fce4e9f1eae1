// bench:ssr's release measure: the delay from a release (or rollback) to the first page of the new
// version served from the edge's page cache, for a returning browser asking for a product page every
// 50 ms. A release changes the shopper's release set, so the page's key changes at once; the first
// request renders it and the next is served kept. Releases go through the operator commands, the
// changed build of the soak's drill (scripts/lib/soak/release-drill.ts).
import { releaseDrill } from './soak/release-drill.ts';

const ASK_EVERY_MS = 50;

interface Answer {
  status: number;
  version: string | undefined;
  kept: boolean;
  /** The browser's cookies after this answer. */
  cookie: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function ask(url: string, cookie: string): Promise<Answer> {
  const answer = await fetch(url, { headers: { cookie, 'accept-encoding': 'gzip, br' } });
  const html = await answer.text();
  const set = answer.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return {
    status: answer.status,
    version: /"mfe-content":\{"current":"([^"]+)"/.exec(html)?.[1],
    kept: answer.headers.get('x-page-cache') === 'fresh' || answer.headers.get('x-page-cache') === 'stale',
    cookie: set || cookie,
  };
}

/**
 * The page as the edge serves it now. The bench's one address may be refused for a while after an
 * earlier part's flood from it (503 with Retry-After): asked again until it is served, for 30 s.
 */
async function served(url: string, cookie: string): Promise<Answer> {
  const until = Date.now() + 30_000;
  for (;;) {
    const page = await ask(url, cookie);
    if (page.status === 200 && page.version) return page;
    if (Date.now() > until) throw new Error(`${url} answered ${page.status} for 30 s`);
    await pause(1000);
  }
}

export interface ReleaseDelay {
  change: string;
  'to the first page of it, ms': number;
  'to the first cached page of it, ms': number;
}

export async function releaseDelays(options: {
  url: string;
  env: Record<string, string>;
  switches: number;
}): Promise<ReleaseDelay[]> {
  const drill = releaseDrill(options.env);
  // A returning browser: the pages that set its cookies are never kept, the next ones are.
  let cookie = (await served(options.url, '')).cookie;
  const rows: ReleaseDelay[] = [];
  try {
    for (let i = 0; i < options.switches; i += 1) {
      const before = await served(options.url, cookie);
      cookie = before.cookie;
      await drill.next();
      const changedAt = Date.now();
      let firstPage = Number.NaN;
      while (Date.now() - changedAt < 30_000) {
        const page = await ask(options.url, cookie);
        cookie = page.cookie;
        if (page.version && page.version !== before.version) {
          if (Number.isNaN(firstPage)) firstPage = Date.now() - changedAt;
          if (page.kept) {
            rows.push({
              change: i % 2 === 0 ? 'release' : 'rollback',
              'to the first page of it, ms': firstPage,
              'to the first cached page of it, ms': Date.now() - changedAt,
            });
            break;
          }
        }
        await pause(ASK_EVERY_MS);
      }
      if (rows.length !== i + 1) throw new Error('the new version was never served from the page cache within 30 s');
    }
  } finally {
    // Back to the first build, as the store started.
    if (options.switches % 2 === 1) await drill.next();
    drill.cleanUp();
  }
  return rows;
}
